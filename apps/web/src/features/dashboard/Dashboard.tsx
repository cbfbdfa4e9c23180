import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Grid.css';
import { Button, Container, Grid, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { currentCandidateQueryOptions } from '../auth/candidate-query';
import { displayName } from '../auth/display-name';
import { KEEP_FOCUS_STATE } from '../layout/MainContent';
import { useCurrentRoute } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { useClient } from '../site/client-context';
import { DashboardCandidateContext } from './dashboard-owner';
import { DASHBOARD_TABS, isDashboardTab, tabOfRoute, type DashboardTabId } from './dashboard-tabs';
import { ActivityFeed } from './feed/ActivityFeed';
import { NotificationsArea } from './feed/NotificationsArea';
import { TabContent } from './tabs/TabContent';

const PasswordModal = lazy(() => import('../auth/PasswordModal'));

interface DashboardProps {
  candidateId: number;
  params: Record<string, string>;
}

/**
 * The dashboard: greeting and account actions, the tabs of spec 1 §1 (each its own route,
 * so a tab can be linked to and the browser's back button works), and beside them the
 * notifications area and the activity feed.
 */
export function Dashboard({ candidateId, params }: DashboardProps) {
  const { t } = useTranslation();
  const { t: tAccount } = useTranslation('account');
  const client = useClient();
  const navigate = useNavigate();
  const { language, routeId } = useCurrentRoute();
  const { recovery, signOut } = useAuth();
  const candidate = useQuery(currentCandidateQueryOptions(client, recovery));
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [passwordSession, setPasswordSession] = useState(0);
  const [passwordTrigger, setPasswordTrigger] = useState<HTMLElement | null>(null);
  const current = tabOfRoute(routeId);

  const select = (value: string | null) => {
    if (!isDashboardTab(value)) return;
    const tab = DASHBOARD_TABS.find((item) => item.id === value);
    if (tab) void navigate(hrefTo(language, tab.route), { state: KEEP_FOCUS_STATE });
  };
  const name = candidate.data
    ? candidate.data.firstName?.trim() || displayName(candidate.data)
    : '';

  return (
    <DashboardCandidateContext value={candidateId}>
      {/* The header's width: the page's content starts where the site's name does. */}
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Title order={1}>{t('profile.greeting', { name })}</Title>
              <Text c="dimmed">{tAccount('dashboard.intro')}</Text>
            </Stack>
            <Group>
              <Button
                variant="default"
                onClick={(event) => {
                  setPasswordTrigger(event.currentTarget);
                  setPasswordSession((count) => count + 1);
                  setPasswordOpen(true);
                }}
              >
                {t('profile.changePassword')}
              </Button>
              <Button variant="default" onClick={() => void signOut()}>
                {t('auth.menu.signOut')}
              </Button>
            </Group>
          </Group>
          <Grid gutter="xl">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Tabs value={current} onChange={select} keepMounted={false}>
                <Tabs.List aria-label={tAccount('dashboard.tabsLabel')}>
                  {DASHBOARD_TABS.map((tab) => (
                    <Tabs.Tab key={tab.id} value={tab.id}>
                      {tAccount(`dashboard.tabs.${tab.id}`)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {DASHBOARD_TABS.map((tab) => (
                  <Tabs.Panel key={tab.id} value={tab.id} pt="lg">
                    {tab.id === current && <TabPanel tab={current} params={params} />}
                  </Tabs.Panel>
                ))}
              </Tabs>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Stack gap="lg">
                <NotificationsArea />
                <ActivityFeed />
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      </Container>
      {passwordSession > 0 && (
        <Suspense fallback={null}>
          <PasswordModal
            key={passwordSession}
            mode={{ kind: 'change', candidateId }}
            opened={passwordOpen}
            onClose={() => setPasswordOpen(false)}
            returnFocusTo={passwordTrigger}
          />
        </Suspense>
      )}
    </DashboardCandidateContext>
  );
}

function TabPanel({ tab, params }: { tab: DashboardTabId; params: Record<string, string> }) {
  const { t } = useTranslation('account');
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t(`dashboard.tabs.${tab}`)}
      </Title>
      <TabContent tab={tab} params={params} />
    </Stack>
  );
}

import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { currentCandidateQueryOptions } from '../auth/candidate-query';
import { displayName } from '../auth/display-name';
import { ErrorState } from '../errors/ErrorState';
import { usePageLoading } from '../feedback/loading-overlay-context';
import { useClient } from '../site/client-context';
import { PreferencesPanel } from '../subscriptions/PreferencesPanel';
import { ContactDetails } from './ContactDetails';
import { LocationSection } from './LocationSection';

const PasswordModal = lazy(() => import('../auth/PasswordModal'));

/** The profile of the signed-in candidate: greeting, contact details, location, password, sign-out. */
export function SignedInProfile({ candidateId }: { candidateId: number }) {
  const { t } = useTranslation();
  const client = useClient();
  const { recovery, signOut } = useAuth();
  const candidate = useQuery(currentCandidateQueryOptions(client, recovery));
  const [passwordOpen, setPasswordOpen] = useState(false);
  // Remounting the modal starts it on its first panel each time.
  const [passwordSession, setPasswordSession] = useState(0);
  const [passwordTrigger, setPasswordTrigger] = useState<HTMLElement | null>(null);
  usePageLoading(candidate.isPending);

  if (!candidate.data) {
    if (!candidate.isError) return null;
    return (
      <Container size="sm" py="xl">
        <ErrorState
          message={t('profile.loadError')}
          onRetry={() => void candidate.refetch()}
          retrying={candidate.isFetching}
        />
      </Container>
    );
  }

  const { firstName } = candidate.data;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>
            {t('profile.greeting', { name: firstName?.trim() || displayName(candidate.data) })}
          </Title>
          <Text c="dimmed">{t('profile.intro')}</Text>
        </Stack>
        <Paper withBorder p="lg">
          <ContactDetails candidate={candidate.data} />
        </Paper>
        <Paper withBorder p="lg">
          <LocationSection candidate={candidate.data} />
        </Paper>
        {/* Until the dashboard's preferences tab (branch dash) mounts it there. */}
        <Paper withBorder p="lg">
          <PreferencesPanel candidateId={candidateId} />
        </Paper>
        <Group>
          <Button
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
      </Stack>
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
    </Container>
  );
}

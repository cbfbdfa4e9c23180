import { Anchor, Button, Container, Group, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { useCan, usePageTitle, useStaffSession } from '../staff-context';
import classes from './ConsoleLayout.module.css';
import { LanguageSelect } from './LanguageSelect';

/** The signed-in console: header with navigation (by rights), language and sign-out. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('staff');
  const { client, me } = useStaffSession();
  const canReadAudit = useCan('audit:read');
  const canReadCandidates = useCan('candidates:read');
  const canReadApplications = useCan('applications:read');
  const canReadReports = useCan('reports:read');
  const canReadOffers = useCan('offers:read');
  const canWriteSettings = useCan('settings:write');
  const canManageVendors = useCan('vendors:write');
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => staffApi.logout(client),
    onSuccess: async () => {
      // Asking again who is signed in answers 401, and the gate shows the sign-in; nothing
      // the user saw stays cached for whoever signs in next in this tab.
      await queryClient.resetQueries({ queryKey: staffKeys.me(client) });
      queryClient.removeQueries({
        queryKey: staffKeys.all(client),
        predicate: (query) => query.queryKey[2] !== 'me',
      });
    },
  });

  return (
    <>
      <a href="#content" className={classes.skipLink}>
        {t('console.skip')}
      </a>
      <Container size="xl" component="header" py="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="lg" wrap="wrap">
            <Text fw={700}>{t('console.name')}</Text>
            <Group component="nav" aria-label={t('console.nav')} gap="md">
              <Anchor component={NavLink} to="/requisitions">
                {t('nav.requisitions')}
              </Anchor>
              {canReadCandidates ? (
                <Anchor component={NavLink} to="/candidates">
                  {t('nav.candidates')}
                </Anchor>
              ) : null}
              {canReadCandidates ? (
                <Anchor component={NavLink} to="/templates">
                  {t('nav.templates')}
                </Anchor>
              ) : null}
              {canReadCandidates ? (
                <Anchor component={NavLink} to="/events">
                  {t('nav.events')}
                </Anchor>
              ) : null}
              {canReadApplications ? (
                <Anchor component={NavLink} to="/calendar">
                  {t('nav.calendar')}
                </Anchor>
              ) : null}
              {canReadOffers ? (
                <Anchor component={NavLink} to="/offers">
                  {t('nav.offers')}
                </Anchor>
              ) : null}
              {canReadReports ? (
                <Anchor component={NavLink} to="/reports">
                  {t('nav.reports')}
                </Anchor>
              ) : null}
              {canWriteSettings ? (
                <Anchor component={NavLink} to="/settings">
                  {t('nav.settings')}
                </Anchor>
              ) : null}
              {canWriteSettings ? (
                <Anchor component={NavLink} to="/branding">
                  {t('nav.branding')}
                </Anchor>
              ) : null}
              {canManageVendors ? (
                <Anchor component={NavLink} to="/vendors">
                  {t('nav.vendors')}
                </Anchor>
              ) : null}
              {canWriteSettings ? (
                <Anchor component={NavLink} to="/hierarchy">
                  {t('nav.hierarchy')}
                </Anchor>
              ) : null}
              {canReadAudit ? (
                <Anchor component={NavLink} to="/audit">
                  {t('nav.audit')}
                </Anchor>
              ) : null}
            </Group>
          </Group>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Text size="sm" data-testid="staff-user">
              {t('console.signedInAs', { name: me.name })}
            </Text>
            <LanguageSelect />
            <Button
              variant="default"
              size="xs"
              onClick={() => signOut.mutate()}
              loading={signOut.isPending}
            >
              {t('console.signOut')}
            </Button>
          </Group>
        </Group>
        <ErrorAlert error={signOut.error} />
      </Container>
      <Container size="xl" component="main" id="content" tabIndex={-1} pb="xl">
        {children}
      </Container>
    </>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation('staff');
  usePageTitle(t('notFound.title'));
  return (
    <>
      <Title order={1}>{t('notFound.title')}</Title>
      <Anchor component={NavLink} to="/requisitions">
        {t('nav.requisitions')}
      </Anchor>
    </>
  );
}

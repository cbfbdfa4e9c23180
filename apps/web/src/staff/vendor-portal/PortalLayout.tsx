import { Anchor, Button, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ErrorAlert } from '../ErrorAlert';
import classes from '../layout/ConsoleLayout.module.css';
import { LanguageSelect } from '../layout/LanguageSelect';
import { useSignOut } from '../session/use-sign-out';
import { useStaffSession } from '../staff-context';

/** The vendor portal's frame: the vendor's name, its two pages, language and sign-out. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('staff');
  const { client, me } = useStaffSession();
  const signOut = useSignOut(client);
  return (
    <>
      <a href="#content" className={classes.skipLink}>
        {t('console.skip')}
      </a>
      <Container size="xl" component="header" py="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="lg" wrap="wrap">
            <Text fw={700}>{t('portal.name', { vendor: me.vendor?.vendorName ?? '' })}</Text>
            <Group component="nav" aria-label={t('console.nav')} gap="md">
              <Anchor component={NavLink} to="/requisitions">
                {t('portal.nav.requisitions')}
              </Anchor>
              <Anchor component={NavLink} to="/submissions">
                {t('portal.nav.submissions')}
              </Anchor>
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

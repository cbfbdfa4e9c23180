import { Center, Loader } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffMe } from '@talentgate/domain';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { StaffSessionContext } from '../staff-context';
import { SignInPage } from './SignInPage';

/**
 * Asks who is signed in; without a full staff session (401) every console path shows the
 * sign-in, and once signed in the same path shows its page.
 */
export function SessionGate({ client, children }: { client: string; children: ReactNode }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: staffKeys.me(client),
    queryFn: ({ signal }) => staffApi.me(client, signal),
    staleTime: Infinity,
  });
  const session = useMemo(() => (me.data ? { client, me: me.data } : null), [client, me.data]);

  if (me.isPending) {
    return (
      <Center mih="50vh">
        <Loader aria-label={t('console.loading')} />
      </Center>
    );
  }
  if (session) {
    return <StaffSessionContext value={session}>{children}</StaffSessionContext>;
  }
  const signedOut = isApiError(me.error) && me.error.status === 401;
  if (!signedOut) return <ErrorAlert error={me.error} />;
  return (
    <SignInPage
      client={client}
      onSignedIn={(staff: StaffMe) => queryClient.setQueryData(staffKeys.me(client), staff)}
    />
  );
}

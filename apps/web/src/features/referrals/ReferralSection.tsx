import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReferralLink } from '@talentgate/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../auth/use-api-error-text';
import { dashboardKey } from '../dashboard/dashboard-api';
import { useDashboardOwner } from '../dashboard/dashboard-owner';
import { QueryView } from '../dashboard/QueryView';
import { useNotify } from '../feedback/notifications-context';
import { fetchReferralLink, makeReferralLink, referralUrl } from './referral-api';

/**
 * Refer a friend: the candidate's own sponsor link `/r/{handle}/profile/join/`, made when they
 * ask for it, and how many people joined or applied through it.
 */
export function ReferralSection() {
  const { t } = useTranslation('account');
  const headingId = useId();
  const owner = useDashboardOwner();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const [making, setMaking] = useState(false);
  const queryKey = dashboardKey(owner.client, owner.candidateId, 'referral-link');
  const query = useQuery({
    queryKey,
    queryFn: () => owner.recovery.run(() => fetchReferralLink(owner.client)),
  });

  const make = async () => {
    setMaking(true);
    try {
      const link = await owner.recovery.run(() => makeReferralLink(owner.client));
      queryClient.setQueryData(queryKey, link);
    } catch (error) {
      notify({ message: errorText(error), alertClass: 'danger' });
    } finally {
      setMaking(false);
    }
  };

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={3} size="h4" id={headingId}>
          {t('referrals.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('referrals.intro')}
        </Text>
      </Stack>
      <QueryView query={query}>
        {(link) =>
          link.handle === null ? (
            <Group>
              <Button variant="default" loading={making} onClick={() => void make()}>
                {t('referrals.make')}
              </Button>
            </Group>
          ) : (
            <SharedLink link={{ ...link, handle: link.handle }} />
          )
        }
      </QueryView>
    </Stack>
  );
}

function SharedLink({ link }: { link: ReferralLink & { handle: string } }) {
  const { t } = useTranslation('account');
  const notify = useNotify();
  const url = referralUrl(window.location.origin, link.handle);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ message: t('referrals.copied'), alertClass: 'success' });
    } catch {
      // No clipboard for this page (an insecure origin, a refused permission): the field
      // holds the link selected, ready to copy by hand.
      notify({ message: t('referrals.copyByHand'), alertClass: 'info' });
    }
  };
  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('referrals.label')}
          value={url}
          readOnly
          dir="ltr"
          style={{ flex: 1, minWidth: '16rem' }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="default" onClick={() => void copy()}>
          {t('referrals.copy')}
        </Button>
      </Group>
      <Text size="sm" aria-live="polite">
        {t('referrals.referred', { count: link.referred })}
      </Text>
    </Stack>
  );
}

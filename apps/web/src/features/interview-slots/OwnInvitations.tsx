import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CandidateInvitation } from '@talentgate/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiClient, apiPath } from '../../lib/api-client';
import { formatZonedRange } from '../../lib/format';
import { useApiErrorText } from '../auth/use-api-error-text';
import { dashboardKey, type Owner } from '../dashboard/dashboard-api';
import { useDashboardOwner } from '../dashboard/dashboard-owner';
import { useNotify } from '../feedback/notifications-context';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';

const invitationsQuery = (owner: Owner) =>
  queryOptions({
    queryKey: dashboardKey(owner.client, owner.candidateId, 'invitations'),
    queryFn: ({ signal }) =>
      owner.recovery.run(() =>
        apiClient.get<CandidateInvitation[]>(
          apiPath(
            'private',
            'interview',
            owner.client,
            'invitation',
            'candidate',
            owner.candidateId,
          ),
          signal,
        ),
      ),
  });

/**
 * The candidate's interview invitations on the interviews tab (decision 0050; spec 2 §4
 * "interview invitation accept/reject"): each with its booked time in the interview's zone,
 * a link to choose or change the time, and accept or decline. Nothing shows without any.
 */
export function OwnInvitations() {
  const { t } = useTranslation('account');
  const query = useQuery(invitationsQuery(useDashboardOwner()));
  if (!query.data || query.data.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="invitations-heading">
      <Title order={3} size="h4" id="invitations-heading">
        {t('dashboard.invitations.title')}
      </Title>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {query.data.map((invitation) => (
          <InvitationItem key={invitation.invitationId} invitation={invitation} />
        ))}
      </Stack>
    </Stack>
  );
}

function InvitationItem({ invitation }: { invitation: CandidateInvitation }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const owner = useDashboardOwner();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const titleId = useId();
  const [saving, setSaving] = useState(false);
  const [confirmDecline, setConfirmDecline] = useState(false);
  const { booking, status } = invitation;

  const answer = async (action: 'accept' | 'reject') => {
    setSaving(true);
    try {
      await apiClient.request<CandidateInvitation>(
        apiPath(
          'private',
          'interview',
          owner.client,
          'invitation',
          invitation.invitationId,
          action,
        ),
        { method: 'POST', body: {} },
      );
      notify({
        message: t(`dashboard.invitations.${action === 'accept' ? 'accepted' : 'declined'}`),
        alertClass: 'success',
      });
    } catch (error) {
      notify({ message: errorText(error), alertClass: 'danger' });
    } finally {
      setSaving(false);
      setConfirmDecline(false);
      // A decline cancels the booking: the interviews list refreshes too.
      await queryClient.invalidateQueries({
        queryKey: dashboardKey(owner.client, owner.candidateId),
      });
    }
  };
  const bookHref =
    invitation.hash === null
      ? null
      : `${hrefTo(language, 'applySlotBook')}?hash=${encodeURIComponent(invitation.hash)}`;

  return (
    <Paper withBorder p="md" component="li" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Text fw={600} id={titleId} dir="auto">
          {t('dashboard.invitations.heading', {
            title: invitation.title,
            jobTitle: invitation.jobTitle,
          })}
        </Text>
        <Text size="sm">
          {t(`dashboard.interviews.modes.${invitation.mode}`)} ·{' '}
          {t(`dashboard.invitations.status.${status}`)}
          {invitation.interviewers.length > 0
            ? ` · ${t('dashboard.invitations.with', { names: invitation.interviewers.join(', ') })}`
            : ''}
        </Text>
        <Text size="sm" data-testid="invitation-time">
          {booking
            ? t('dashboard.invitations.bookedFor', {
                time: formatZonedRange(
                  booking.startsAt,
                  booking.endsAt,
                  language,
                  invitation.timeZone,
                ),
                zone: invitation.timeZone,
              })
            : t('dashboard.invitations.notBooked')}
        </Text>
        {status !== 'rejected' && (
          <Group gap="sm" mt="xs">
            {bookHref && (
              <Anchor component={Link} to={bookHref}>
                {booking ? t('dashboard.invitations.change') : t('dashboard.invitations.choose')}
              </Anchor>
            )}
            {status === 'invited' && (
              <Button size="xs" loading={saving} onClick={() => void answer('accept')}>
                {t('dashboard.invitations.accept')}
              </Button>
            )}
            {confirmDecline ? (
              <>
                <Text size="sm">{t('dashboard.invitations.declineQuestion')}</Text>
                <Button
                  size="xs"
                  color="red"
                  loading={saving}
                  onClick={() => void answer('reject')}
                >
                  {t('dashboard.invitations.declineConfirm')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirmDecline(false)}>
                  {t('dashboard.invitations.declineKeep')}
                </Button>
              </>
            ) : (
              <Button size="xs" variant="default" onClick={() => setConfirmDecline(true)}>
                {t('dashboard.invitations.decline')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

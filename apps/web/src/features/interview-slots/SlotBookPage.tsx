import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { SlotInvitation } from '@talentgate/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { formatZonedRange } from '../../lib/format';
import { AuthPageLayout } from '../auth/AuthPageLayout';
import { usePageLoading } from '../feedback/loading-overlay-context';
import { useLanguage } from '../routing/current-route';
import { useClient } from '../site/client-context';
import { usePageTitle } from '../site/use-page-title';
import { slotCall, type SlotAction } from './slot-book-api';

const COMPACT_JWS = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** What the last action did, for the live region: a success or a refusal the page explains. */
type Notice = 'booked' | 'cancelled' | 'declined' | 'full' | 'past' | 'failed';

/** How a refused link reads: expired links say so, anything else is "not valid". */
function linkProblem(error: unknown): 'expired' | 'invalid' | 'failed' {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'SLOT_LINK_EXPIRED') return 'expired';
  if (['SLOT_LINK_INVALID', 'INVITATION_NOT_FOUND', 'VALIDATION_FAILED'].includes(error.code))
    return 'invalid';
  return 'failed';
}

/**
 * `/apply/slot-book/?hash=` (spec 2 §2): the interview times an invitation offers, shown in
 * the interview's time zone (named on the page), to book one, change it or cancel it, or to
 * decline the interview. The e-mailed link's hash is the only credential: no sign-in.
 */
export default function SlotBookPage() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  // Only a compact JWS is worth asking the server about; anything else is not a link of ours.
  const given = search.get('hash') ?? '';
  const hash = COMPACT_JWS.test(given) ? given : '';
  const client = useClient();
  usePageTitle(t('slotBook.documentTitle'));
  const query = useQuery({
    queryKey: ['slot-invitation', client, hash],
    queryFn: () => slotCall(client, 'invitation', { hash }),
    enabled: hash !== '',
    retry: false,
  });
  usePageLoading(hash !== '' && query.isPending);

  if (hash === '' || query.isError) {
    const problem = hash === '' ? 'invalid' : linkProblem(query.error);
    return (
      <AuthPageLayout title={t('slotBook.heading')}>
        <Alert color="red" variant="light" role="alert" title={t(`slotBook.${problem}.title`)}>
          {t(`slotBook.${problem}.text`)}
        </Alert>
      </AuthPageLayout>
    );
  }
  if (!query.data) return null;
  return <SlotBooking invitation={query.data} hash={hash} />;
}

function SlotBooking({ invitation, hash }: { invitation: SlotInvitation; hash: string }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const client = useClient();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirmDecline, setConfirmDecline] = useState(false);
  const key = ['slot-invitation', client, hash];
  const when = (slotId: number | null) => {
    const slot = invitation.slots.find((item) => item.slotId === slotId);
    return slot ? formatZonedRange(slot.startsAt, slot.endsAt, language, invitation.timeZone) : '';
  };

  const act = useMutation({
    mutationFn: ({ action, slotId }: { action: SlotAction; slotId?: number }) =>
      slotCall(client, action, slotId === undefined ? { hash } : { hash, slotId }),
    onSuccess: (answer, { action }) => {
      queryClient.setQueryData(key, answer);
      setChosen(null);
      setConfirmDecline(false);
      setNotice(action === 'book' ? 'booked' : action === 'reject' ? 'declined' : 'cancelled');
    },
    onError: (error) => {
      const code = isApiError(error) ? error.code : null;
      const changed = code === 'SLOT_FULL' ? 'full' : code === 'SLOT_PAST' ? 'past' : null;
      setNotice(changed ?? 'failed');
      // The times changed under the candidate: show what is left now.
      if (changed) void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  const booked = invitation.bookedSlotId;
  const declined = invitation.status === 'rejected';
  const noticeText =
    notice === 'booked'
      ? t('slotBook.notice.booked', { time: when(booked) })
      : notice && t(`slotBook.notice.${notice}`);
  const bad = notice === 'full' || notice === 'past' || notice === 'failed';

  return (
    <AuthPageLayout
      title={t('slotBook.heading')}
      intro={t('slotBook.intro', { title: invitation.title, jobTitle: invitation.jobTitle })}
    >
      <Text>{t('slotBook.zone', { zone: invitation.timeZone })}</Text>
      {/* Two regions that stay in the page, so screen readers announce what lands in them. */}
      <div role="status">
        {noticeText && !bad && (
          <Alert color="green" variant="light">
            {noticeText}
          </Alert>
        )}
      </div>
      <div role="alert">
        {noticeText && bad && (
          <Alert color="red" variant="light">
            {noticeText}
          </Alert>
        )}
      </div>
      {declined ? (
        <Text>{t('slotBook.declinedText')}</Text>
      ) : (
        <Stack gap="md">
          {booked !== null && (
            <Group justify="space-between">
              <Text fw={600}>{t('slotBook.yourTime', { time: when(booked) })}</Text>
              <Button
                variant="default"
                loading={act.isPending}
                onClick={() => act.mutate({ action: 'cancel' })}
              >
                {t('slotBook.cancel')}
              </Button>
            </Group>
          )}
          {invitation.slots.length === 0 ? (
            <Text>{t('slotBook.noSlots')}</Text>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (chosen !== null) act.mutate({ action: 'book', slotId: Number(chosen) });
              }}
            >
              <Stack gap="md">
                <Radio.Group
                  label={booked === null ? t('slotBook.choose') : t('slotBook.chooseOther')}
                  value={chosen}
                  onChange={setChosen}
                >
                  <Stack gap="xs" mt="xs">
                    {invitation.slots.map((slot) => (
                      <Radio
                        key={slot.slotId}
                        value={String(slot.slotId)}
                        label={when(slot.slotId)}
                        disabled={slot.bookedByMe || slot.seatsLeft === 0}
                        description={
                          slot.bookedByMe
                            ? t('slotBook.yours')
                            : slot.seatsLeft === 0
                              ? t('slotBook.full')
                              : t('slotBook.seats', { count: slot.seatsLeft })
                        }
                      />
                    ))}
                  </Stack>
                </Radio.Group>
                <Group>
                  <Button type="submit" disabled={chosen === null} loading={act.isPending}>
                    {booked === null ? t('slotBook.book') : t('slotBook.rebook')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
          {confirmDecline ? (
            <Group>
              <Text>{t('slotBook.declineQuestion')}</Text>
              <Button color="red" onClick={() => act.mutate({ action: 'reject' })}>
                {t('slotBook.declineConfirm')}
              </Button>
              <Button variant="default" onClick={() => setConfirmDecline(false)}>
                {t('slotBook.declineKeep')}
              </Button>
            </Group>
          ) : (
            <Group>
              <Button variant="subtle" onClick={() => setConfirmDecline(true)}>
                {t('slotBook.decline')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </AuthPageLayout>
  );
}

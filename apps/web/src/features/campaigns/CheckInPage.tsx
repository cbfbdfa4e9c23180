import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import type { CheckIn } from '@talentgate/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { formatZonedRange } from '../../lib/format';
import { AuthPageLayout } from '../auth/AuthPageLayout';
import { usePageLoading } from '../feedback/loading-overlay-context';
import { useLanguage } from '../routing/current-route';
import { useClient } from '../site/client-context';
import { usePageTitle } from '../site/use-page-title';
import { useSite } from '../site/use-site';
import { checkIn, fetchCheckIn } from './campaign-api';
import { textIn } from './campaign-texts';
import { CHECK_IN_FILL_DELAY_MS, checkInClaims } from './check-in-claims';

/** How a refused link reads: an expired one says so, anything else is "not valid". */
function linkProblem(error: unknown): 'expired' | 'invalid' | 'failed' {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'CHECK_IN_LINK_EXPIRED') return 'expired';
  if (['CHECK_IN_LINK_INVALID', 'EVENT_NOT_FOUND', 'VALIDATION_FAILED'].includes(error.code))
    return 'invalid';
  return 'failed';
}

/**
 * `/campaign/{name}/check-in/?token=` (spec 2 §2 event check-in page; decision 0046): the
 * registrant's e-mail, filled from the token and locked, and first and last name filled from
 * its claims after 500 ms; "Check in" sends the event status call, which marks them Attended
 * and keeps the names as they confirmed them.
 */
export default function CheckInPage() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const claims = checkInClaims(token);
  const client = useClient();
  usePageTitle(t('checkIn.heading'));
  const shown = useQuery({
    queryKey: ['check-in', client, token],
    queryFn: () => fetchCheckIn(client, token),
    enabled: claims !== null,
    retry: false,
  });
  usePageLoading(claims !== null && shown.isPending);

  if (claims === null || shown.isError) {
    const problem = claims === null ? 'invalid' : linkProblem(shown.error);
    return (
      <AuthPageLayout title={t('checkIn.heading')}>
        <Alert color="red" variant="light" role="alert" title={t(`checkIn.${problem}.title`)}>
          {t(`checkIn.${problem}.text`)}
        </Alert>
      </AuthPageLayout>
    );
  }
  if (!shown.data) return null;
  return <CheckInForm token={token} found={shown.data} claims={claims} />;
}

function CheckInForm({
  token,
  found,
  claims,
}: {
  token: string;
  found: CheckIn;
  claims: NonNullable<ReturnType<typeof checkInClaims>>;
}) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const client = useClient();
  const queryClient = useQueryClient();
  const defaultLanguage = useSite().data?.defaultLanguage ?? 'en';
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  // Spec 2 §2: the names fill in after the fill delay.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setFirstName((current) => current || claims.firstName);
      setLastName((current) => current || claims.lastName);
    }, CHECK_IN_FILL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [claims.firstName, claims.lastName]);
  const attend = useMutation({
    // What is on the screen travels with the click (the mutation's variables): useMutation
    // renews this function in an effect, after the frame (the approvers' race, d69ade3).
    mutationFn: (names: { firstName: string; lastName: string }) =>
      checkIn(client, { eventId: found.eventId, candidateId: found.candidateId, token }, names),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['check-in', client, token] }),
  });
  const event = found.event;
  const when = formatZonedRange(
    Date.parse(event.startsAt),
    Date.parse(event.endsAt),
    language,
    event.timeZone,
  );
  const attended = found.statusName === 'Attended' || attend.isSuccess;
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    attend.mutate({ firstName, lastName });
  };
  return (
    <AuthPageLayout title={t('checkIn.heading')}>
      <Stack gap={4}>
        <Text fw={700}>
          <bdi>{textIn(event.title, language, defaultLanguage)}</bdi>
        </Text>
        <Text>{t('campaign.when', { when, timeZone: event.timeZone })}</Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('checkIn.email')}
            value={claims.email}
            readOnly
            description={t('checkIn.emailLocked')}
          />
          <TextInput
            label={t('checkIn.firstName')}
            value={firstName}
            onChange={(change) => setFirstName(change.currentTarget.value)}
            autoComplete="given-name"
          />
          <TextInput
            label={t('checkIn.lastName')}
            value={lastName}
            onChange={(change) => setLastName(change.currentTarget.value)}
            autoComplete="family-name"
          />
          <div role="status">
            {attended && (
              <Alert color="green" variant="light" title={t('checkIn.done.title')}>
                {t('checkIn.done.text')}
              </Alert>
            )}
          </div>
          {attend.isError && (
            <Alert color="red" variant="light" role="alert" title={t('checkIn.failed.title')}>
              {t(`checkIn.${linkProblem(attend.error)}.text`)}
            </Alert>
          )}
          {!attended && (
            <Button type="submit" loading={attend.isPending} w="fit-content">
              {t('checkIn.submit')}
            </Button>
          )}
        </Stack>
      </form>
    </AuthPageLayout>
  );
}

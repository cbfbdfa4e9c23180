import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import type { Offer } from '@talentgate/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useApiErrorText } from '../../auth/use-api-error-text';
import { useNotify } from '../../feedback/notifications-context';
import { answerOffer, dashboardKey } from '../dashboard-api';
import { useDashboardOwner } from '../dashboard-owner';

/**
 * The candidate's answer to an extended offer: a typed signature, then accept or decline
 * (spec 2 §5 "Signature must equal first plus last name"). The server decides the signature;
 * its refusal (SIGNATURE_MISMATCH, spec 2 §8) shows on the field.
 */
export function OfferAnswer({ offer }: { offer: Offer }) {
  const { t } = useTranslation('account');
  const owner = useDashboardOwner();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const titleId = useId();
  const [signature, setSignature] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState<'accept' | 'decline' | null>(null);

  const send = async (answer: 'accept' | 'decline') => {
    setFailure(null);
    if (signature.trim() === '') {
      setFieldError(t('dashboard.offers.signatureRequired'));
      return;
    }
    setFieldError(null);
    setSaving(answer);
    try {
      const answered = await answerOffer(owner.client, offer.offerId, answer, signature);
      notify({
        message: t(
          answered.status === 'accepted'
            ? 'dashboard.offers.accepted'
            : 'dashboard.offers.declined',
        ),
        alertClass: 'success',
      });
      // The application's stage and the feed change with the answer.
      await queryClient.invalidateQueries({
        queryKey: dashboardKey(owner.client, owner.candidateId),
      });
    } catch (error) {
      // The offer's own refusals are worded in this page's texts, not the site-wide ones.
      if (isApiError(error) && error.code === 'SIGNATURE_MISMATCH')
        setFieldError(t('dashboard.offers.signatureMismatch'));
      else if (isApiError(error) && error.code === 'OFFER_EXPIRED')
        setFailure(t('dashboard.offers.expired'));
      else setFailure(errorText(error));
    } finally {
      setSaving(null);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={4} id={titleId}>
        {t('dashboard.offers.answerTitle')}
      </Title>
      {failure !== null && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap="sm">
          <TextInput
            label={t('dashboard.offers.signature')}
            description={t('dashboard.offers.signatureHint')}
            required
            maxLength={200}
            autoComplete="name"
            value={signature}
            error={fieldError}
            onChange={(event) => {
              setSignature(event.currentTarget.value);
              setFieldError(null);
            }}
          />
          <Group>
            <Button
              type="button"
              loading={saving === 'accept'}
              disabled={saving !== null}
              onClick={() => void send('accept')}
            >
              {t('dashboard.offers.accept')}
            </Button>
            <Button
              type="button"
              variant="default"
              loading={saving === 'decline'}
              disabled={saving !== null}
              onClick={() => void send('decline')}
            >
              {t('dashboard.offers.decline')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

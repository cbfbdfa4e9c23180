import { Anchor, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { useCan, useStaffSession } from '../staff-context';
import { useStepLabel } from './approval-steps';
import { offerKeys, offersApi } from './offers-api';
import { offerStatusLabel } from './offer-status';

interface DraftForm {
  offerTemplateId: string;
  approvalChainId: string;
  salary: string;
  startDate: string;
  bonus: string;
  expiresOn: string;
}

/**
 * The application's offers, and the form that drafts one from a template for an approval
 * chain (spec 2 §7 "offertemplete/update"). A draft is updated by drafting again; an offer in
 * approval or with the candidate must end first, as the server says.
 */
export function ApplicationOffers({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useTranslation('staff');
  const { client } = useStaffSession();
  const canWrite = useCan('offers:write');
  const offers = useQuery({
    queryKey: offerKeys.ofApplication(client, applicationId),
    queryFn: ({ signal }) => offersApi.ofApplication(client, applicationId, signal),
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const open = (offers.data ?? []).filter((offer) =>
    ['pending_approval', 'approved', 'extended'].includes(offer.status),
  );
  return (
    <Section id="offers" title={t('offers.title')}>
      <Stack>
        <ErrorAlert error={offers.error} />
        {offers.data?.length === 0 ? <Text>{t('offers.none')}</Text> : null}
        <ul>
          {(offers.data ?? []).map((offer) => (
            <li key={offer.offerId}>
              <Anchor component={Link} to={`/offers/${offer.offerId}`}>
                {t('offers.linkTo', {
                  title: offer.jobTitle,
                  status: offerStatusLabel(t, offer.status),
                })}
              </Anchor>
              {offer.expiresAt !== null
                ? ` — ${t('offers.answerBy', { date: date.format(offer.expiresAt) })}`
                : ''}
            </li>
          ))}
        </ul>
        {canWrite && open.length === 0 ? <DraftOfferForm applicationId={applicationId} /> : null}
      </Stack>
    </Section>
  );
}

function DraftOfferForm({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('staff');
  const stepLabel = useStepLabel();
  const { client } = useStaffSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const templates = useQuery({
    queryKey: offerKeys.templates(client),
    queryFn: ({ signal }) => offersApi.templates(client, signal),
  });
  const chains = useQuery({
    queryKey: offerKeys.chains(client),
    queryFn: ({ signal }) => offersApi.chains(client, signal),
  });
  const { register, handleSubmit, formState } = useForm<DraftForm>({
    defaultValues: {
      offerTemplateId: '',
      approvalChainId: '',
      salary: '',
      startDate: '',
      bonus: '',
      expiresOn: '',
    },
  });
  const draft = useMutation({
    mutationFn: (form: DraftForm) =>
      offersApi.draft(
        client,
        {
          applicationId,
          offerTemplateId: Number(form.offerTemplateId),
          approvalChainId: Number(form.approvalChainId),
        },
        {
          salary: form.salary.trim(),
          startDate: form.startDate,
          ...(form.bonus.trim() ? { bonus: form.bonus.trim() } : {}),
          // The answer is due at the end of the chosen day, in the recruiter's time.
          expiresAt: new Date(`${form.expiresOn}T23:59:00`).getTime(),
        },
      ),
    onSuccess: async (offer) => {
      await queryClient.invalidateQueries({ queryKey: offerKeys.all(client) });
      void navigate(`/offers/${offer.offerId}`);
    },
  });
  const required = { required: true };
  const activeTemplates = (templates.data ?? []).filter((template) => template.active);
  const activeChains = (chains.data ?? []).filter((chain) => chain.active);
  return (
    <form noValidate onSubmit={handleSubmit((form) => draft.mutate(form))}>
      <Stack>
        <ErrorAlert error={draft.error ?? templates.error ?? chains.error} />
        <NativeSelect
          label={t('offers.template')}
          required
          error={formState.errors.offerTemplateId ? t('offers.required') : undefined}
          data={[
            { value: '', label: t('offers.choose') },
            ...activeTemplates.map((template) => ({
              value: String(template.offerTemplateId),
              label: template.name,
            })),
          ]}
          {...register('offerTemplateId', required)}
        />
        <NativeSelect
          label={t('offers.chain')}
          required
          error={formState.errors.approvalChainId ? t('offers.required') : undefined}
          data={[
            { value: '', label: t('offers.choose') },
            ...activeChains.map((chain) => ({
              value: String(chain.approvalChainId),
              label: `${chain.name} (${chain.details.map(stepLabel).join(', ')})`,
            })),
          ]}
          {...register('approvalChainId', required)}
        />
        <TextInput
          label={t('offers.salary')}
          required
          maxLength={200}
          error={formState.errors.salary ? t('offers.required') : undefined}
          {...register('salary', { validate: (value) => value.trim() !== '' })}
        />
        <TextInput
          type="date"
          label={t('offers.startDate')}
          required
          error={formState.errors.startDate ? t('offers.required') : undefined}
          {...register('startDate', required)}
        />
        <TextInput label={t('offers.bonus')} maxLength={200} {...register('bonus')} />
        <TextInput
          type="date"
          label={t('offers.expiresOn')}
          required
          error={formState.errors.expiresOn ? t('offers.required') : undefined}
          {...register('expiresOn', required)}
        />
        <Group>
          <Button type="submit" loading={draft.isPending}>
            {t('offers.draft')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

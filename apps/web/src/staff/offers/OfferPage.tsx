import { Alert, Anchor, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffOffer } from '@talentgate/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { useCan, usePageTitle, useStaffSession } from '../staff-context';
import { offerKeys, offersApi } from './offers-api';
import { offerStatusLabel } from './offer-status';

/**
 * One offer: its letter, the approvals round by round, and what the caller may do next:
 * send a draft for approval, approve or send back with a comment when it is their turn,
 * extend it once approved (decision 0049).
 */
export function OfferPage() {
  const { offerId } = useParams();
  const id = Number(offerId);
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const offer = useQuery({
    queryKey: offerKeys.offer(client, id),
    queryFn: ({ signal }) => offersApi.offer(client, id, signal),
    staleTime: 0,
  });
  const title = offer.data
    ? t('offers.pageTitle', { name: offer.data.candidateName })
    : t('offers.title');
  usePageTitle(title);
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <ErrorAlert error={offer.error} />
      {offer.data ? <OfferView offer={offer.data} /> : null}
      {!offer.data && !offer.error ? <Text>{t('console.loading')}</Text> : null}
    </Stack>
  );
}

function OfferView({ offer }: { offer: StaffOffer }) {
  const { t, i18n } = useTranslation('staff');
  const { client, me } = useStaffSession();
  const canWrite = useCan('offers:write');
  const canApprove = useCan('offers:approve');
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const [done, setDone] = useState('');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const act = useMutation({
    mutationFn: (step: 'submit' | 'accept' | 'reject' | 'extend') =>
      step === 'submit'
        ? offersApi.submit(client, offer.offerId)
        : step === 'extend'
          ? offersApi.extend(client, offer.offerId)
          : offersApi.decide(client, offer.offerId, step, comment),
    onSuccess: (next) => {
      setComment('');
      setDone(t('offers.nowStatus', { status: offerStatusLabel(t, next.status) }));
      queryClient.setQueryData(offerKeys.offer(client, offer.offerId), next);
      void queryClient.invalidateQueries({ queryKey: offerKeys.all(client) });
    },
  });
  const myTurn = canApprove && offer.currentApproverId === me.staffUserId;
  const lastRound = Math.max(0, ...offer.approvals.map((approval) => approval.round));

  return (
    <Stack>
      <Group>
        <Text data-testid="offer-status">{offerStatusLabel(t, offer.status)}</Text>
        <Text>
          {t('offers.summary', {
            title: offer.jobTitle,
            template: offer.templateName,
            chain: offer.chainName,
          })}
        </Text>
        {offer.applicationId !== null ? (
          <Anchor component={Link} to={`/applications/${offer.applicationId}`}>
            {t('offers.backToApplication')}
          </Anchor>
        ) : null}
      </Group>
      <div role="status">{done ? <Alert color="green">{done}</Alert> : null}</div>
      <ErrorAlert error={act.error} />

      <Section id="letter" title={t('offers.letter')}>
        <Stack gap="xs">
          <dl>
            {offer.letter.map((section, index) => (
              <div key={`${section.label}-${index}`}>
                <dt>
                  <Text component="span" fw={600}>
                    {section.label}
                  </Text>
                </dt>
                <dd style={{ whiteSpace: 'pre-wrap' }}>{section.text}</dd>
              </div>
            ))}
          </dl>
          {offer.expiresAt !== null ? (
            <Text>{t('offers.answerBy', { date: date.format(offer.expiresAt) })}</Text>
          ) : null}
          {offer.signature !== null && offer.answeredAt !== null ? (
            <Text>
              {t('offers.signed', {
                signature: offer.signature,
                date: date.format(offer.answeredAt),
              })}
            </Text>
          ) : null}
          <Anchor href={offersApi.letterUrl(client, offer.offerId)} target="_blank" rel="noopener">
            {t('offers.openLetter')}
          </Anchor>
        </Stack>
      </Section>

      <Section id="approvals" title={t('offers.approvals')}>
        {offer.approvals.length === 0 ? <Text>{t('offers.noApprovals')}</Text> : null}
        <ol data-testid="approvals">
          {offer.approvals.map((approval) => (
            <li key={`${approval.round}-${approval.sortOrder}`}>
              {t('offers.approvalLine', {
                round: approval.round,
                name: approval.name,
                decision: t(`offers.decision.${approval.decision}`),
              })}
              {approval.decidedAt !== null ? ` — ${date.format(approval.decidedAt)}` : ''}
              {approval.comment ? ` — “${approval.comment}”` : ''}
              {approval.round === lastRound &&
              approval.decision === 'pending' &&
              approval.staffUserId === offer.currentApproverId
                ? ` ${t('offers.theirTurn')}`
                : ''}
            </li>
          ))}
        </ol>
      </Section>

      {canWrite && offer.status === 'draft' ? (
        <Group>
          <Button loading={act.isPending} onClick={() => act.mutate('submit')}>
            {t('offers.submit')}
          </Button>
        </Group>
      ) : null}
      {myTurn && offer.status === 'pending_approval' ? (
        <Stack>
          <Textarea
            label={t('offers.comment')}
            description={t('offers.commentHint')}
            maxLength={2000}
            autosize
            minRows={2}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          <Group>
            <Button loading={act.isPending} onClick={() => act.mutate('accept')}>
              {t('offers.approve')}
            </Button>
            <Button variant="default" loading={act.isPending} onClick={() => act.mutate('reject')}>
              {t('offers.reject')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {canWrite && offer.status === 'approved' ? (
        <Group>
          <Button loading={act.isPending} onClick={() => act.mutate('extend')}>
            {t('offers.extend')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

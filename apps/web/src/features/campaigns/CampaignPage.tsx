import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Campaign, CompletedAttempt } from '@talentgate/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isNotFoundError } from '../../lib/api-error';
import { streamMetadataQueryOptions } from '../apply-engine/api/engine-api';
import type { FlowLocation } from '../apply-engine/flow/flow-location';
import { ApplyFlow } from '../apply-engine/pages/FlowPage';
import { useAuth } from '../auth/auth-context';
import { ErrorState } from '../errors/ErrorState';
import { NotFoundPage } from '../errors/NotFoundPage';
import { usePageLoading } from '../feedback/loading-overlay-context';
import { useLanguage } from '../routing/current-route';
import type { PageProps } from '../routing/page-props';
import { useClient } from '../site/client-context';
import { usePageTitle } from '../site/use-page-title';
import { useSite } from '../site/use-site';
import { campaignQueryOptions } from './campaign-api';
import { textIn } from './campaign-texts';
import { CampaignJobs } from './CampaignJobs';
import { EventFacts } from './EventFacts';
import { RichText } from './RichText';

/** The query action that marks an event workflow on a campaign page (spec 2 §2). */
export const EVENT_REGISTRATION_ACTION = 'event-registration';

/**
 * `/campaign/{name}/` (spec 2 §2 microsite; decision 0046): the tenant's campaign page in the
 * page language — hero, rich text blocks, an event's facts, open jobs — with its stream
 * embedded. Submitting the stream replaces the landing content by the thank-you block. An
 * event campaign registers through its event flow once the query carries the
 * event-registration action; without it the page offers a link that adds it.
 */
export default function CampaignPage({ params }: PageProps) {
  const name = params['name'] ?? '';
  const client = useClient();
  const { t } = useTranslation('account');
  const campaign = useQuery(campaignQueryOptions(client, name));
  usePageLoading(campaign.isPending);
  if (campaign.isPending) return null;
  if (isNotFoundError(campaign.error)) return <NotFoundPage />;
  if (campaign.isError)
    return (
      <Container size="sm" py="xl">
        <ErrorState message={t('campaign.loadError')} onRetry={() => void campaign.refetch()} />
      </Container>
    );
  return <CampaignContent campaign={campaign.data} />;
}

function CampaignContent({ campaign }: { campaign: Campaign }) {
  const language = useLanguage();
  const defaultLanguage = useSite().data?.defaultLanguage ?? 'en';
  const text = (texts: Readonly<Record<string, string>>) =>
    textIn(texts, language, defaultLanguage);
  usePageTitle(text(campaign.title));
  const [completed, setCompleted] = useState<CompletedAttempt | null>(null);
  const campaignName = campaign.name;
  const onCompleted = useCallback(
    (answer: CompletedAttempt) => {
      // The campaign's conversion (spec 2 §7 analytics category `microsite`): the one place a
      // campaign page's flow ends. Loaded on demand, like every analytics call.
      void import('../analytics/send-event')
        .then((analytics) => analytics.sendEvent('microsite', { name: campaignName }))
        .catch(() => undefined);
      setCompleted(answer);
    },
    [campaignName],
  );

  if (completed) return <ThankYouBlock campaign={campaign} text={text} />;
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="sm" component="header">
          <Title order={1}>
            <bdi>{text(campaign.hero.heading)}</bdi>
          </Title>
          {campaign.hero.text && <RichText text={text(campaign.hero.text)} size="lg" />}
        </Stack>
        {campaign.event && <EventFacts event={campaign.event} title={text(campaign.event.title)} />}
        {campaign.blocks.map((block, index) => (
          <Stack gap="xs" component="section" key={index}>
            {block.heading && (
              <Title order={2}>
                <bdi>{text(block.heading)}</bdi>
              </Title>
            )}
            <RichText text={text(block.text)} />
          </Stack>
        ))}
        <EmbeddedStream campaign={campaign} onCompleted={onCompleted} />
        {campaign.jobs && (
          <CampaignJobs jobs={campaign.jobs} heading={text(campaign.jobs.heading)} />
        )}
      </Stack>
    </Container>
  );
}

/** The campaign's stream, run as the microsite or event flow of this page. */
function EmbeddedStream({
  campaign,
  onCompleted,
}: {
  campaign: Campaign;
  onCompleted: (answer: CompletedAttempt) => void;
}) {
  const { t } = useTranslation('account');
  // The engine draws its forms with its own texts, loaded with the form (not with the page).
  const engineTexts = useTranslation('applyEngine').ready;
  const client = useClient();
  const [query] = useSearchParams();
  const restoring = useAuth().state.status === 'restoring';
  const metadata = useQuery({
    ...streamMetadataQueryOptions(client, campaign.applyStreamId ?? 0),
    enabled: campaign.applyStreamId !== null,
  });
  const waiting = restoring || !engineTexts || metadata.isPending;
  usePageLoading(campaign.applyStreamId !== null && waiting);
  const event = campaign.event;
  if (event && query.get('action') !== EVENT_REGISTRATION_ACTION) {
    if (event.seatsLeft === 0) return <Text fw={700}>{t('campaign.full')}</Text>;
    const next = new URLSearchParams(query);
    next.set('action', EVENT_REGISTRATION_ACTION);
    return (
      <Button component={Link} to={`?${next.toString()}`} size="md" w="fit-content">
        {t('campaign.register')}
      </Button>
    );
  }
  if (campaign.applyStreamId === null || waiting) return null;
  if (metadata.isError || metadata.data.metaData.length === 0)
    return <ErrorState message={t('campaign.loadError')} onRetry={() => void metadata.refetch()} />;
  const location: FlowLocation = {
    kind: 'campaign',
    campaign: campaign.name,
    requisitionId: null,
    jobId: null,
    sponsorHandle: null,
    step: null,
  };
  return (
    <section aria-label={t('campaign.formLabel')}>
      <ApplyFlow
        location={location}
        query={query}
        easyApply={false}
        stream={metadata.data}
        title={null}
        formNaming={false}
        onCompleted={onCompleted}
      />
    </section>
  );
}

/** Replaces the landing content once the stream is submitted (spec 2 §2). */
function ThankYouBlock({
  campaign,
  text,
}: {
  campaign: Campaign;
  text: (texts: Readonly<Record<string, string>>) => string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: focus moves to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Container size="md" py="xl">
      <Stack gap="sm" role="status">
        <Title order={1} ref={heading} tabIndex={-1}>
          <bdi>{text(campaign.thankYou.heading)}</bdi>
        </Title>
        <RichText text={text(campaign.thankYou.text)} size="lg" />
      </Stack>
    </Container>
  );
}

import { Container } from '@mantine/core';
import { CONTINUE_TOKEN_PARAM } from '@talentgate/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApplyNotice } from '../../apply/ApplyNotice';
import { useApplied } from '../../applications/use-applied';
import { useAuth } from '../../auth/auth-context';
import { ErrorState } from '../../errors/ErrorState';
import { NotFoundPage } from '../../errors/NotFoundPage';
import { usePageLoading } from '../../feedback/loading-overlay-context';
import { useClient } from '../../site/client-context';
import { featureFlagsQueryOptions, isEasyApplyOn, isFormNamingEnabled } from '../api/flow-settings';
import { flowStorageKey, isEasyApply, type FlowLocation } from '../flow/flow-location';
import { useFlowStream } from '../flow/use-flow-stream';
import { ApplyFlow } from '../render/ApplyFlow';
import { takeContinueToken } from '../continue-link/continue-link-error';

// Only a page opened from an e-mailed continue link needs it (decision 0017).
const ContinueFromLink = lazy(() =>
  import('../continue-link/ContinueFromLink').then((module) => ({
    default: module.ContinueFromLink,
  })),
);

interface FlowRouteProps {
  location: FlowLocation;
  query: URLSearchParams;
}

/** Resolves the flow's stream and runs it, or shows why it cannot run (spec 2 §2 blocks). */
export function FlowRoute({ location, query }: FlowRouteProps) {
  const { t, ready } = useTranslation('applyEngine');
  const client = useClient();
  // Continue links come by e-mail, so a page opens with the token or never sees one. Decided
  // once: the link's handler drops the token from the address, and unwrapping the flow then
  // would mount it again.
  const { search } = useLocation();
  const [fromContinueLink] = useState(
    () => takeContinueToken(search, CONTINUE_TOKEN_PARAM).token !== null,
  );
  const flags = useQuery(featureFlagsQueryOptions(client));
  const easyApply = isEasyApplyOn(flags.data, isEasyApply(query));
  const resolved = useFlowStream(client, location, query, easyApply);
  // Until the session is known, a signed-in candidate would get a form without their profile
  // in it (and without the check below): the form waits for it, as the header does.
  const restoring = useAuth().state.status === 'restoring';
  // A signed-in candidate who applied already is told so before filling anything in.
  const applied = useApplied(
    location.kind === 'apply'
      ? location.requisitionId
      : easyApply && location.kind === 'applyJoin' && resolved.status === 'ready'
        ? resolved.requisitionId
        : null,
  );
  usePageLoading(
    !ready ||
      flags.isPending ||
      restoring ||
      resolved.status === 'loading' ||
      applied.status === 'checking',
  );
  if (!ready || flags.isPending || restoring) return null;

  switch (resolved.status) {
    case 'loading':
      return null;
    case 'notFound':
      return <NotFoundPage />;
    case 'closed':
      return <ApplyNotice title={resolved.title} reason="closed" />;
    case 'noStream':
      return (
        <ApplyNotice
          title={resolved.title ?? t(`flow.eyebrow.${location.kind}`)}
          reason="noApplyStream"
        />
      );
    case 'error':
      return (
        <Container size="sm" py="xl">
          <ErrorState message={t('flow.loadError')} onRetry={resolved.retry} />
        </Container>
      );
    case 'ready': {
      if (applied.status === 'checking') return null;
      if (applied.status === 'applied') {
        return (
          <ApplyNotice
            title={resolved.title ?? t(`flow.eyebrow.${location.kind}`)}
            reason="applied"
            applyDate={applied.applyDate}
          />
        );
      }
      // Easy apply from the join flow for a job (/apply/join/{jobId}) applies to its requisition.
      const flow =
        easyApply && location.kind === 'applyJoin'
          ? { ...location, requisitionId: resolved.requisitionId }
          : location;
      const flowKey = flowStorageKey(flow, resolved.stream.applyStreamId);
      const applyFlow = (
        <ApplyFlow
          key={flowKey}
          location={flow}
          query={query}
          easyApply={easyApply}
          stream={resolved.stream}
          title={resolved.title}
          formNaming={isFormNamingEnabled(flags.data)}
        />
      );
      if (!fromContinueLink) return applyFlow;
      return (
        <Suspense fallback={null}>
          <ContinueFromLink
            key={flowKey}
            client={client}
            flowKey={flowKey}
            applyStreamId={resolved.stream.applyStreamId}
          >
            {applyFlow}
          </ContinueFromLink>
        </Suspense>
      );
    }
  }
}

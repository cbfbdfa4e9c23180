/**
 * Which stream a flow runs, and whether it can run (spec 2 §2):
 * - `sId` in the query names the stream outright;
 * - apply: the requisition's stream, or with `easyApplyFlag=t` where the tenant turned easy
 *   apply on the easy-apply stream (the EasyApplyStream list names it);
 * - join for a job: the talent-community stream, or the easy-apply one with the flag;
 * - talent community and job alert: the tenant's stream for that flow (by key).
 * A closed job shows the job-closed indicator, a requisition without a stream the "no apply
 * stream" block. A job alert without a job runs the job-alert stream all the same: its
 * categories, places and keywords say what to send (decision 0027, issue 21 item 1).
 */
import { useQuery } from '@tanstack/react-query';
import type { ApplyStreamMetadata, Requisition } from '@talentgate/domain';
import { isNotFoundError } from '../../../lib/api-error';
import { parseId } from '../../../lib/ids';
import { requisitionQueryOptions } from '../../apply/requisition-query';
import { jobQueryOptions } from '../../jobs/jobs-queries';
import { streamByKeyQueryOptions, streamMetadataQueryOptions } from '../api/engine-api';
import { easyApplyStreamKeyQueryOptions } from '../api/flow-settings';
import type { FlowLocation } from './flow-location';

/** The keys of the tenant's talent-community and job-alert streams (config as code). */
const FLOW_STREAM_KEYS = { join: 'talent-community', alert: 'job-alert' } as const;

export type FlowStream =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'notFound' }
  | { status: 'closed'; title: string }
  | { status: 'noStream'; title: string | null }
  | {
      status: 'ready';
      stream: ApplyStreamMetadata;
      title: string | null;
      /** The requisition the flow is for: the link's, or the job's (null: none). */
      requisitionId: number | null;
    };

interface Pending {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function useFlowStream(
  client: string,
  location: FlowLocation,
  query: URLSearchParams,
  /** `easyApplyFlag=t` on a tenant with easy apply on (isEasyApplyOn). */
  easyApply: boolean,
): FlowStream {
  const job = useQuery({
    ...jobQueryOptions(client, location.jobId ?? 0),
    enabled: location.jobId !== null,
  });
  const requisitionId = location.requisitionId ?? job.data?.requisitionId ?? null;
  const requisition = useQuery({
    ...requisitionQueryOptions(client, requisitionId ?? 0),
    enabled: requisitionId !== null,
  });
  const chosenId = parseId(query.get('sId'));
  const easy = easyApply && location.kind !== 'profileJoin' && location.kind !== 'jobAlert';
  const easyKey = useQuery({
    ...easyApplyStreamKeyQueryOptions(client),
    enabled: chosenId === null && easy,
  });
  const streamKey =
    chosenId !== null
      ? null
      : easy
        ? (easyKey.data ?? null)
        : location.kind === 'profileJoin' || location.kind === 'applyJoin'
          ? FLOW_STREAM_KEYS.join
          : location.kind === 'jobAlert'
            ? FLOW_STREAM_KEYS.alert
            : null;
  const keyed = useQuery({
    ...streamByKeyQueryOptions(client, streamKey ?? ''),
    enabled: streamKey !== null,
  });
  const applyStreamId =
    chosenId ??
    (streamKey !== null
      ? (keyed.data?.applyStreamId ?? null)
      : location.kind === 'apply'
        ? (requisition.data?.applyStreamId ?? null)
        : null);
  const metadata = useQuery({
    ...streamMetadataQueryOptions(client, applyStreamId ?? 0),
    enabled: applyStreamId !== null,
  });

  const waiting: Pending[] = [];
  if (location.jobId !== null) waiting.push(job);
  if (requisitionId !== null) waiting.push(requisition);
  if (location.jobId !== null && isNotFoundError(job.error)) return { status: 'notFound' };
  if (requisitionId !== null && isNotFoundError(requisition.error)) return { status: 'notFound' };
  if (location.kind === 'apply' && location.requisitionId === null) return { status: 'notFound' };
  const failed = waiting.find((step) => step.isError);
  if (failed) return { status: 'error', retry: () => void failed.refetch() };
  if (waiting.some((step) => step.isPending)) return { status: 'loading' };

  const found: Requisition | undefined = requisition.data;
  const title = found?.title ?? job.data?.title ?? null;
  if (found?.closed && location.kind !== 'jobAlert')
    return { status: 'closed', title: found.title };

  if (easy && chosenId === null) {
    if (easyKey.isPending) return { status: 'loading' };
    if (easyKey.data === null || easyKey.isError) return { status: 'noStream', title };
  }
  if (streamKey !== null) {
    if (keyed.isPending) return { status: 'loading' };
    if (isNotFoundError(keyed.error)) return { status: 'noStream', title };
    if (keyed.isError) return { status: 'error', retry: () => void keyed.refetch() };
  }
  if (applyStreamId === null) return { status: 'noStream', title };
  if (metadata.isPending) return { status: 'loading' };
  if (isNotFoundError(metadata.error)) return { status: 'noStream', title };
  if (metadata.isError) return { status: 'error', retry: () => void metadata.refetch() };
  if (metadata.data.metaData.length === 0) return { status: 'noStream', title };
  return { status: 'ready', stream: metadata.data, title, requisitionId };
}

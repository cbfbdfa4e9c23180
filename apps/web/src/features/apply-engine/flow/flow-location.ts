/**
 * Which flow a page runs, read from its route (spec 2 §2), and the paths of its steps.
 *
 * - apply: `/apply/{requisitionId}/`, steps `/apply/{requisitionId}/{stepId}/{pagename}/`;
 *   also `/r/{sponsorHandle}/apply/?link=` (sponsor variants have no step paths);
 * - applyJoin (apply with a new profile, join for a job): `/apply/join/?job=`, steps
 *   `/apply/join/{jobId}/{stepId}/{pageName}/`; `/r/{sponsorHandle}/apply/join/`;
 * - profileJoin (the talent community): `/profile/join/{stepId}/{pagename}/`,
 *   `/r/{sponsorHandle}/profile/join/`;
 * - jobAlert: `/profile/job-alert/{jobId}/{stepId}/{pagename}/`, or `?link=` (needs one);
 * - campaign: a stream embedded in a campaign page `/campaign/{name}/` (microsite or event,
 *   decision 0046), without step paths; its page draws it (features/campaigns).
 *
 * The stepId is the form's position in the stream (1, 2, …); with form naming enabled the
 * path also carries the form title's slug as its last segment.
 */
import { slugify, type FlowType } from '@talentgate/domain';
import { parseId } from '../../../lib/ids';
import type { WebRouteId } from '../../routing/route-ids';

export type FlowKind = 'apply' | 'applyJoin' | 'profileJoin' | 'jobAlert' | 'campaign';

export interface FlowLocation {
  kind: FlowKind;
  /** The campaign page a `campaign` flow is embedded in (its `wpLandingPageId`). */
  campaign?: string;
  requisitionId: number | null;
  jobId: number | null;
  sponsorHandle: string | null;
  /** The stepId of the path (1-based form position), when it has one. */
  step: number | null;
}

const KIND_BY_ROUTE: Readonly<Record<string, FlowKind>> = {
  apply: 'apply',
  sponsorApply: 'apply',
  applyRequisition: 'apply',
  applyStep: 'apply',
  applyPage: 'apply',
  applyJoin: 'applyJoin',
  applyJoinStep: 'applyJoin',
  applyJoinPage: 'applyJoin',
  sponsorApplyJoin: 'applyJoin',
  profileJoin: 'profileJoin',
  profileJoinStep: 'profileJoin',
  profileJoinPage: 'profileJoin',
  sponsorProfileJoin: 'profileJoin',
  jobAlert: 'jobAlert',
  jobAlertJob: 'jobAlert',
  jobAlertStep: 'jobAlert',
  jobAlertPage: 'jobAlert',
};

/** The flow of a routed page, from its path parameters and query; null for other routes. */
export function flowLocationOf(
  routeId: string,
  params: Readonly<Record<string, string>>,
  query: URLSearchParams,
): FlowLocation | null {
  const kind = KIND_BY_ROUTE[routeId];
  if (!kind) return null;
  const requisitionId = parseId(params['requisitionId'] ?? query.get('link'));
  const jobId = parseId(params['jobId'] ?? query.get('job'));
  return {
    kind,
    requisitionId,
    jobId,
    sponsorHandle: params['sponsorHandle'] ?? null,
    step: parseId(params['stepId']),
  };
}

/** The workflow type recorded for the flow (spec 2 §1): lead capture with easy apply applies. */
export function flowTypeOf(kind: FlowKind, easyApply: boolean): FlowType {
  if (kind === 'apply') return 'apply';
  if (kind === 'jobAlert') return 'alert';
  if (kind === 'campaign') return 'microsite';
  return kind === 'applyJoin' && easyApply ? 'apply' : 'join';
}

/** `easyApplyFlag=t` (or true) in the query. */
export function isEasyApply(query: URLSearchParams): boolean {
  const flag = query.get('easyApplyFlag');
  return flag === 't' || flag === 'true';
}

/** Query values handed on to the final submit (spec 2 §2 query of /apply/). */
export const PASS_THROUGH_QUERY = ['action', 'event_id', 'folder_id'] as const;

export interface StepTarget {
  /** 1-based position of the form in the stream. */
  position: number;
  /** The form's title, for the slug when form naming is on. */
  title: string;
}

/**
 * The path of a step without the language prefix, or null when the flow's routes have no step
 * paths (sponsor variants, a join or alert without a job id): such a flow stays on its page.
 */
export function stepPath(
  location: FlowLocation,
  target: StepTarget,
  formNaming: boolean,
): string | null {
  if (location.sponsorHandle !== null || location.kind === 'campaign') return null;
  const slug = slugify(target.title);
  const tail = formNaming && slug !== '' ? `${target.position}/${slug}/` : `${target.position}/`;
  switch (location.kind) {
    case 'apply':
      return location.requisitionId === null ? null : `/apply/${location.requisitionId}/${tail}`;
    case 'applyJoin':
      return location.jobId === null ? null : `/apply/join/${location.jobId}/${tail}`;
    case 'profileJoin':
      return `/profile/join/${tail}`;
    case 'jobAlert':
      return location.jobId === null ? null : `/profile/job-alert/${location.jobId}/${tail}`;
  }
}

/** Where a finished flow thanks the visitor (spec 2 §2 thank-you pages). */
export function thankYouRoute(kind: FlowKind): WebRouteId {
  if (kind === 'profileJoin') return 'profileThankYou';
  if (kind === 'jobAlert') return 'alertThankYou';
  return 'applyThankYou';
}

/** Names this flow's saved attempt and drafts in the browser's storage. */
export function flowStorageKey(location: FlowLocation, applyStreamId: number): string {
  const subject = location.campaign ?? location.requisitionId ?? location.jobId ?? 0;
  return `${location.kind}-${subject}-${applyStreamId}`;
}

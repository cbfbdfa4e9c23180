/**
 * Where a social sign-in starts, from the page it starts on (spec 1 §3 Social profile
 * `redirectType`; spec 2 §4): an application's pages are `applying` (the sign-in comes back
 * to the application, and the profile's history overrides the flow's), the talent community's
 * and job alerts' sign-ups `talent-community`, anything else `sign-in`.
 */
import type { SocialSource } from '@talentgate/domain';
import type { WebRouteId } from '../routing/route-ids';

const APPLYING: ReadonlySet<string | null> = new Set<string | null>([
  'apply',
  'applyJoin',
  'applyJoinStep',
  'applyJoinPage',
  'applyRequisition',
  'applyStep',
  'applyPage',
  'sponsorApply',
  'sponsorApplyJoin',
] satisfies WebRouteId[]);
const TALENT_COMMUNITY: ReadonlySet<string | null> = new Set<string | null>([
  'profileJoin',
  'profileJoinStep',
  'profileJoinPage',
  'sponsorProfileJoin',
  'jobAlert',
  'jobAlertJob',
  'jobAlertStep',
  'jobAlertPage',
] satisfies WebRouteId[]);

export function socialSourceOf(routeId: string | null): SocialSource {
  if (APPLYING.has(routeId)) return 'applying';
  if (TALENT_COMMUNITY.has(routeId)) return 'talent-community';
  return 'sign-in';
}

import { Navigate, useLocation, useSearchParams } from 'react-router';
import { resolveApplyEntry } from '../../apply/apply-entry';
import { NotFoundPage } from '../../errors/NotFoundPage';
import { useCurrentRoute, useLanguage } from '../../routing/current-route';
import { hrefTo } from '../../routing/href';
import { flowLocationOf, type FlowLocation } from '../flow/flow-location';
import { FlowRoute } from './FlowRoute';

/**
 * The engine's flow, for the campaign page (decision 0046), which imports it from here: the
 * bundler then keeps the engine in this page's chunk rather than cutting a shared one that
 * the apply page would load as extra requests and bytes.
 */
export { ApplyFlow } from '../render/ApplyFlow';

/** The entry routes to a requisition's flow: `/apply/?link=` and its sponsor variant. */
const APPLY_ENTRY_ROUTES: ReadonlySet<string> = new Set(['apply', 'sponsorApply']);

/**
 * The pages of the apply, join and job-alert flows and their steps (spec 2 §2):
 * /apply/{requisitionId}/…, /apply/join/…, /profile/join/…, /profile/job-alert/… and the
 * sponsor variants /r/{sponsorHandle}/…, and the entry `/apply/?link={requisitionId}`. The
 * entry is drawn by this same page: the flow moves on from it to its step path at once, and
 * a page of another kind there would mount the whole flow a second time (issue 21).
 */
export default function FlowPage() {
  const { routeId, params } = useCurrentRoute();
  const [query] = useSearchParams();
  const { search } = useLocation();
  const language = useLanguage();
  const sponsorHandle = params['sponsorHandle'] ?? null;

  let location: FlowLocation | null;
  if (routeId !== null && APPLY_ENTRY_ROUTES.has(routeId)) {
    // A `job` or a missing `link` goes to the join flow with the same query (spec 2 §2).
    const entry = resolveApplyEntry(query);
    if (entry.kind === 'redirectToJoin') {
      const join =
        sponsorHandle === null
          ? hrefTo(language, 'applyJoin')
          : hrefTo(language, 'sponsorApplyJoin', { sponsorHandle });
      return <Navigate replace to={`${join}${search}`} />;
    }
    if (entry.kind === 'invalidLink') return <NotFoundPage />;
    location = {
      kind: 'apply',
      requisitionId: entry.requisitionId,
      jobId: null,
      sponsorHandle,
      step: null,
    };
  } else {
    location = routeId === null ? null : flowLocationOf(routeId, params, query);
  }
  if (!location) return <NotFoundPage />;
  return <FlowRoute location={location} query={query} />;
}

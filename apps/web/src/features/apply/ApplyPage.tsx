import { Navigate, useLocation, useSearchParams } from 'react-router';
import { NotFoundPage } from '../errors/NotFoundPage';
import { FlowRoute } from '../apply-engine/pages/FlowRoute';
import { useCurrentRoute, useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { resolveApplyEntry } from './apply-entry';

/**
 * `/apply/?link={requisitionId}` and `/r/{sponsorHandle}/apply/?link=`: the entry to a
 * requisition's apply flow (spec 2 §2). A `job` or a missing `link` goes to the join flow
 * with the same query; otherwise the requisition's flow runs (moving to its step paths).
 */
export default function ApplyPage() {
  const [query] = useSearchParams();
  const { search } = useLocation();
  const { params } = useCurrentRoute();
  const language = useLanguage();
  const entry = resolveApplyEntry(query);
  const sponsorHandle = params['sponsorHandle'] ?? null;

  switch (entry.kind) {
    case 'redirectToJoin': {
      // The query travels unchanged: the join flow reads the same parameters.
      const join =
        sponsorHandle === null
          ? hrefTo(language, 'applyJoin')
          : hrefTo(language, 'sponsorApplyJoin', { sponsorHandle });
      return <Navigate replace to={`${join}${search}`} />;
    }
    case 'invalidLink':
      return <NotFoundPage />;
    case 'requisition':
      return (
        <FlowRoute
          location={{
            kind: 'apply',
            requisitionId: entry.requisitionId,
            jobId: null,
            sponsorHandle,
            step: null,
          }}
          query={query}
        />
      );
  }
}

import { Navigate, useLocation, useSearchParams } from 'react-router';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { resolveApplyEntry } from './apply-entry';
import { RequisitionApply } from './RequisitionApply';

/** `/apply/?link={requisitionId}`: the entry to a requisition's apply flow (spec 2 §2). */
export default function ApplyPage() {
  const [query] = useSearchParams();
  const { search } = useLocation();
  const language = useLanguage();
  const entry = resolveApplyEntry(query);

  switch (entry.kind) {
    case 'redirectToJoin':
      // The query travels unchanged: the join flow reads the same parameters.
      return <Navigate replace to={`${hrefTo(language, 'applyJoin')}${search}`} />;
    case 'invalidLink':
      return <NotFoundPage />;
    case 'requisition':
      return <RequisitionApply requisitionId={entry.requisitionId} />;
  }
}

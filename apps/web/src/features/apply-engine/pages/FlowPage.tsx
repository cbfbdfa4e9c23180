import { useSearchParams } from 'react-router';
import { NotFoundPage } from '../../errors/NotFoundPage';
import { useCurrentRoute } from '../../routing/current-route';
import { flowLocationOf } from '../flow/flow-location';
import { FlowRoute } from './FlowRoute';

/**
 * The pages of the apply, join and job-alert flows and their steps (spec 2 §2):
 * /apply/{requisitionId}/…, /apply/join/…, /profile/join/…, /profile/job-alert/… and the
 * sponsor variants /r/{sponsorHandle}/….
 */
export default function FlowPage() {
  const { routeId, params } = useCurrentRoute();
  const [query] = useSearchParams();
  const location = routeId === null ? null : flowLocationOf(routeId, params, query);
  if (!location) return <NotFoundPage />;
  return <FlowRoute location={location} query={query} />;
}

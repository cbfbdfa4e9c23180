import { PreferencesPanel } from '../subscriptions/PreferencesPanel';
import { useDashboardOwner } from './dashboard-owner';

/** The preferences tab: the candidate's subscriptions (spec 1 §4 "Unsubscribe and preferences"). */
export function PreferencesTab() {
  const { candidateId } = useDashboardOwner();
  return <PreferencesPanel candidateId={candidateId} />;
}

import { DocumentsPanel } from '../attachments/DocumentsPanel';
import { useDashboardOwner } from './dashboard-owner';

/** The documents tab: the candidate's resume and other attachments (spec 2 §2, §5). */
export function DocumentsTab() {
  const { client, candidateId } = useDashboardOwner();
  return <DocumentsPanel client={client} candidateId={candidateId} />;
}

import { lazy, Suspense } from 'react';
import type { DashboardTabId } from '../dashboard-tabs';
import { DocumentsTab } from '../DocumentsTab';
import { EditTab } from '../edit/EditTab';
import { PreferencesTab } from '../PreferencesTab';
import { ApplicationsTab } from './ApplicationsTab';
import { AssessmentsTab } from './AssessmentsTab';
import { InterviewsTab } from './InterviewsTab';
import { OffersTab } from './OffersTab';
import { OnboardingTab } from './OnboardingTab';
import { TodosTab } from './TodosTab';

// Its export, erasure and dialog code loads only when the tab opens.
const PrivacyTab = lazy(() => import('./PrivacyTab'));

export function TabContent({
  tab,
  params,
}: {
  tab: DashboardTabId;
  params: Record<string, string>;
}) {
  switch (tab) {
    case 'applications':
      return <ApplicationsTab />;
    case 'todos':
      return <TodosTab />;
    case 'interviews':
      return <InterviewsTab interviewId={params['interviewId']} />;
    case 'offers':
      return <OffersTab offerId={params['offerId']} />;
    case 'onboarding':
      return <OnboardingTab applicationId={params['applicationId']} />;
    case 'assessments':
      return <AssessmentsTab />;
    case 'documents':
      return <DocumentsTab />;
    case 'edit':
      return <EditTab />;
    case 'preferences':
      return <PreferencesTab />;
    case 'privacy':
      return (
        <Suspense fallback={null}>
          <PrivacyTab />
        </Suspense>
      );
  }
}

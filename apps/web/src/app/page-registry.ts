import { lazy, type ComponentType } from 'react';
import CareerHomePage from '../features/jobs/CareerHomePage';
import type { PageProps } from '../features/routing/page-props';

/**
 * The page for each built route id of the domain route table. The career home is in the
 * entry bundle (most visits start there); other pages load as their own chunks.
 */
const loadJobPage = () => import('../features/jobs/JobPage');
const JobPage = lazy(loadJobPage);
const ApplyPage = lazy(() => import('../features/apply/ApplyPage'));
const FlowPage = lazy(() => import('../features/apply-engine/pages/FlowPage'));
/** `/profile/` and its tabs share one page (spec 1 §2), so changing tabs loads nothing new. */
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const ThankYouPage = lazy(() => import('../features/apply-engine/pages/ThankYouPage'));

export const PAGES: Readonly<Record<string, ComponentType<PageProps>>> = {
  careerHome: CareerHomePage,
  job: JobPage,
  jobWithSlug: JobPage,
  apply: ApplyPage,
  sponsorApply: ApplyPage,
  applyRequisition: FlowPage,
  applyStep: FlowPage,
  applyPage: FlowPage,
  applyJoin: FlowPage,
  applyJoinStep: FlowPage,
  applyJoinPage: FlowPage,
  sponsorApplyJoin: FlowPage,
  profileJoin: FlowPage,
  profileJoinStep: FlowPage,
  profileJoinPage: FlowPage,
  sponsorProfileJoin: FlowPage,
  jobAlert: FlowPage,
  jobAlertJob: FlowPage,
  jobAlertStep: FlowPage,
  jobAlertPage: FlowPage,
  applyThankYou: ThankYouPage,
  profileThankYou: ThankYouPage,
  alertThankYou: ThankYouPage,
  profile: DashboardPage,
  profileApplications: DashboardPage,
  profileTodos: DashboardPage,
  profileInterviews: DashboardPage,
  profileInterview: DashboardPage,
  profileOffers: DashboardPage,
  profileOffer: DashboardPage,
  profileOnboarding: DashboardPage,
  profileAssessments: DashboardPage,
  profileDocuments: DashboardPage,
  profileEdit: DashboardPage,
  profilePreferences: DashboardPage,
  profileLogin: lazy(() => import('../features/auth/LoginPage')),
  profileForgotPassword: lazy(() => import('../features/auth/ForgotPasswordPage')),
  profileResetPassword: lazy(() => import('../features/auth/ResetPasswordPage')),
  ssoLogout: lazy(() => import('../features/auth/SignedOutPage')),
  unsubscribe: lazy(() => import('../features/subscriptions/UnsubscribePage')),
  profileActionPreferences: lazy(() => import('../features/subscriptions/ActionPreferencesPage')),
  optinConfirmation: lazy(() => import('../features/subscriptions/OptinConfirmationPage')),
  profilePrivacy: lazy(() => import('../features/privacy/PrivacyPage')),
};

/**
 * Most visits go from the home to a job. Fetching the job page's chunk once the browser is
 * idle spares that click a round trip before the job's own data can be requested. Other
 * first pages (an apply flow opened from a job board, the dashboard) rarely lead there.
 */
export function preloadLikelyPages(firstRouteId: string | null): void {
  if (firstRouteId !== 'careerHome') return;
  const preload = () => void loadJobPage();
  if ('requestIdleCallback' in window) window.requestIdleCallback(preload);
  else setTimeout(preload, 2000);
}

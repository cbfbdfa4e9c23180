import { lazy, type ComponentType } from 'react';
import CareerHomePage from '../features/jobs/CareerHomePage';
import type { PageProps } from '../features/routing/page-props';
import { ACCOUNT_NAMESPACE, APPLY_ENGINE_NAMESPACE, i18n } from '../i18n/i18n';
import { FIRST_PAGES, type FirstPage } from './first-pages';
import { preloadablePage } from './preloadable-page';

/** A page whose texts are a namespace of their own: it draws once both have arrived. */
function withNamespace<Page>(namespace: string, page: () => Promise<Page>): () => Promise<Page> {
  return async () => {
    const [module] = await Promise.all([page(), i18n.loadNamespaces(namespace)]);
    return module;
  };
}

const { Page: JobPage, load: loadJobPage } = preloadablePage(
  () => import('../features/jobs/JobPage'),
);
const { Page: FlowPage, load: loadFlowPage } = preloadablePage(
  () => import('../features/apply-engine/pages/FlowPage'),
);
/** `/profile/` and its tabs share one page (spec 1 §2), so changing tabs loads nothing new. */
const DashboardPage = lazy(
  withNamespace(ACCOUNT_NAMESPACE, () => import('../features/dashboard/DashboardPage')),
);
const ThankYouPage = lazy(() => import('../features/apply-engine/pages/ThankYouPage'));

/**
 * The page for each built route id of the domain route table. The career home is in the
 * entry bundle (most visits start there); other pages load as their own chunks.
 */
export const PAGES: Readonly<Record<string, ComponentType<PageProps>>> = {
  careerHome: CareerHomePage,
  job: JobPage,
  jobWithSlug: JobPage,
  // The entry `/apply/?link=` too: it moves on to a step path, which the same page draws.
  apply: FlowPage,
  sponsorApply: FlowPage,
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
  alertConfirmation: lazy(() => import('../features/subscriptions/AlertConfirmationPage')),
  profile: DashboardPage,
  profileApplications: DashboardPage,
  profileTodos: DashboardPage,
  profileInterviews: DashboardPage,
  profileInterview: DashboardPage,
  profileOffers: DashboardPage,
  profileOffer: DashboardPage,
  profileOnboardingForms: DashboardPage,
  profileOnboarding: DashboardPage,
  profileAssessments: DashboardPage,
  profileDocuments: DashboardPage,
  profileEdit: DashboardPage,
  profilePreferences: DashboardPage,
  profileLogin: lazy(() => import('../features/auth/LoginPage')),
  profileForgotPassword: lazy(() => import('../features/auth/ForgotPasswordPage')),
  profileResetPassword: lazy(() => import('../features/auth/ResetPasswordPage')),
  ssoLogout: lazy(() => import('../features/auth/SignedOutPage')),
  cognitoCallback: lazy(() => import('../features/social-sign-in/SocialReturnPage')),
  ssoCallback: lazy(() => import('../features/social-sign-in/SsoReturnPage')),
  unsubscribe: lazy(() => import('../features/subscriptions/UnsubscribePage')),
  applySlotBook: lazy(
    withNamespace(ACCOUNT_NAMESPACE, () => import('../features/interview-slots/SlotBookPage')),
  ),
  applyAssessment: lazy(
    withNamespace(ACCOUNT_NAMESPACE, () => import('../features/assessments/AssessmentPage')),
  ),
  applyAssessmentTake: lazy(
    withNamespace(ACCOUNT_NAMESPACE, () => import('../features/assessments/AssessmentTakePage')),
  ),
  profileActionPreferences: lazy(() => import('../features/subscriptions/ActionPreferencesPage')),
  optinConfirmation: lazy(() => import('../features/subscriptions/OptinConfirmationPage')),
  // Campaign pages and event check-in (decision 0046), their texts with the account pages'.
  campaign: lazy(
    withNamespace(ACCOUNT_NAMESPACE, () => import('../features/campaigns/CampaignPage')),
  ),
  campaignCheckIn: lazy(
    withNamespace(ACCOUNT_NAMESPACE, () => import('../features/campaigns/CheckInPage')),
  ),
  // The dashboard's Privacy tab: the same page as the other tabs, so changing tabs keeps focus.
  profilePrivacy: DashboardPage,
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

/** The code each first page needs before it draws: the apply engine needs its texts too. */
const FIRST_PAGE_CODE: Readonly<Record<FirstPage, () => Promise<unknown>>> = {
  job: loadJobPage,
  flow: () => Promise.all([loadFlowPage(), i18n.loadNamespaces(APPLY_ENGINE_NAMESPACE)]),
};

/**
 * Starts loading the first page's code (its chunk, the apply engine's texts) so the app can
 * wait for it before its first render (see main.tsx). On a phone, a first render without it
 * paints only the header, then draws the page in a second long task after the chunk arrives,
 * which the visitor feels as a frozen page (Lighthouse's blocking time, issue 21); the page's
 * data already comes with it (decision 0030). Resolves at once for pages in the entry.
 */
export function loadFirstPageCode(routeId: string | null): Promise<unknown> {
  const page = routeId === null ? undefined : FIRST_PAGES[routeId];
  return page ? FIRST_PAGE_CODE[page]() : Promise.resolve();
}

import { ROUTES } from '@talentgate/domain';

/**
 * Route ids the web app links to or renders. The route table itself lives in the domain
 * package; naming the ids here lets the compiler catch a typo in a link.
 */
export type WebRouteId =
  | 'careerHome'
  | 'job'
  | 'jobWithSlug'
  | 'apply'
  | 'applyJoin'
  | 'applyRequisition'
  | 'applyStep'
  | 'applyPage'
  | 'applyJoinStep'
  | 'applyJoinPage'
  | 'applySlotBook'
  | 'applyAssessment'
  | 'applyAssessmentTake'
  | 'sponsorApply'
  | 'sponsorApplyJoin'
  | 'profileJoin'
  | 'profileJoinStep'
  | 'profileJoinPage'
  | 'sponsorProfileJoin'
  | 'jobAlert'
  | 'jobAlertJob'
  | 'jobAlertStep'
  | 'jobAlertPage'
  | 'applyThankYou'
  | 'profileThankYou'
  | 'alertThankYou'
  | 'alertConfirmation'
  | 'profile'
  | 'profileApplications'
  | 'profileTodos'
  | 'profileInterviews'
  | 'profileInterview'
  | 'profileOffers'
  | 'profileOffer'
  | 'profileOnboarding'
  | 'profileOnboardingForms'
  | 'profileAssessments'
  | 'profileDocuments'
  | 'profileEdit'
  | 'profilePreferences'
  | 'profileLogin'
  | 'profileForgotPassword'
  | 'profileResetPassword'
  | 'ssoLogout'
  | 'unsubscribe'
  | 'profileActionPreferences'
  | 'optinConfirmation'
  | 'profilePrivacy';

export const WEB_ROUTE_IDS: readonly WebRouteId[] = [
  'careerHome',
  'job',
  'jobWithSlug',
  'apply',
  'applyJoin',
  'applyRequisition',
  'applyStep',
  'applyPage',
  'applyJoinStep',
  'applyJoinPage',
  'applySlotBook',
  'applyAssessment',
  'applyAssessmentTake',
  'sponsorApply',
  'sponsorApplyJoin',
  'profileJoin',
  'profileJoinStep',
  'profileJoinPage',
  'sponsorProfileJoin',
  'jobAlert',
  'jobAlertJob',
  'jobAlertStep',
  'jobAlertPage',
  'applyThankYou',
  'profileThankYou',
  'alertThankYou',
  'alertConfirmation',
  'profile',
  'profileApplications',
  'profileTodos',
  'profileInterviews',
  'profileInterview',
  'profileOffers',
  'profileOffer',
  'profileOnboarding',
  'profileOnboardingForms',
  'profileAssessments',
  'profileDocuments',
  'profileEdit',
  'profilePreferences',
  'profileLogin',
  'profileForgotPassword',
  'profileResetPassword',
  'ssoLogout',
  'unsubscribe',
  'profileActionPreferences',
  'optinConfirmation',
  'profilePrivacy',
];

const PATTERNS = new Map(ROUTES.map((route) => [route.id, route.pattern]));

export function routePattern(id: WebRouteId): string {
  const pattern = PATTERNS.get(id);
  if (pattern === undefined) throw new Error(`Route ${id} is missing from the route table`);
  return pattern;
}

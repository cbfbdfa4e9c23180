import { matchRoute } from '@talentgate/domain';

/** The profile pages that need a signed-in candidate (spec 1 §2, §6). */
const SIGN_IN_REQUIRED = new Set([
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
]);

/** `path` is without its language prefix. */
export function needsSignIn(path: string): boolean {
  const match = matchRoute(path);
  return match !== null && SIGN_IN_REQUIRED.has(match.route.id);
}

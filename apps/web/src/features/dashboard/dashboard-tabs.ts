import type { WebRouteId } from '../routing/route-ids';

/** The dashboard's tabs in the order of spec 1 §1, each with its route. */
export const DASHBOARD_TABS = [
  { id: 'applications', route: 'profileApplications' },
  { id: 'todos', route: 'profileTodos' },
  { id: 'interviews', route: 'profileInterviews' },
  { id: 'offers', route: 'profileOffers' },
  { id: 'onboarding', route: 'profileOnboarding' },
  { id: 'assessments', route: 'profileAssessments' },
  { id: 'documents', route: 'profileDocuments' },
  { id: 'edit', route: 'profileEdit' },
  { id: 'preferences', route: 'profilePreferences' },
  // Beyond the spec's tabs: the privacy centre is part of the dashboard like the others.
  { id: 'privacy', route: 'profilePrivacy' },
] as const satisfies readonly { id: string; route: WebRouteId }[];

export type DashboardTabId = (typeof DASHBOARD_TABS)[number]['id'];

/**
 * The tab a dashboard route shows. `/profile/` lands on applications; an interview's or an
 * offer's own page, or an application's onboarding forms, stays under its tab.
 */
export function tabOfRoute(routeId: string | null): DashboardTabId {
  if (routeId === 'profileInterview') return 'interviews';
  if (routeId === 'profileOffer') return 'offers';
  if (routeId === 'profileOnboardingForms') return 'onboarding';
  return DASHBOARD_TABS.find((tab) => tab.route === routeId)?.id ?? 'applications';
}

export function isDashboardTab(value: string | null): value is DashboardTabId {
  return DASHBOARD_TABS.some((tab) => tab.id === value);
}

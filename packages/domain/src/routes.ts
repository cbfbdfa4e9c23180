/**
 * The site's route table (spec 1 §2 and spec 2 §2, plus the career pages).
 * Routes match case-insensitively, without a hash prefix; when the site language
 * is not the default (en) every path carries a `/{lang}` prefix.
 *
 * `status: 'built'` routes have pages; `'planned'` routes belong to later issues and
 * render the not-found page until then, so no visitor ever sees placeholder text.
 */
import { DEFAULT_LANGUAGE } from './constants.js';

export type RouteStatus = 'built' | 'planned';

export interface RouteDefinition {
  /** Stable id the web app maps to a page component. */
  readonly id: string;
  /** Path pattern with `{param}` segments, always with a trailing slash. */
  readonly pattern: string;
  readonly status: RouteStatus;
}

const route = (id: string, pattern: string, status: RouteStatus = 'planned'): RouteDefinition => ({
  id,
  pattern,
  status,
});

export const ROUTES: readonly RouteDefinition[] = [
  // Career site (this project's own pages; the specs cover what follows them).
  route('careerHome', '/', 'built'),
  route('job', '/jobs/{jobId}/', 'built'),
  route('jobWithSlug', '/jobs/{jobId}/{slug}/', 'built'),
  // Privacy centre (beyond the spec): data export, erasure and the erasure e-mail's link.
  route('profilePrivacy', '/profile/privacy/', 'built'),
  // Spec 1 §2: profile area.
  route('profile', '/profile/', 'built'),
  route('profileApplications', '/profile/applications/', 'built'),
  route('profileTodos', '/profile/todos/', 'built'),
  route('profileInterviews', '/profile/interviews/', 'built'),
  route('profileInterview', '/profile/interviews/{interviewId}/', 'built'),
  route('profileOffers', '/profile/offers/', 'built'),
  route('profileOffer', '/profile/offers/{offerId}/', 'built'),
  route('profileOnboarding', '/profile/onboarding/', 'built'),
  route('profileOnboardingForms', '/profile/onboarding/{applicationId}/', 'built'),
  route('profileAssessments', '/profile/assessments/', 'built'),
  route('profileDocuments', '/profile/documents/', 'built'),
  route('profileEdit', '/profile/edit/', 'built'),
  route('profilePreferences', '/profile/preferences/', 'built'),
  route('profileActionPreferences', '/profile/actionpreferences/', 'built'),
  route('profileLogin', '/profile/login/', 'built'),
  route('profileForgotPassword', '/profile/forgot-password/', 'built'),
  route('profileResetPassword', '/profile/reset-password/', 'built'),
  route('profileJoin', '/profile/join/', 'built'),
  route('profileJoinStep', '/profile/join/{stepId}/', 'built'),
  route('profileJoinPage', '/profile/join/{stepId}/{pagename}/', 'built'),
  route('jobAlert', '/profile/job-alert/', 'built'),
  route('jobAlertJob', '/profile/job-alert/{jobId}/', 'built'),
  route('jobAlertStep', '/profile/job-alert/{jobId}/{stepId}/', 'built'),
  route('jobAlertPage', '/profile/job-alert/{jobId}/{stepId}/{pagename}/', 'built'),
  route('profileThankYou', '/profile/thank-you/', 'built'),
  route('alertThankYou', '/profile/alert-thank-you/', 'built'),
  // The double opt-in link of a job-alert sign-up's e-mail (decision 0027).
  route('alertConfirmation', '/profile/alert-confirmation/', 'built'),
  route('sponsorProfileJoin', '/r/{sponsorHandle}/profile/join/', 'built'),
  route('unsubscribe', '/unsubscribe/', 'built'),
  route('optinConfirmation', '/optin-confirmation/', 'built'),
  route('cognitoCallback', '/cognito-callback/', 'built'),
  route('ssoCallback', '/auth0_authentication/', 'built'),
  route('ssoLogout', '/auth0_logout/', 'built'),
  route('deprecated', '/deprecated/'),
  // Spec 2 §2: apply, join and lead capture.
  route('apply', '/apply/', 'built'),
  route('applyJoin', '/apply/join/', 'built'),
  route('applyJoinStep', '/apply/join/{jobId}/{stepId}/', 'built'),
  route('applyJoinPage', '/apply/join/{jobId}/{stepId}/{pageName}/', 'built'),
  route('applySlotBook', '/apply/slot-book/', 'built'),
  route('applyAssessment', '/apply/assessment/', 'built'),
  // The built-in assessment vendor's test page, opened by its signed link (decision 0042).
  route('applyAssessmentTake', '/apply/assessment/take/', 'built'),
  route('applyThankYou', '/apply/thank-you/', 'built'),
  route('applyRequisition', '/apply/{requisitionId}/', 'built'),
  route('applyStep', '/apply/{requisitionId}/{stepId}/', 'built'),
  route('applyPage', '/apply/{requisitionId}/{stepId}/{pagename}/', 'built'),
  route('sponsorApply', '/r/{sponsorHandle}/apply/', 'built'),
  route('sponsorApplyJoin', '/r/{sponsorHandle}/apply/join/', 'built'),
  route('campaign', '/campaign/{name}/', 'built'),
  // The event check-in page (spec 2 §2), opened by the registration e-mail's link (decision 0046).
  route('campaignCheckIn', '/campaign/{name}/check-in/', 'built'),
];

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

interface CompiledRoute {
  route: RouteDefinition;
  /** The pattern's segments, lower-cased; a parameter keeps its braces. */
  segments: readonly string[];
}

/** Static segments beat parameters, so `/apply/join/` is not read as a requisition id. */
const specificity = (compiled: CompiledRoute) =>
  compiled.segments.filter((segment) => !segment.startsWith('{')).length;

// Split once, when the module loads: every page's start matches its path a few times, and
// splitting each pattern again (also inside the sort's comparisons) showed in its profile.
const ROUTES_BY_SPECIFICITY: readonly CompiledRoute[] = ROUTES.map((route) => ({
  route,
  segments: segmentsOf(route.pattern).map((segment) =>
    segment.startsWith('{') ? segment : segment.toLowerCase(),
  ),
}))
  .map((compiled) => ({ compiled, rank: specificity(compiled) }))
  .sort((a, b) => b.rank - a.rank)
  .map(({ compiled }) => compiled);

/** Matches a path without language prefix, case-insensitively. */
export function matchRoute(path: string): RouteMatch | null {
  const pathSegments = segmentsOf(path);
  for (const candidate of ROUTES_BY_SPECIFICITY) {
    const patternSegments = candidate.segments;
    if (patternSegments.length !== pathSegments.length) continue;
    const params: Record<string, string> = {};
    const matches = patternSegments.every((patternSegment, index) => {
      const actual = pathSegments[index] ?? '';
      if (patternSegment.startsWith('{') && patternSegment.endsWith('}')) {
        params[patternSegment.slice(1, -1)] = safeDecode(actual);
        return true;
      }
      return patternSegment === actual.toLowerCase();
    });
    if (matches) return { route: candidate.route, params };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A language code as used in the path prefix: `es`, `fr`, `pt-br`. */
const LANGUAGE_SEGMENT = /^[a-z]{2}(?:-[a-z]{2})?$/i;

export interface LocalizedPath {
  language: string;
  /** The path without the language prefix, starting with `/`. */
  path: string;
}

/**
 * Splits `/{lang}/rest/of/path` into language and path. A first segment counts as a
 * language only when the tenant offers it; `/en/...` is accepted too and means the default.
 */
export function splitLanguage(pathname: string, languages: readonly string[]): LocalizedPath {
  const [first, ...rest] = segmentsOf(pathname);
  const known = languages.map((language) => language.toLowerCase());
  if (first && LANGUAGE_SEGMENT.test(first) && known.includes(first.toLowerCase())) {
    const trailing = pathname.endsWith('/') && rest.length > 0 ? '/' : '';
    return {
      language: first.toLowerCase(),
      path: rest.length > 0 ? `/${rest.join('/')}${trailing}` : '/',
    };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname === '' ? '/' : pathname };
}

/** Adds the `/{lang}` prefix when the language is not the default. */
export function localizePath(path: string, language: string): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (language.toLowerCase() === DEFAULT_LANGUAGE) return normalized;
  return `/${language.toLowerCase()}${normalized}`;
}

/** Fills a pattern's `{param}` segments, encoding each value. */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Thank-you path for a flow path (spec 1 §2): the last path segment is replaced by
 * `thank-you/`, keeping at most the first one or two leading segments.
 * `/apply/123/` → `/apply/thank-you/`; `/apply/join/7/2/` → `/apply/join/thank-you/`.
 */
export function thankYouPath(path: string): string {
  const segments = segmentsOf(path);
  const kept = segments.slice(0, Math.min(Math.max(segments.length - 1, 0), 2));
  return `/${[...kept, 'thank-you'].join('/')}/`;
}

/** SEO slug of a job title: lower-case words joined by hyphens, ASCII only. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
}

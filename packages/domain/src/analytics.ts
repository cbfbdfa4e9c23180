/**
 * First-party analytics (spec 2 §7 "Analytics pixel to a collector; event categories lcp,
 * conversion, microsite, login, applystart"; job views are ours, for the funnel). Plain
 * values, no TypeBox, so the browser may import them. Decision 0045.
 */

/** What the browser reports. `jobview` → `applystart` → `conversion` is the apply funnel. */
export const ANALYTICS_EVENTS = [
  'jobview',
  'applystart',
  'conversion',
  'lcp',
  'login',
  'microsite',
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** The funnel's steps, in order: a job page seen, an apply attempt started, an application made. */
export const FUNNEL_EVENTS = ['jobview', 'applystart', 'conversion'] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/**
 * A tenant's analytics setting (`settings.analytics`, set with `tenant-settings analytics`):
 * - `off`: the browser sends nothing and the collector stores nothing;
 * - `aggregate` (the default): the browser sends events without asking, since they are
 *   anonymous counts per day (no cookie, no identifier, no address kept);
 * - `consent`: the browser sends only after the visitor allowed it on the site's prompt.
 * Do Not Track and Global Privacy Control stop the browser's events in every mode.
 */
export const ANALYTICS_MODES = ['off', 'aggregate', 'consent'] as const;
export type AnalyticsMode = (typeof ANALYTICS_MODES)[number];
export const DEFAULT_ANALYTICS_MODE: AnalyticsMode = 'aggregate';

export function isAnalyticsMode(value: unknown): value is AnalyticsMode {
  return typeof value === 'string' && ANALYTICS_MODES.some((mode) => mode === value);
}

/** The tenant's mode from its stored settings; anything unknown is the default. */
export function analyticsModeOf(settings: Readonly<Record<string, unknown>>): AnalyticsMode {
  const stored = settings['analytics'];
  return isAnalyticsMode(stored) ? stored : DEFAULT_ANALYTICS_MODE;
}

/**
 * A source (the apply link's `source` query parameter) or a name (a microsite, the page an
 * LCP was measured on): short words only, so a count can never carry an e-mail or free text.
 */
export const ANALYTICS_LABEL_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$';
/** Longest LCP the collector counts, in milliseconds (a minute: anything later is noise). */
export const MAX_LCP_MS = 60_000;
/** Events one address may send per minute; a page sends a handful. */
export const ANALYTICS_EVENTS_PER_MINUTE = 120;
/** The longest period one funnel call covers, in days. */
export const MAX_FUNNEL_DAYS = 366;
/** The funnel's default period: the last 30 days, today included. */
export const DEFAULT_FUNNEL_DAYS = 30;

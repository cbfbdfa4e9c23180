/**
 * The analytics sender (decision 0045), loaded after the first render: checks that the visit
 * may be counted (analytics-decision.ts), adds the visit's source and sends one event with
 * `navigator.sendBeacon` to the site's own collector. Nothing identifies the visitor.
 */
import {
  isAnalyticsMode,
  type AnalyticsEvent,
  type AnalyticsEventBody,
  type AnalyticsMode,
  type SiteConfig,
} from '@talentgate/domain';
import { mayTrack, privacySignals, readConsent, shouldAskConsent } from './analytics-decision';

/**
 * What an event may carry; the source is added here to funnel and microsite events. Callers
 * load this module on demand (`import('…/analytics/send-event').then((a) => a.sendEvent(…))`),
 * so no page's start-up code carries analytics (decision 0045).
 */
export interface TrackFields {
  requisitionId?: number;
  /** The microsite (campaign) name, or the page an LCP was measured on. */
  name?: string;
  /** Milliseconds (LCP). */
  value?: number;
}

/** The domain's ANALYTICS_LABEL_PATTERN (a value import would bring its contracts along). */
const LABEL = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
/** The domain's MAX_LCP_MS. */
const MAX_LCP_MS = 60_000;
const SOURCE_KEY = 'tg-analytics-source';
const WITH_SOURCE: ReadonlySet<AnalyticsEvent> = new Set([
  'jobview',
  'applystart',
  'conversion',
  'microsite',
]);

/**
 * The visit's source: the page address's `source` parameter (an apply link from a job board),
 * kept for the rest of the tab's session so the apply start and the application made count
 * for the source the job view came from; undefined when the visit has none.
 */
export function visitSource(
  search: string = window.location.search,
  storage: Storage = sessionStorage,
): string | undefined {
  const given = new URLSearchParams(search).get('source');
  try {
    if (given !== null && LABEL.test(given)) {
      storage.setItem(SOURCE_KEY, given);
      return given;
    }
    const kept = storage.getItem(SOURCE_KEY);
    return kept !== null && LABEL.test(kept) ? kept : undefined;
  } catch {
    return given !== null && LABEL.test(given) ? given : undefined;
  }
}

export function eventBody(event: AnalyticsEvent, fields: TrackFields, source?: string) {
  const body: AnalyticsEventBody = { type: event, ...fields };
  if (source !== undefined && WITH_SOURCE.has(event)) body.source = source;
  return body;
}

/**
 * The tenant key the server wrote into the page; null on a page no server filled (the Vite
 * dev server, unit tests), where nothing is sent.
 */
function servedClient(): string | null {
  const key = document.querySelector('meta[name="tg-client"]')?.getAttribute('content') ?? '';
  return key === '' || key === '__TG_CLIENT__' ? null : key;
}

let tenantMode: Promise<AnalyticsMode> | null = null;

/** The tenant's setting in the site facts the page came with (decision 0030), if it did. */
function modeInPage(client: string): AnalyticsMode | null {
  try {
    const answers: unknown = JSON.parse(document.getElementById('tg-answers')?.textContent ?? '');
    if (typeof answers !== 'object' || answers === null) return null;
    const site: unknown = Object.entries(answers).find(
      ([path]) => path === `/rest/public/site/${encodeURIComponent(client)}`,
    )?.[1];
    if (typeof site !== 'object' || site === null || !('analytics' in site)) return null;
    return isAnalyticsMode(site.analytics) ? site.analytics : null;
  } catch {
    return null;
  }
}

/** The tenant's analytics setting: from the page, else asked once per page load. */
function modeOf(client: string): Promise<AnalyticsMode> {
  const inPage = modeInPage(client);
  if (inPage !== null) return Promise.resolve(inPage);
  // Plain fetch, no import of the API client: this module imports nothing of the page's own
  // code, so the calls that load it carry no list of chunks to preload (bytes in their chunk).
  tenantMode ??= fetch(`/rest/public/site/${encodeURIComponent(client)}`)
    .then((answer) =>
      answer.ok ? (answer.json() as Promise<Pick<SiteConfig, 'analytics'>>) : null,
    )
    .then(
      (site) => site?.analytics ?? 'off',
      () => 'off' as const,
    );
  return tenantMode;
}

/** Sends one event to the collector, when the tenant's mode and the visitor allow it. */
export async function deliver(
  client: string,
  mode: AnalyticsMode,
  event: AnalyticsEvent,
  fields: TrackFields,
): Promise<void> {
  if (!mayTrack(mode, privacySignals(navigator), readConsent(client))) return;
  const url = `/rest/public/analytics/${encodeURIComponent(client)}`;
  const text = JSON.stringify(eventBody(event, fields, visitSource()));
  // A beacon outlives the page (an application's last step may leave it); a string body goes
  // as text/plain, which needs no preflight.
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, text)) return;
  await fetch(url, { method: 'POST', body: text, keepalive: true, credentials: 'omit' }).catch(
    () => undefined,
  );
}

export async function sendEvent(event: AnalyticsEvent, fields: TrackFields): Promise<void> {
  const client = servedClient();
  if (client === null) return;
  startAnalytics();
  await deliver(client, await modeOf(client), event, fields);
}

/**
 * The kind of page the document was loaded for (not the page shown now): its path's first
 * segment after a language prefix (`jobs`, `apply`, `profile`), `home` for the career home.
 */
export function firstPage(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  if (/^[a-z]{2}(-[a-z]{2})?$/i.test(segments[0] ?? '')) segments.shift();
  return segments[0] ?? 'home';
}

/**
 * The first page's Largest Contentful Paint, once it is final: the browser reports no later
 * candidate after the visitor's first input or once the page is hidden. The entries were
 * buffered meanwhile, so this may start long after the page was drawn.
 */
function reportLcp(client: string): void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
  ) {
    return;
  }
  const [navigation] = performance.getEntriesByType('navigation');
  const page = firstPage(navigation ? new URL(navigation.name).pathname : location.pathname);
  const send = () => {
    const observer = new PerformanceObserver((list) => {
      observer.disconnect();
      const value = Math.round(list.getEntries().at(-1)?.startTime ?? 0);
      if (value <= 0 || value > MAX_LCP_MS) return;
      const name = LABEL.test(page) ? { name: page } : {};
      void modeOf(client).then((mode) => deliver(client, mode, 'lcp', { value, ...name }));
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  };
  if (performance.getEntriesByType('first-input').length > 0) {
    send();
    return;
  }
  const ended = (event: Event) => {
    if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
    for (const type of LCP_END_EVENTS) window.removeEventListener(type, ended, true);
    send();
  };
  for (const type of LCP_END_EVENTS) window.addEventListener(type, ended, true);
}

const LCP_END_EVENTS = ['keydown', 'pointerdown', 'pagehide', 'visibilitychange'] as const;

let started = false;

/** Once per page load, when the sender first loads: the first page's LCP, the consent prompt. */
export function startAnalytics(): void {
  const client = servedClient();
  if (started || client === null) return;
  started = true;
  reportLcp(client);
  void modeOf(client).then(async (mode) => {
    if (shouldAskConsent(mode, privacySignals(navigator), readConsent(client))) {
      const { showConsentPrompt } = await import('./consent-prompt');
      showConsentPrompt(client);
    }
  });
}

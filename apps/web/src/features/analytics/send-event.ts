/**
 * The analytics sender (decision 0045), loaded after the first render: checks that the visit
 * may be counted (analytics-decision.ts), adds the visit's source and sends one event with
 * `navigator.sendBeacon` to the site's own collector. Nothing identifies the visitor.
 */
import type { AnalyticsEvent, AnalyticsEventBody } from '@talentgate/domain';
import { apiPath } from '../../lib/api-client';
import { mayTrack, privacySignals, readConsent, shouldAskConsent } from './analytics-decision';
import type { AnalyticsSite, TrackFields } from './track';

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

export async function sendEvent(
  site: AnalyticsSite,
  event: AnalyticsEvent,
  fields: TrackFields,
): Promise<void> {
  const mode = await site.mode().catch(() => 'off' as const);
  if (!mayTrack(mode, privacySignals(navigator), readConsent(site.client))) return;
  const url = apiPath('public', 'analytics', site.client);
  const text = JSON.stringify(eventBody(event, fields, visitSource()));
  // A beacon outlives the page (an application's last step may leave it); a string body goes
  // as text/plain, which needs no preflight.
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, text)) return;
  await fetch(url, { method: 'POST', body: text, keepalive: true, credentials: 'omit' }).catch(
    () => undefined,
  );
}

/**
 * The first page's Largest Contentful Paint, once it is final (the visitor acted, or the page
 * was hidden: the browser reports no later candidate). The entries were buffered meanwhile.
 */
export function reportLcp(site: AnalyticsSite, page: string | null): void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
  ) {
    return;
  }
  const observer = new PerformanceObserver((list) => {
    observer.disconnect();
    const value = Math.round(list.getEntries().at(-1)?.startTime ?? 0);
    if (value <= 0 || value > MAX_LCP_MS) return;
    const name = page !== null && LABEL.test(page) ? { name: page } : {};
    void sendEvent(site, 'lcp', { value, ...name });
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

/** A tenant that waits for consent: the prompt, unless the visitor answered or said no already. */
export async function askConsent(site: AnalyticsSite): Promise<void> {
  const mode = await site.mode().catch(() => 'off' as const);
  if (shouldAskConsent(mode, privacySignals(navigator), readConsent(site.client))) {
    const { showConsentPrompt } = await import('./consent-prompt');
    showConsentPrompt(site.client);
  }
}

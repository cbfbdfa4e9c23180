/**
 * Analytics events of the career site (decision 0045), for any feature to call, e.g.
 * `track('microsite', { name: 'nurses-week' })` or `track('jobview', { requisitionId })`.
 * This file is part of every page's start-up code, so it only keeps the site and loads the
 * sender (send-event.ts: privacy checks, the source, the beacon) when first needed.
 */
import type { AnalyticsEvent, AnalyticsMode } from '@talentgate/domain';

/** What an event may carry; the sender adds the visit's source to funnel and microsite events. */
export interface TrackFields {
  requisitionId?: number;
  /** The microsite (campaign) name, or the page an LCP was measured on. */
  name?: string;
  /** Milliseconds (LCP). */
  value?: number;
}

export interface AnalyticsSite {
  client: string;
  /** The tenant's analytics setting (from the site facts the page loads anyway). */
  mode: () => Promise<AnalyticsMode>;
}

let connected: AnalyticsSite | null = null;

const loadSender = () => import('./send-event');

/** When the first page's LCP is final: the visitor's first input, or the page hidden or left. */
const LCP_END_EVENTS = ['keydown', 'pointerdown', 'pagehide', 'visibilitychange'] as const;

/**
 * Called by main.tsx before the first render: events are sent from then on (without it, as in
 * unit tests, `track` does nothing). The sender's code loads
 * only when needed (an event, the end of the first page's LCP, a tenant that asks for
 * consent), so no page's start-up, up to the network falling quiet, pays for it.
 */
export function connectAnalytics(site: AnalyticsSite, firstPage: string | null): void {
  connected = site;
  let lcpListening = true;
  const lcpEnded = (event: Event) => {
    if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
    if (!lcpListening) return;
    lcpListening = false;
    for (const type of LCP_END_EVENTS) window.removeEventListener(type, lcpEnded, true);
    loadSender().then(
      ({ reportLcp }) => reportLcp(site, firstPage),
      () => undefined,
    );
  };
  for (const type of LCP_END_EVENTS) window.addEventListener(type, lcpEnded, true);
  site.mode().then(
    async (mode) => {
      if (mode === 'consent') await (await loadSender()).askConsent(site);
    },
    () => undefined,
  );
}

/** Sends the event when this visit may (never throws, never waits). */
export function track(event: AnalyticsEvent, fields: TrackFields = {}): void {
  const site = connected;
  if (!site) return;
  loadSender().then(
    ({ sendEvent }) => sendEvent(site, event, fields),
    () => undefined,
  );
}

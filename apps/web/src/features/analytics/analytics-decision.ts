/**
 * Whether this visit may send analytics events (decision 0045): never when the tenant turned
 * analytics off, when the browser says Do Not Track or Global Privacy Control; when the
 * tenant asks for consent, only once the visitor allowed it.
 */
import type { AnalyticsMode } from '@talentgate/domain';

/** The visitor's answer to the consent prompt; null: not asked yet. */
export type AnalyticsConsent = 'granted' | 'denied' | null;

export interface PrivacySignals {
  /** `navigator.doNotTrack === '1'`. */
  doNotTrack: boolean;
  /** `navigator.globalPrivacyControl === true`. */
  globalPrivacyControl: boolean;
}

/** The browser's privacy signals (either property may be missing: then no signal). */
export function privacySignals(from: Navigator): PrivacySignals {
  return {
    doNotTrack: Reflect.get(from, 'doNotTrack') === '1',
    globalPrivacyControl: Reflect.get(from, 'globalPrivacyControl') === true,
  };
}

export function mayTrack(
  mode: AnalyticsMode,
  signals: PrivacySignals,
  consent: AnalyticsConsent,
): boolean {
  if (mode === 'off' || signals.doNotTrack || signals.globalPrivacyControl) return false;
  return mode === 'aggregate' || consent === 'granted';
}

/** The consent prompt shows in consent mode while the visitor has not answered (and no signal says no). */
export function shouldAskConsent(
  mode: AnalyticsMode,
  signals: PrivacySignals,
  consent: AnalyticsConsent,
): boolean {
  return (
    mode === 'consent' && consent === null && !signals.doNotTrack && !signals.globalPrivacyControl
  );
}

const consentKey = (client: string) => `tg-analytics-consent:${client}`;

/** The visitor's stored answer for this site; null when none (or storage is unavailable). */
export function readConsent(client: string, storage: Storage = localStorage): AnalyticsConsent {
  try {
    const stored = storage.getItem(consentKey(client));
    return stored === 'granted' || stored === 'denied' ? stored : null;
  } catch {
    return null;
  }
}

export function storeConsent(
  client: string,
  consent: 'granted' | 'denied',
  storage: Storage = localStorage,
): void {
  try {
    storage.setItem(consentKey(client), consent);
  } catch {
    // Storage refused (private mode): the answer holds for this page only, as nothing is sent
    // without a stored 'granted'.
  }
}

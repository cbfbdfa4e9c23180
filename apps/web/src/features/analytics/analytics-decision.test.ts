import { describe, expect, it } from 'vitest';
import {
  mayTrack,
  privacySignals,
  readConsent,
  shouldAskConsent,
  storeConsent,
  type AnalyticsConsent,
} from './analytics-decision';

const none = { doNotTrack: false, globalPrivacyControl: false };
const dnt = { doNotTrack: true, globalPrivacyControl: false };
const gpc = { doNotTrack: false, globalPrivacyControl: true };
const answers: AnalyticsConsent[] = [null, 'granted', 'denied'];

describe('whether a visit is counted', () => {
  it('counts in aggregate mode without asking', () => {
    for (const consent of answers) expect(mayTrack('aggregate', none, consent)).toBe(true);
  });

  it('counts in consent mode only after the visitor allowed it', () => {
    expect(mayTrack('consent', none, 'granted')).toBe(true);
    expect(mayTrack('consent', none, null)).toBe(false);
    expect(mayTrack('consent', none, 'denied')).toBe(false);
  });

  it('never counts when the tenant turned analytics off', () => {
    for (const consent of answers) expect(mayTrack('off', none, consent)).toBe(false);
  });

  it('never counts with Do Not Track or Global Privacy Control, whatever the mode or consent', () => {
    for (const signals of [dnt, gpc]) {
      for (const mode of ['off', 'aggregate', 'consent'] as const) {
        for (const consent of answers) expect(mayTrack(mode, signals, consent)).toBe(false);
      }
    }
  });

  it('asks only in consent mode, once, and not a visitor whose browser already said no', () => {
    expect(shouldAskConsent('consent', none, null)).toBe(true);
    expect(shouldAskConsent('consent', none, 'denied')).toBe(false);
    expect(shouldAskConsent('consent', none, 'granted')).toBe(false);
    expect(shouldAskConsent('consent', gpc, null)).toBe(false);
    expect(shouldAskConsent('consent', dnt, null)).toBe(false);
    expect(shouldAskConsent('aggregate', none, null)).toBe(false);
    expect(shouldAskConsent('off', none, null)).toBe(false);
  });
});

describe('the browser\u2019s signals', () => {
  const browser = (values: object) => Object.assign(Object.create(null), values) as Navigator;

  it('reads DNT "1" and GPC true, and nothing else, as a no', () => {
    expect(privacySignals(browser({ doNotTrack: '1' }))).toEqual(dnt);
    expect(privacySignals(browser({ globalPrivacyControl: true }))).toEqual(gpc);
    expect(privacySignals(browser({ doNotTrack: '0', globalPrivacyControl: false }))).toEqual(none);
    expect(privacySignals(browser({ doNotTrack: 'unspecified' }))).toEqual(none);
    expect(privacySignals(browser({}))).toEqual(none);
  });
});

describe('the stored answer', () => {
  it('is kept per site and read back; anything else reads as not asked', () => {
    localStorage.clear();
    expect(readConsent('demo')).toBeNull();
    storeConsent('demo', 'granted');
    expect(readConsent('demo')).toBe('granted');
    expect(readConsent('acme')).toBeNull();
    localStorage.setItem('tg-analytics-consent:acme', 'maybe');
    expect(readConsent('acme')).toBeNull();
  });
});

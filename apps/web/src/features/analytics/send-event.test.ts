import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliver, eventBody, firstPage, visitSource } from './send-event';

describe('the visit\u2019s source', () => {
  beforeEach(() => sessionStorage.clear());

  it('comes from the address and stays for the session', () => {
    expect(visitSource('?source=indeed')).toBe('indeed');
    expect(visitSource('')).toBe('indeed');
    expect(visitSource('?source=linkedin')).toBe('linkedin');
  });

  it('is never free text: an e-mail or a long value is left out', () => {
    expect(visitSource('?source=jane%40example.com')).toBeUndefined();
    expect(visitSource(`?source=${'a'.repeat(41)}`)).toBeUndefined();
  });

  it('goes with the funnel and microsite events only', () => {
    expect(eventBody('applystart', { requisitionId: 7 }, 'indeed')).toEqual({
      type: 'applystart',
      requisitionId: 7,
      source: 'indeed',
    });
    expect(eventBody('login', {}, 'indeed')).toEqual({ type: 'login' });
    expect(eventBody('lcp', { value: 900, name: 'job' }, 'indeed')).toEqual({
      type: 'lcp',
      value: 900,
      name: 'job',
    });
  });
});

describe('the page an LCP is reported for', () => {
  it('is the path’s first segment after a language prefix, home for the career home', () => {
    expect(firstPage('/')).toBe('home');
    expect(firstPage('/es/')).toBe('home');
    expect(firstPage('/jobs/12/nurse/')).toBe('jobs');
    expect(firstPage('/ar/apply/12/1/')).toBe('apply');
  });
});

describe('sending', () => {
  const beacon = vi.fn<(url: string, data: string) => boolean>(() => true);

  beforeEach(() => {
    beacon.mockClear();
    sessionStorage.clear();
    localStorage.clear();
    vi.stubGlobal('navigator', { sendBeacon: beacon });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('beacons the event as text to the site\u2019s own collector', async () => {
    await deliver('demo', 'aggregate', 'jobview', { requisitionId: 3 });
    expect(beacon).toHaveBeenCalledWith(
      '/rest/public/analytics/demo',
      JSON.stringify({ type: 'jobview', requisitionId: 3 }),
    );
  });

  it('sends nothing with Global Privacy Control or Do Not Track', async () => {
    vi.stubGlobal('navigator', { sendBeacon: beacon, globalPrivacyControl: true });
    await deliver('demo', 'aggregate', 'jobview', { requisitionId: 3 });
    vi.stubGlobal('navigator', { sendBeacon: beacon, doNotTrack: '1' });
    await deliver('demo', 'aggregate', 'login', {});
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends nothing when off, and in consent mode only after consent', async () => {
    await deliver('demo', 'off', 'login', {});
    await deliver('demo', 'consent', 'login', {});
    expect(beacon).not.toHaveBeenCalled();
    localStorage.setItem('tg-analytics-consent:demo', 'granted');
    await deliver('demo', 'consent', 'login', {});
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});

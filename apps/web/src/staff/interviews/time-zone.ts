/**
 * The time zone a staff user reads interview times in: their choice, remembered in this
 * browser, else the browser's own. The calendar and the invite form start from it.
 */
import { isKnownTimeZone } from '@talentgate/domain';
import { useCallback, useState } from 'react';

const STORAGE_KEY = 'tg-staff-time-zone';

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every IANA zone the browser knows, with `current` in it even if the list lacks it. */
export function timeZoneNames(current: string): string[] {
  const names = Intl.supportedValuesOf('timeZone');
  return names.includes(current) ? names : [current, ...names];
}

export function useStaffTimeZone(): [string, (zone: string) => void] {
  const [zone, setZone] = useState(() => {
    const stored = window.localStorage.getItem(STORAGE_KEY) ?? '';
    return stored && isKnownTimeZone(stored) ? stored : browserTimeZone();
  });
  const choose = useCallback((next: string) => {
    window.localStorage.setItem(STORAGE_KEY, next);
    setZone(next);
  }, []);
  return [zone, choose];
}

/** `09:00–10:00` in a zone, in the language's style. */
export function formatTimeRange(start: number, end: number, language: string, zone: string) {
  return new Intl.DateTimeFormat(language, {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  }).formatRange(start, end);
}

/** `Friday 12 March 2027, 10:00–11:00` in a zone. */
export function formatWhen(start: number, end: number, language: string, zone: string) {
  return new Intl.DateTimeFormat(language, {
    timeZone: zone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).formatRange(start, end);
}

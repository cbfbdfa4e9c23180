import { appError } from '../../errors/catalogue.js';

/** The zone's canonical IANA name; TIME_ZONE_UNKNOWN for anything Intl does not know. */
export function canonicalTimeZone(name: string): string {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    throw appError('TIME_ZONE_UNKNOWN', { field: 'timeZone' });
  }
}

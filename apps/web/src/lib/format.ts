/** Locale-aware formatting through Intl; the language is the site language from the path. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Making an Intl formatter costs far more than using one (a result list formats a date and
// numbers per job): each kind is made once per language.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormatter(
  kind: string,
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${kind}:${language}`;
  const known = formatters.get(key);
  if (known instanceof Intl.DateTimeFormat) return known;
  const made = new Intl.DateTimeFormat(language, options);
  formatters.set(key, made);
  return made;
}

function numberFormatter(language: string): Intl.NumberFormat {
  const key = `number:${language}`;
  const known = formatters.get(key);
  if (known instanceof Intl.NumberFormat) return known;
  const made = new Intl.NumberFormat(language);
  formatters.set(key, made);
  return made;
}

const CALENDAR_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/**
 * Makes the calendar-date formatter of a language ahead of the first render that uses it. The
 * first Intl formatter a page makes loads the engine's locale data: 15-30 ms on a fast machine,
 * four times that on a phone, which would otherwise lengthen that render, the page's longest
 * task (docs/performance-log.md, issue 21). Called in a task of its own.
 */
export function prepareCalendarDates(language: string): void {
  dateFormatter('calendar', language, CALENDAR_DATE);
}

/**
 * Formats a calendar date ('YYYY-MM-DD'). It is read and printed in UTC, because a posting
 * date has no time of day and must not move by a day in time zones west of UTC.
 */
export function formatCalendarDate(isoDate: string, language: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const timestamp = Date.UTC(Number(year), Number(month) - 1, Number(day));
  return dateFormatter('calendar', language, CALENDAR_DATE).format(timestamp);
}

export function formatNumber(value: number, language: string): string {
  return numberFormatter(language).format(value);
}

/** A moment (epoch milliseconds) as a date in the visitor's time zone. */
export function formatDate(epochMilliseconds: number, language: string): string {
  return dateFormatter('date', language, { dateStyle: 'medium' }).format(epochMilliseconds);
}

/** A moment (epoch milliseconds) as date and time in the visitor's time zone. */
export function formatDateTime(epochMilliseconds: number, language: string): string {
  return dateFormatter('dateTime', language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    epochMilliseconds,
  );
}

/**
 * A moment as date and time in a named IANA zone (an interview's), not the visitor's: a
 * candidate abroad sees the time the interview is set in, and the page names the zone.
 */
export function formatZonedDateTime(
  epochMilliseconds: number,
  language: string,
  timeZone: string,
): string {
  return dateFormatter(`zoned:${timeZone}`, language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(epochMilliseconds);
}

/** A start and end in a named IANA zone: `Tuesday 1 December 2026, 09:30–10:30`. */
export function formatZonedRange(start: number, end: number, language: string, timeZone: string) {
  return dateFormatter(`zoned:${timeZone}`, language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).formatRange(start, end);
}

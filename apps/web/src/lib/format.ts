/** Locale-aware formatting through Intl; the language is the site language from the path. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Formats a calendar date ('YYYY-MM-DD'). It is read and printed in UTC, because a posting
 * date has no time of day and must not move by a day in time zones west of UTC.
 */
export function formatCalendarDate(isoDate: string, language: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const timestamp = Date.UTC(Number(year), Number(month) - 1, Number(day));
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    timestamp,
  );
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** A moment (epoch milliseconds) as a date in the visitor's time zone. */
export function formatDate(epochMilliseconds: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(epochMilliseconds);
}

/** A moment (epoch milliseconds) as date and time in the visitor's time zone. */
export function formatDateTime(epochMilliseconds: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    epochMilliseconds,
  );
}

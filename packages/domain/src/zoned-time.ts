/**
 * Wall-clock dates and times in an IANA time zone, with Intl only (no time zone data of our
 * own): the slot picker turns a day and "09:00" in a zone into instants, and the staff
 * calendar finds a week's bounds in the zone its user chose. A day is `{ year, month, day }`
 * (month 1–12); an instant is epoch milliseconds.
 */

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export interface WallTime extends CalendarDay {
  hour: number;
  minute: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time of an instant in a zone. */
export function wallTimeAt(instant: number, timeZone: string): WallTime {
  const parts = partsFormatter(timeZone).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour') % 24,
    minute: value('minute'),
  };
}

/** The zone's offset from UTC at an instant, in minutes (New York in winter: -300). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const wall = wallTimeAt(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return Math.round((asUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/**
 * The instant a wall-clock time names in a zone. Where the clocks go back and the time comes
 * twice, the earlier; where they go forward and it never comes (02:30 in New York on the
 * March change), the time as if the clocks had not changed yet, i.e. after the gap (03:30),
 * as Temporal's "compatible" choice does.
 */
export function instantOfWallTime(wall: WallTime, timeZone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const before = zoneOffsetMinutes(asUtc - DAY_MS, timeZone);
  const after = zoneOffsetMinutes(asUtc + DAY_MS, timeZone);
  const fits = [before, after]
    .map((offset) => asUtc - offset * MINUTE_MS)
    .filter((instant) => wallMinutes(wallTimeAt(instant, timeZone)) === wallMinutes(wall));
  if (fits.length > 0) return Math.min(...fits);
  return asUtc - before * MINUTE_MS;
}

const wallMinutes = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) / MINUTE_MS;

/** `2027-03-14` → a day; null for anything that is not a real date. */
export function parseCalendarDay(text: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function formatCalendarDay(day: CalendarDay): string {
  const pad = (value: number, size: number) => String(value).padStart(size, '0');
  return `${pad(day.year, 4)}-${pad(day.month, 2)}-${pad(day.day, 2)}`;
}

/** `09:30` → minutes after midnight; null for anything else. */
export function parseClockTime(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day) + days * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** ISO weekday: Monday 1 … Sunday 7. */
export function isoWeekday(day: CalendarDay): number {
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Whole days from one day to another (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  const start = Date.UTC(from.year, from.month - 1, from.day);
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - start) / DAY_MS);
}

/** The Monday of the week a day falls in. */
export function mondayOf(day: CalendarDay): CalendarDay {
  return addDays(day, 1 - isoWeekday(day));
}

/** The instant a day starts (its first minute) in a zone. */
export function startOfDay(day: CalendarDay, timeZone: string): number {
  return instantOfWallTime({ ...day, hour: 0, minute: 0 }, timeZone);
}

/** A zone name Intl knows; false for anything else. */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

import { describe, expect, it } from 'vitest';
import {
  instantOfWallTime,
  mondayOf,
  parseCalendarDay,
  startOfDay,
  wallTimeAt,
  zoneOffsetMinutes,
} from './zoned-time.js';

const iso = (millis: number) => new Date(millis).toISOString();

describe('wall-clock times in a zone', () => {
  it('turns a wall time into its instant on each side of a change', () => {
    const at = (day: number, hour: number, zone: string) =>
      iso(instantOfWallTime({ year: 2027, month: 3, day, hour, minute: 0 }, zone));
    expect(at(12, 10, 'America/New_York')).toBe('2027-03-12T15:00:00.000Z');
    expect(at(15, 10, 'America/New_York')).toBe('2027-03-15T14:00:00.000Z');
    expect(at(15, 10, 'Europe/London')).toBe('2027-03-15T10:00:00.000Z');
    expect(at(29, 10, 'Europe/London')).toBe('2027-03-29T09:00:00.000Z');
  });

  it('reads a time the clocks skip after the gap, and one they repeat the first time', () => {
    const skipped = { year: 2027, month: 3, day: 14, hour: 2, minute: 30 };
    expect(iso(instantOfWallTime(skipped, 'America/New_York'))).toBe('2027-03-14T07:30:00.000Z');
    const repeated = { year: 2027, month: 11, day: 7, hour: 1, minute: 30 };
    expect(iso(instantOfWallTime(repeated, 'America/New_York'))).toBe('2027-11-07T05:30:00.000Z');
  });

  it('gives offsets, wall times and a week of 167 hours over the March change', () => {
    expect(zoneOffsetMinutes(Date.UTC(2027, 0, 1), 'America/New_York')).toBe(-300);
    expect(wallTimeAt(Date.UTC(2027, 2, 15, 14), 'Europe/London')).toEqual({
      year: 2027,
      month: 3,
      day: 15,
      hour: 14,
      minute: 0,
    });
    const day = parseCalendarDay('2027-03-12');
    if (!day) throw new Error('no day');
    const monday = mondayOf(day);
    expect(monday).toEqual({ year: 2027, month: 3, day: 8 });
    const week =
      startOfDay({ ...monday, day: 15 }, 'America/New_York') -
      startOfDay(monday, 'America/New_York');
    expect(week / 3_600_000).toBe(167);
    expect(parseCalendarDay('2027-02-30')).toBeNull();
  });
});

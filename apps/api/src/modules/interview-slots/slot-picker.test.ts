/** Slot generation across DST changes, in two zones that change on different dates. */
import type { SlotPickerConfig } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import { generateSlots } from './slot-picker.js';

const NOW = new Date('2026-11-27T12:00:00Z');
const iso = (millis: number) => new Date(millis).toISOString();

const config = (overrides: Partial<SlotPickerConfig>): SlotPickerConfig => ({
  timeZone: 'America/New_York',
  durationMinutes: 60,
  bufferMinutes: 0,
  capacity: 1,
  firstDay: '2027-03-12',
  lastDay: '2027-03-15',
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  dayStarts: '10:00',
  dayEnds: '11:00',
  ...overrides,
});

describe('slot picker', () => {
  it('keeps 10:00 in New York across the US March change (14 March 2027)', () => {
    const slots = generateSlots(config({}), NOW).map((slot) => iso(slot.startsAt));
    expect(slots).toEqual([
      '2027-03-12T15:00:00.000Z',
      '2027-03-13T15:00:00.000Z',
      '2027-03-14T14:00:00.000Z',
      '2027-03-15T14:00:00.000Z',
    ]);
  });

  it('keeps 10:00 in London across the UK March change (28 March 2027), two weeks later', () => {
    const slots = generateSlots(
      config({ timeZone: 'Europe/London', firstDay: '2027-03-26', lastDay: '2027-03-29' }),
      NOW,
    ).map((slot) => iso(slot.startsAt));
    expect(slots).toEqual([
      '2027-03-26T10:00:00.000Z',
      '2027-03-27T10:00:00.000Z',
      '2027-03-28T09:00:00.000Z',
      '2027-03-29T09:00:00.000Z',
    ]);
  });

  it('follows London back on 31 October and New York back on 7 November 2027', () => {
    const london = generateSlots(
      config({ timeZone: 'Europe/London', firstDay: '2027-10-30', lastDay: '2027-10-31' }),
      NOW,
    ).map((slot) => iso(slot.startsAt));
    expect(london).toEqual(['2027-10-30T09:00:00.000Z', '2027-10-31T10:00:00.000Z']);
    const newYork = generateSlots(config({ firstDay: '2027-11-06', lastDay: '2027-11-07' }), NOW);
    expect(newYork.map((slot) => iso(slot.startsAt))).toEqual([
      '2027-11-06T14:00:00.000Z',
      '2027-11-07T15:00:00.000Z',
    ]);
  });

  it('keeps an hour-long slot an hour long over the night the clocks go forward', () => {
    const slots = generateSlots(
      config({
        firstDay: '2027-03-14',
        lastDay: '2027-03-14',
        dayStarts: '01:00',
        dayEnds: '04:00',
      }),
      NOW,
    );
    // 01:00 EST, then 03:00 EDT (02:00 does not exist that night): real hours, not wall ones.
    expect(slots.map((slot) => iso(slot.startsAt))).toEqual([
      '2027-03-14T06:00:00.000Z',
      '2027-03-14T07:00:00.000Z',
    ]);
    for (const slot of slots) expect(slot.endsAt - slot.startsAt).toBe(3_600_000);
  });

  it('spaces slots by duration and buffer, on the chosen weekdays only', () => {
    const slots = generateSlots(
      config({
        timeZone: 'Europe/London',
        firstDay: '2027-03-26',
        lastDay: '2027-03-29',
        weekdays: [1, 5],
        durationMinutes: 45,
        bufferMinutes: 15,
        dayStarts: '09:00',
        dayEnds: '11:00',
      }),
      NOW,
    );
    expect(slots.map((slot) => iso(slot.startsAt))).toEqual([
      '2027-03-26T09:00:00.000Z',
      '2027-03-26T10:00:00.000Z',
      '2027-03-29T08:00:00.000Z',
      '2027-03-29T09:00:00.000Z',
    ]);
  });

  it('leaves out past times and refuses ranges that give none, or too many days', () => {
    expect(() =>
      generateSlots(config({ firstDay: '2026-01-05', lastDay: '2026-01-06' }), NOW),
    ).toThrow(expect.objectContaining({ code: 'SLOT_PICKER_EMPTY' }));
    expect(() =>
      generateSlots(config({ firstDay: '2027-03-12', lastDay: '2027-06-12' }), NOW),
    ).toThrow(expect.objectContaining({ code: 'SLOT_PICKER_INVALID' }));
    expect(() => generateSlots(config({ dayStarts: '11:00', dayEnds: '10:00' }), NOW)).toThrow(
      expect.objectContaining({ code: 'SLOT_PICKER_INVALID' }),
    );
    expect(() => generateSlots(config({ timeZone: 'Mars/Olympus' }), NOW)).toThrow(
      expect.objectContaining({ code: 'TIME_ZONE_UNKNOWN' }),
    );
  });
});

/**
 * The slot picker configuration (spec 2 §7 "calendar scheduling: slot picker config";
 * decision 0050): interview slots generated from a date range and working hours in a time
 * zone, each `durationMinutes` long with `bufferMinutes` between them and `capacity` seats.
 * Days are `yyyy-MM-dd` and hours `HH:mm`, wall-clock in `timeZone`.
 */
import Type from 'typebox';

export const SLOT_PICKER_LIMITS = {
  /** Days from the first to the last, both counted. */
  maxDays: 62,
  maxSlots: 200,
} as const;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd' });
const Clock = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:mm' });

export const SlotPickerConfig = Type.Object({
  /** IANA time zone the days and hours are in, e.g. `America/New_York`. */
  timeZone: Type.String({ minLength: 1, maxLength: 64 }),
  durationMinutes: Type.Integer({ minimum: 5, maximum: 480 }),
  bufferMinutes: Type.Integer({ minimum: 0, maximum: 240 }),
  capacity: Type.Integer({ minimum: 1, maximum: 100 }),
  firstDay: Day,
  lastDay: Day,
  /** ISO weekdays offered: Monday 1 … Sunday 7. */
  weekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), {
    minItems: 1,
    maxItems: 7,
    uniqueItems: true,
  }),
  dayStarts: Clock,
  dayEnds: Clock,
});
export type SlotPickerConfig = Type.Static<typeof SlotPickerConfig>;

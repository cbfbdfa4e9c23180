/**
 * Slots from a slot picker configuration (decision 0050): on each chosen weekday from the
 * first day to the last, from the day's start, one slot of `durationMinutes` every
 * `durationMinutes + bufferMinutes`, while the slot ends by the day's end. Days and hours
 * are wall-clock in the configuration's zone, so a 10:00 slot stays at 10:00 across a DST
 * change (its UTC instant moves by the hour the zone moved). Times already past are left out.
 */
import {
  addDays,
  daysBetween,
  instantOfWallTime,
  isoWeekday,
  parseCalendarDay,
  parseClockTime,
  SLOT_PICKER_LIMITS,
  type GeneratedSlot,
  type SlotPickerConfig,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { canonicalTimeZone } from './time-zone.js';

const MINUTE_MS = 60_000;

export function generateSlots(config: SlotPickerConfig, now: Date): GeneratedSlot[] {
  const timeZone = canonicalTimeZone(config.timeZone);
  const first = parseCalendarDay(config.firstDay);
  const last = parseCalendarDay(config.lastDay);
  const dayStarts = parseClockTime(config.dayStarts);
  const dayEnds = parseClockTime(config.dayEnds);
  if (!first || !last || dayStarts === null || dayEnds === null || dayEnds <= dayStarts) {
    throw appError('SLOT_PICKER_INVALID', { field: 'slotPicker' });
  }
  const days = daysBetween(first, last) + 1;
  if (days < 1 || days > SLOT_PICKER_LIMITS.maxDays) {
    throw appError('SLOT_PICKER_INVALID', { field: 'slotPicker.lastDay' });
  }
  const step = (config.durationMinutes + config.bufferMinutes) * MINUTE_MS;
  const length = config.durationMinutes * MINUTE_MS;
  const slots: GeneratedSlot[] = [];
  for (let index = 0; index < days; index += 1) {
    const day = addDays(first, index);
    if (!config.weekdays.includes(isoWeekday(day))) continue;
    const at = (minutes: number) =>
      instantOfWallTime({ ...day, hour: Math.floor(minutes / 60), minute: minutes % 60 }, timeZone);
    const end = at(dayEnds);
    for (let start = at(dayStarts); start + length <= end; start += step) {
      if (start <= now.getTime()) continue;
      slots.push({ startsAt: start, endsAt: start + length });
      if (slots.length > SLOT_PICKER_LIMITS.maxSlots) {
        throw appError('SLOT_PICKER_INVALID', { field: 'slotPicker' });
      }
    }
  }
  if (slots.length === 0) throw appError('SLOT_PICKER_EMPTY', { field: 'slotPicker' });
  return slots;
}

/**
 * Date fields (spec 2 §5): the value is always yyyy-mm-dd; the display format may be
 * yyyy-mm-dd (with the browser's picker), dd-mm-yyyy or mm/yyyy. Limits may be written today,
 * yesterday or tomorrow; a year range bounds the picker (dob: -100..0 with maximum today);
 * a start date sets its end date's minimum to the next day (or month) and the end date sets
 * the start date's maximum to the previous day (or month). Whether a value is acceptable is
 * decided by the shared domain validation ('Enter valid date.'); these bounds feed the picker.
 */
import {
  isIsoDate,
  resolveDateLimit,
  shiftDay,
  type ColumnField,
  type DATE_DISPLAY_FORMATS,
} from '@talentgate/domain';

export type DateField = Extract<ColumnField, { widget: 'date' }>;
export type DateDisplayFormat = (typeof DATE_DISPLAY_FORMATS)[number];

const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the visitor's own time zone, yyyy-mm-dd: the day their limits are about. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function displayFormatOf(field: DateField): DateDisplayFormat {
  return field.displayFormat ?? 'yyyy-mm-dd';
}

/** Month-precision fields (mm/yyyy) hold the first day of the month. */
function shiftMonth(day: string, months: number): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

const later = (a: string | undefined, b: string) => (a === undefined || b > a ? b : a);
const earlier = (a: string | undefined, b: string) => (a === undefined || b < a ? b : a);

export interface DateBounds {
  min?: string;
  max?: string;
}

/**
 * The earliest and latest day the field accepts, from its own limits, its year range and
 * the linked start or end date among `siblings` (the other fields of its form or grid row).
 */
export function dateBounds(
  field: DateField,
  siblings: readonly ColumnField[],
  values: Readonly<Record<string, unknown>>,
  today: string,
): DateBounds {
  const byMonth = displayFormatOf(field) === 'mm/yyyy';
  let min: string | undefined = field.min ? resolveDateLimit(field.min, today) : undefined;
  let max: string | undefined = field.max ? resolveDateLimit(field.max, today) : undefined;
  if (field.yearRange) {
    const year = Number(today.slice(0, 4));
    min = later(min, `${year + field.yearRange.from}-01-01`);
    max = earlier(max, `${year + field.yearRange.to}-12-31`);
  }
  const start = field.after === undefined ? undefined : values[field.after];
  if (typeof start === 'string' && isIsoDate(start)) {
    min = later(min, byMonth ? shiftMonth(start, 1) : shiftDay(start, 1));
  }
  for (const sibling of siblings) {
    if (sibling.widget !== 'date' || sibling.after !== field.name) continue;
    const end = values[sibling.name];
    if (typeof end === 'string' && isIsoDate(end)) {
      max = earlier(max, byMonth ? shiftMonth(end, -1) : shiftDay(end, -1));
    }
  }
  const bounds: DateBounds = {};
  if (min !== undefined) bounds.min = min;
  if (max !== undefined) bounds.max = max;
  return bounds;
}

/**
 * What the visitor typed, as the field's value: yyyy-mm-dd when it reads as a date in the
 * display format, else the text as typed (which the validation then calls invalid).
 */
export function toDateValue(text: string, format: DateDisplayFormat): string {
  const trimmed = text.trim();
  let iso = trimmed;
  if (format === 'dd-mm-yyyy') {
    const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(trimmed);
    if (match) iso = `${match[3]}-${pad(Number(match[2]))}-${pad(Number(match[1]))}`;
  } else if (format === 'mm/yyyy') {
    const match = /^(\d{1,2})[-/.](\d{4})$/.exec(trimmed);
    if (match) iso = `${match[2]}-${pad(Number(match[1]))}-01`;
  }
  return isIsoDate(iso) ? iso : trimmed;
}

/** A yyyy-mm-dd value written in the display format; other text is shown as it is. */
export function toDateText(value: string, format: DateDisplayFormat): string {
  if (!isIsoDate(value)) return value;
  const [year, month, day] = value.split('-');
  if (format === 'dd-mm-yyyy') return `${day}-${month}-${year}`;
  if (format === 'mm/yyyy') return `${month}/${year}`;
  return value;
}

/** "Default date may be today" (spec 2 §5). */
export function defaultDateValue(field: DateField, today: string): string | undefined {
  if (!field.defaultToday) return undefined;
  return displayFormatOf(field) === 'mm/yyyy' ? `${today.slice(0, 7)}-01` : today;
}

import type { ColumnField } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import {
  dateBounds,
  defaultDateValue,
  localToday,
  toDateText,
  toDateValue,
  type DateField,
} from './date-rules';

const TODAY = '2026-11-21';

const dob: DateField = {
  name: 'dob',
  widget: 'date',
  title: 'Date of birth',
  max: 'today',
  yearRange: { from: -100, to: 0 },
};
const start: DateField = { name: 'startDate', widget: 'date', title: 'Start', max: 'today' };
const end: DateField = { name: 'endDate', widget: 'date', title: 'End', after: 'startDate' };
const row: ColumnField[] = [start, end];

describe('date limits (spec 2 §5)', () => {
  it('bounds a date of birth to today and a hundred years back', () => {
    expect(dateBounds(dob, [dob], {}, TODAY)).toEqual({ min: '1926-01-01', max: TODAY });
  });

  it('reads today, yesterday and tomorrow relative to the visitor\u2019s day', () => {
    const field = (min: 'yesterday' | 'tomorrow'): DateField => ({
      name: 'd',
      widget: 'date',
      title: 'D',
      min,
    });
    expect(dateBounds(field('yesterday'), [], {}, TODAY)).toEqual({ min: '2026-11-20' });
    expect(dateBounds(field('tomorrow'), [], {}, '2026-12-31')).toEqual({ min: '2027-01-01' });
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('links start and end: the end starts the next day, the start ends the day before', () => {
    const values = { startDate: '2020-02-28', endDate: '2024-03-01' };
    expect(dateBounds(end, row, values, TODAY)).toEqual({ min: '2020-02-29' });
    expect(dateBounds(start, row, values, TODAY)).toEqual({ max: '2024-02-29' });
    // An end date later than today does not lift the start date's own maximum.
    expect(dateBounds(start, row, { endDate: '2030-01-01' }, TODAY)).toEqual({ max: TODAY });
  });

  it('links month fields by month', () => {
    const monthStart: DateField = { ...start, displayFormat: 'mm/yyyy' };
    const monthEnd: DateField = { ...end, displayFormat: 'mm/yyyy' };
    const values = { startDate: '2019-12-01', endDate: '2021-01-01' };
    expect(dateBounds(monthEnd, [monthStart, monthEnd], values, TODAY).min).toBe('2020-01-01');
    expect(dateBounds(monthStart, [monthStart, monthEnd], values, TODAY).max).toBe('2020-12-01');
  });

  it('may default to today (the first of the month for month fields)', () => {
    expect(defaultDateValue({ ...start, defaultToday: true }, TODAY)).toBe(TODAY);
    expect(
      defaultDateValue({ ...start, defaultToday: true, displayFormat: 'mm/yyyy' }, TODAY),
    ).toBe('2026-11-01');
    expect(defaultDateValue(start, TODAY)).toBeUndefined();
  });
});

describe('date formats', () => {
  it('reads dd-mm-yyyy and mm/yyyy into yyyy-mm-dd and writes them back', () => {
    expect(toDateValue('21-11-1990', 'dd-mm-yyyy')).toBe('1990-11-21');
    expect(toDateValue('5/3/2001', 'dd-mm-yyyy')).toBe('2001-03-05');
    expect(toDateValue('03/2001', 'mm/yyyy')).toBe('2001-03-01');
    expect(toDateText('1990-11-21', 'dd-mm-yyyy')).toBe('21-11-1990');
    expect(toDateText('2001-03-01', 'mm/yyyy')).toBe('03/2001');
    expect(toDateValue('1990-11-21', 'yyyy-mm-dd')).toBe('1990-11-21');
  });

  it('keeps text that is not a date as typed, so validation says "Enter valid date."', () => {
    expect(toDateValue('31-02-2001', 'dd-mm-yyyy')).toBe('31-02-2001');
    expect(toDateValue('13/2001', 'mm/yyyy')).toBe('13/2001');
    expect(toDateValue(' soon ', 'yyyy-mm-dd')).toBe('soon');
  });
});

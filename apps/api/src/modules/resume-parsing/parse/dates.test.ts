import { describe, expect, it } from 'vitest';
import { findDateRange } from './dates.js';

describe('findDateRange', () => {
  it.each([
    ['Jan 2019 – Present', { start: '2019-01', end: undefined, current: true }],
    [
      'Software Engineer\tMarch 2017 - Dec 2018',
      { start: '2017-03', end: '2018-12', current: false },
    ],
    ['03/2019 - 05/2021', { start: '2019-03', end: '2021-05', current: false }],
    ['2019-2021', { start: '2019', end: '2021', current: false }],
    ['2019 – 2021', { start: '2019', end: '2021', current: false }],
    ['März 2018 – heute', { start: '2018-03', end: undefined, current: true }],
    ['Okt. 2015 - Feb. 2018', { start: '2015-10', end: '2018-02', current: false }],
    ['enero 2019 – actualidad', { start: '2019-01', end: undefined, current: true }],
    ['sept. 2016 - dic. 2018', { start: '2016-09', end: '2018-12', current: false }],
    ["janvier 2019 – aujourd'hui", { start: '2019-01', end: undefined, current: true }],
    ['févr. 2015 - déc. 2018', { start: '2015-02', end: '2018-12', current: false }],
    ['2020-03 to 2022-11', { start: '2020-03', end: '2022-11', current: false }],
    ['01.2016 - 12.2019', { start: '2016-01', end: '2019-12', current: false }],
    ['seit 2020', { start: '2020', end: undefined, current: true }],
    ['June 2014', { start: '2014-06', end: undefined, current: false }],
  ])('reads %s', (line, expected) => {
    expect(findDateRange(line)).toMatchObject(expected);
  });

  it('finds nothing in a line without dates', () => {
    expect(findDateRange('Senior Engineer at Acme Corp')).toBeNull();
  });
});

describe('findDateRange: the forms real resumes use', () => {
  it.each([
    ['06/15 - Now', { start: '2015-06', end: undefined, current: true }],
    ['10/19 – 02/21', { start: '2019-10', end: '2021-02', current: false }],
    ['Fall 2011 – Spring 2012', { start: '2011-09', end: '2012-05', current: false }],
    ['Summer 2018', { start: '2018-06', end: '2018-08', current: false }],
    ['Mai – Juillet 2023', { start: '2023-05', end: '2023-07', current: false }],
    ['Junio – Diciembre 2018', { start: '2018-06', end: '2018-12', current: false }],
    ['Jan 2019–Present', { start: '2019-01', end: undefined, current: true }],
    ['Apr. 2021 -- Present', { start: '2021-04', end: undefined, current: true }],
    ['2016\u00ad2018', { start: '2016', end: '2018', current: false }],
    ['2014 — 2016', { start: '2014', end: '2016', current: false }],
    ["03/2019 – aujourd'hui", { start: '2019-03', end: undefined, current: true }],
    ['Depuis janv. 2020', { start: '2020-01', end: undefined, current: true }],
    ['seit 03/2020', { start: '2020-03', end: undefined, current: true }],
    ['Desde 2019', { start: '2019', end: undefined, current: true }],
    [
      'enero de 2020 - actualidad (4 años 5 meses)',
      { start: '2020-01', end: undefined, current: true },
    ],
    ['März 2019 - Heute (5 Jahre 3 Monate)', { start: '2019-03', end: undefined, current: true }],
  ])('%s', (line, expected) => {
    expect(findDateRange(line)).toMatchObject(expected);
  });

  it('does not read a relative phrase as a date', () => {
    expect(findDateRange('Worked on the redesign for 3 months')).toBeNull();
    expect(findDateRange('Led a team of 12 for two years')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { ParsedEducation, ParsedWork } from './contract/resume.js';
import {
  educationRowsFromResume,
  matchEducationLevel,
  recordDate,
  workRowsFromResume,
} from './resume-import.js';

const school = (values: Partial<ParsedEducation>): ParsedEducation => ({
  institution: 'Universidad de Barcelona',
  level: 'Máster',
  levelCode: 'master',
  subject: 'Marketing',
  completed: true,
  endDate: '2017',
  ...values,
});
const job = (values: Partial<ParsedWork>): ParsedWork => ({
  company: 'Acme',
  title: 'Engineer',
  current: false,
  description: '',
  startDate: '2019-03',
  endDate: '2021',
  ...values,
});
const LEVELS = [
  { value: 'BA', label: "Bachelor's degree", labels: { es: 'Grado' } },
  { value: 'MA', label: "Master's degree", labels: { es: 'Máster' } },
];

describe('resume import rules (spec 2 §5)', () => {
  it('turns partial dates into record dates', () => {
    expect(recordDate('2019')).toBe('2019-01-01');
    expect(recordDate('2019-03')).toBe('2019-03-01');
    expect(recordDate(undefined)).toBe('');
  });

  it('keeps 79 characters of level and institution, 49 of title and company', () => {
    const [education] = educationRowsFromResume([
      school({ level: 'L'.repeat(90), institution: 'I'.repeat(90) }),
    ]);
    expect(education?.levelAttained).toHaveLength(79);
    expect(education?.institution).toHaveLength(79);
    const [work] = workRowsFromResume([job({ company: 'C'.repeat(60), title: 'T'.repeat(60) })]);
    expect(work?.company).toHaveLength(49);
    expect(work?.title).toHaveLength(49);
  });

  it('skips schools without a degree and jobs without a company', () => {
    expect(educationRowsFromResume([school({ level: '' }), school({})])).toHaveLength(1);
    expect(workRowsFromResume([job({ company: ' ' }), job({})])).toHaveLength(1);
  });

  it('with education validation, takes the matching list value or drops the row', () => {
    expect(matchEducationLevel({ level: 'Máster', levelCode: 'master' }, LEVELS)).toBe('MA');
    expect(matchEducationLevel({ level: 'B.Sc.', levelCode: 'bachelor' }, LEVELS)).toBe('BA');
    const rows = educationRowsFromResume(
      [school({}), school({ level: 'Abitur', levelCode: 'highschool' })],
      { educationLevels: LEVELS },
    );
    expect(rows.map((row) => row.levelAttained)).toEqual(['MA']);
  });

  it('drops rows missing a mandatory field and keeps at most maxRowCount', () => {
    const rows = workRowsFromResume(
      [job({ title: '' }), job({ company: 'B' }), job({ company: 'C' })],
      {
        mandatoryFields: ['company', 'title'],
        maxRowCount: 1,
      },
    );
    expect(rows.map((row) => row.company)).toEqual(['B']);
  });

  it('leaves the end date of a current job empty', () => {
    expect(workRowsFromResume([job({ current: true, endDate: undefined })])[0]).toMatchObject({
      current: 't',
      endDate: '',
    });
  });
});

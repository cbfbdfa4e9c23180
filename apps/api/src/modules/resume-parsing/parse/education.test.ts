/** Education entries: with or without dates, the school beside or after the degree. */
import { describe, expect, it } from 'vitest';
import { parseEducation } from './education.js';

const schools = (text: string) =>
  parseEducation(text.split('\n')).map(({ institution, level, subject, endDate }) => ({
    institution,
    level,
    subject,
    ...(endDate ? { endDate } : {}),
  }));

describe('parseEducation', () => {
  it('reads schooling without dates', () => {
    expect(
      schools(
        ['Master in Teaching', 'University of Washington', 'B.A. Biology', 'Whitman College'].join(
          '\n',
        ),
      ),
    ).toEqual([
      { institution: 'University of Washington', level: 'Master', subject: 'Teaching' },
      { institution: 'Whitman College', level: 'B.A.', subject: 'Biology' },
    ]);
  });

  it('takes the school on the line after a dated degree as the school', () => {
    expect(
      schools(
        [
          '2012 – 2015\tAusbildung Kaufmann im Einzelhandel',
          'Oberstufenzentrum Handel, Berlin',
        ].join('\n'),
      ),
    ).toEqual([
      {
        institution: 'Oberstufenzentrum Handel',
        level: 'Ausbildung',
        subject: 'Kaufmann im Einzelhandel',
        endDate: '2015',
      },
    ]);
  });

  it('drops the town after the school but keeps a campus after "University of <state>"', () => {
    expect(
      schools('2003--2007\tMEng Mechanical Engineering, University of Sheffield, Sheffield')[0]
        ?.institution,
    ).toBe('University of Sheffield');
    expect(
      schools(
        'University of California, Davis\t2011 – 2015\nBachelor of Science in Computer Science',
      )[0],
    ).toMatchObject({
      institution: 'University of California, Davis',
      level: 'Bachelor of Science',
    });
  });

  it('tells a degree named first from a school ("Master Grande École" / "EM Lyon Business School")', () => {
    expect(schools('Master Grande École\nEM Lyon Business School\n2014 – 2016')[0]).toMatchObject({
      institution: 'EM Lyon Business School',
      level: 'Master',
    });
  });
});

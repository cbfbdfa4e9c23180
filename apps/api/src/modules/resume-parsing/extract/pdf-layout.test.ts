/** Reading order from positioned runs: columns, a header above them, margin columns, letter spacing. */
import { describe, expect, it } from 'vitest';
import { layoutPage, type TextRun } from './pdf-layout.js';

const WIDTH = 600;
/** A run of text at x, on line `row` (rows go down the page 14 points apart). */
const run = (text: string, x: number, row: number, size = 10): TextRun => ({
  text,
  x,
  y: 780 - row * 14,
  width: text.length * size * 0.5,
  size,
});

describe('layoutPage', () => {
  it('reads a side bar and a main column one after the other, below a full-width header', () => {
    const runs = [
      run('Jared Okafor', 200, 0, 24),
      run('jokafor@cornell.edu | 607.379.5733 | Ithaca, NY', 170, 2),
      ...[
        'EDUCATION',
        'Cornell University',
        'B.S. Computer Science',
        'Aug 2015 – May 2019',
        'SKILLS',
        'OCaml',
        'Python',
      ].map((text, index) => run(text, 40, 4 + index)),
      ...[
        'EXPERIENCE',
        'Palantir Technologies | Forward Deployed Engineer',
        '06/19 - Now | New York, NY',
        '• Deployed pipelines.',
        'Bloomberg | Software Engineering Intern',
        'Summer 2018 | New York, NY',
      ].map((text, index) => run(text, 230, 4 + index)),
    ];
    const lines = layoutPage(runs, WIDTH).split('\n').filter(Boolean);
    expect(lines.slice(0, 2)).toEqual([
      'Jared Okafor',
      'jokafor@cornell.edu | 607.379.5733 | Ithaca, NY',
    ]);
    expect(lines.indexOf('Python')).toBeLessThan(lines.indexOf('EXPERIENCE'));
    expect(lines.indexOf('Palantir Technologies | Forward Deployed Engineer')).toBe(
      lines.indexOf('EXPERIENCE') + 1,
    );
  });

  it('keeps dates set flush right on the line they belong to (one column)', () => {
    const runs = [
      'Stripe',
      'Senior Backend Engineer',
      'Box',
      'Software Engineer',
      'Yelp',
      'Intern',
    ].flatMap((text, index) => [
      run(text, 40, index),
      ...(index % 2 === 1 ? [run(`Jan 201${index} – Dec 201${index + 1}`, 560 - 95, index)] : []),
    ]);
    const text = layoutPage(runs, WIDTH);
    expect(text).toContain('Senior Backend Engineer\tJan 2011 – Dec 2012');
  });

  it('does not split a tabular CV whose left column holds the dates', () => {
    const runs = [
      ['03/2020 – heute', 'Projektleiterin Digitalisierung'],
      ['', 'Siemens AG, München'],
      ['10/2016 – 02/2020', 'Softwareentwicklerin'],
      ['', 'BMW Group, München'],
      ['04/2014 – 09/2016', 'Werkstudentin IT'],
      ['', 'Allianz SE, München'],
      ['2011 – 2014', 'B.Sc. Informatik'],
      ['', 'Technische Universität München'],
    ].flatMap(([left, right], index) => [
      ...(left ? [run(left ?? '', 40, index)] : []),
      run(right ?? '', 150, index),
    ]);
    expect(layoutPage(runs, WIDTH).split('\n')[0]).toBe(
      '03/2020 – heute\tProjektleiterin Digitalisierung',
    );
  });

  it('cuts lines at a margin column edge even where the gap is narrow (moderncv)', () => {
    const runs = [
      ['2018–present', 'Principal Engineer, Rolls-Royce plc, Derby'],
      ['', '○ Lead a team of nine engineers.'],
      ['2013–2018', 'Senior Design Engineer, Bombardier, Derby'],
      ['', '○ Bogie frame fatigue assessments.'],
      ['2009–2013', 'Design Engineer, JCB, Rocester'],
      ['', '○ Hydraulic tank assemblies.'],
    ].flatMap(([left, right], index) => [
      ...(left ? [{ ...run(left ?? '', 40, index), width: 66 }] : []),
      run(right ?? '', 112, index),
    ]);
    expect(layoutPage(runs, WIDTH).split('\n')[0]).toBe(
      '2018–present\tPrincipal Engineer, Rolls-Royce plc, Derby',
    );
  });

  it('closes up a letter-spaced name, with words where the gaps widen', () => {
    const letters = 'JAREDOKAFOR'.split('');
    let x = 74;
    const runs = letters.map((letter, index) => {
      const item = { text: letter, x, y: 780, width: 20, size: 34 };
      x += 20 + (index === 4 ? 36 : 20);
      return item;
    });
    expect(layoutPage([...runs, run('Ithaca, NY', 74, 3)], WIDTH).split('\n')[0]).toBe(
      'JAREDOKAFOR'.slice(0, 5) + ' OKAFOR',
    );
  });
});

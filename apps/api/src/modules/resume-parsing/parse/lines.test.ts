/** Section headings as people write them, and the clean-up of extracted lines. */
import { describe, expect, it } from 'vitest';
import { cleanLines, headingOf } from './lines.js';

describe('headingOf', () => {
  it.each([
    ['Selected Experience', 'work'],
    ['Professional Experiences', 'work'],
    ['EMPLOYMENT', 'work'],
    ['Research', 'work'],
    ['Work', 'work'],
    ['Kitchen Experience', 'work'],
    ['Relevant Work Experience:', 'work'],
    [' Experience', 'work'],
    ['# EXPERIENCE', 'work'],
    ['Expériences professionnelles', 'work'],
    ['Parcours professionnel', 'work'],
    ['Berufserfahrung', 'work'],
    ['Beruflicher Werdegang', 'work'],
    ['Experiencia', 'work'],
    ['Experiencia laboral', 'work'],
    ['PROFESSIONALEXPERIENCE', 'work'],
    ['Formation', 'education'],
    ['Diplômes', 'education'],
    ['Ausbildung', 'education'],
    ['Schulbildung und Ausbildung', 'education'],
    ['Educación', 'education'],
    ['Formación académica', 'education'],
    ['Training', 'education'],
    ['Honors & Awards', 'other'],
    ['Certificates', 'other'],
    ['Selected Publications', 'other'],
    ['Projects', 'other'],
    ['Community', 'other'],
    ['Campus Involvement', 'other'],
    ['Volunteer Experience', 'other'],
    ['Engagement associatif', 'other'],
    ['Ehrenamt', 'other'],
    ['Top Skills', 'skills'],
    ['Aptitudes principales', 'skills'],
    ['Persönliche Daten', 'contact'],
  ])('%s opens a %s section', (line, kind) => {
    expect(headingOf(line)?.kind).toBe(kind);
  });

  it.each([
    'Grant Thornton LLP · Full-time',
    'Experience Designer',
    'Master en Informatique',
    'Ausbildung Kaufmann im Einzelhandel',
    'Licenciatura en Contaduría Pública',
    'Project Management',
    'Projektmanagement',
    'Research Assistant, Program Synthesis Lab',
    'Software Engineer\tJan 2020 – Present',
    'Worked on the education platform for three years.',
  ])('%s is an ordinary line', (line) => {
    expect(headingOf(line)).toBeNull();
  });

  it('tells the language of a heading', () => {
    expect(headingOf('Berufserfahrung')?.language).toBe('de');
    expect(headingOf('Expériences professionnelles')?.language).toBe('fr');
    expect(headingOf('Experiencia laboral')?.language).toBe('es');
    expect(headingOf('Work History')?.language).toBe('en');
  });
});

describe('cleanLines', () => {
  it('reads TeX control dashes, drops icon glyphs and soft hyphens', () => {
    expect(cleanLines('Senior Engineer\tApr. 2021 \u0015 Present')).toEqual([
      'Senior Engineer\tApr. 2021 – Present',
    ]);
    expect(cleanLines('\ue0b0 (415) 497-7282')).toEqual(['(415) 497-7282']);
    expect(cleanLines('{ Jan 2020 – ongoing\t+ Brooklyn, NY')).toEqual([
      'Jan 2020 – ongoing\tBrooklyn, NY',
    ]);
    expect(cleanLines('Inter\u00adnational')).toEqual(['International']);
  });

  it('joins a word hyphenated across lines and a name wrapped after a linking word', () => {
    expect(cleanLines('for a hospital network’s bed-capacity plan-\nning.')).toEqual([
      'for a hospital network’s bed-capacity planning.',
    ]);
    expect(cleanLines('The University of Texas at\nAustin')).toEqual([
      'The University of Texas at Austin',
    ]);
  });

  it('reads a rule drawn with dashes as an empty line', () => {
    expect(cleanLines('Engineer\n-----------------------\nDesigner')).toEqual([
      'Engineer',
      '',
      'Designer',
    ]);
  });
});

/** Phone numbers found by libphonenumber, and names as résumés write them. */
import { describe, expect, it } from 'vitest';
import { findPhone, parseContact, personName } from './contact.js';

describe('findPhone', () => {
  it.each([
    ['(415) · 497 · 7282', '4154977282'],
    ['607.379.5733', '6073795733'],
    ['jokafor@cornell.edu | 607.379.5733 | Ithaca, NY', '6073795733'],
    ['+91 98450 12345', '919845012345'],
    ['\ue0b0 +49 (0)151 23456789', '49015123456789'],
    ['Tel. 06 12 47 85 39', '0612478539'],
  ])('%s', (text, digits) => {
    expect(findPhone(text, ['FR'])?.digits).toBe(digits);
  });

  it("reads a national number with the resume's country first", () => {
    expect(findPhone('0171 2345678', ['DE'])?.digits).toBe('01712345678');
    expect(findPhone('0412 345 678', ['AU'])?.digits).toBe('0412345678');
  });

  it('does not take a postal code, a span of years or an icon for a number', () => {
    expect(findPhone('Hauptstraße 12, 80331 München', ['DE'])).toBeNull();
    expect(findPhone('2016 – 2019')).toBeNull();
    expect(findPhone('I # §')).toBeNull();
  });
});

describe('parseContact', () => {
  it('finds a phone set in the page footer', () => {
    const lines = [
      'Hannah Kim',
      'hannah.kim.teach@gmail.com',
      'Experience',
      'Teacher',
      '(206) 555-0155 · Seattle, WA',
    ];
    expect(parseContact(lines.slice(0, 2), lines).phoneDigits).toBe('2065550155');
  });

  it('gives no name rather than a job title or a skill line', () => {
    const lines = [
      'Denver, CO | 720-555-0142 | applicant.7731@protonmail.com',
      'Operations Area Manager',
    ];
    expect(parseContact(lines, lines).name).toBe('');
  });

  it('joins a large name wrapped onto two lines', () => {
    const lines = ['BENJAMIN', 'CARTER', 'ben@carter-sec.net | +1 (206) 555-0137'];
    expect(parseContact(lines, lines)).toMatchObject({
      name: 'Benjamin Carter',
      firstName: 'Benjamin',
      lastName: 'Carter',
    });
  });
});

describe('personName', () => {
  it.each([
    ['DUPONT Julien', 'Julien Dupont', 'Julien', 'Dupont'],
    ['Julien DUPONT', 'Julien Dupont', 'Julien', 'Dupont'],
    ['MÜLLER Anna Lena', 'Anna Lena Müller', 'Anna Lena', 'Müller'],
    ['JARED OKAFOR', 'Jared Okafor', 'Jared', 'Okafor'],
    ["LIAM O'CONNOR", "Liam O'Connor", 'Liam', "O'Connor"],
  ])('%s', (text, name, firstName, lastName) => {
    expect(personName(text)).toEqual({ name, firstName, lastName });
  });
});

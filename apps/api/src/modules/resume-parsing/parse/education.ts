/** Education: institution, degree (level), subject and dates of each entry. */
import type { ParsedEducation } from '@talentgate/domain';
import { splitEntries } from './entries.js';
import { DEGREES, INSTITUTION_WORDS, fold } from './vocabulary.js';

function degreeCode(text: string): ParsedEducation['levelCode'] {
  const folded = fold(text);
  return DEGREES.find(({ pattern }) => pattern.test(folded))?.code ?? '';
}

const isInstitution = (text: string) => INSTITUTION_WORDS.test(fold(text));

/** "Bachelor of Science in Computer Science" → level and subject. */
export function levelAndSubject(degree: string): { level: string; subject: string } {
  const folded = ` ${fold(degree)} `;
  for (const joiner of [' in ', ' en ', ' of arts in ', ' - ', ' – ', ', ', ' : ']) {
    const index = folded.lastIndexOf(joiner);
    if (
      index > 0 &&
      !(joiner === ' in ' && /\b(bachelor|master) of$/.test(folded.slice(0, index).trim()))
    ) {
      const level = degree.slice(0, index - 1).trim();
      const subject = degree.slice(index - 1 + joiner.length).trim();
      if (level && subject && degreeCode(level)) return { level, subject };
    }
  }
  // "M.Sc. Informatik", "Licence Informatique": an abbreviation or single word, then the field.
  const short = /^((?:[\p{L}]{1,4}\.){1,3}|[\p{L}-]+)\s+(.+)$/u.exec(degree);
  if (short?.[1] && short[2] && degreeCode(short[1]) && !degreeCode(short[2])) {
    const subject = short[2].replace(/^(de|d'|der|des)\s+/i, '');
    return { level: short[1].trim(), subject };
  }
  return { level: degree, subject: '' };
}

export function parseEducation(lines: string[]): ParsedEducation[] {
  return splitEntries(lines)
    .map((entry) => {
      const parts = entry.header
        .flatMap((text) => text.split(/\t|\s[|·•]\s|\s[–—]\s/))
        .map((part) => part.trim())
        .filter(Boolean);
      let degree = parts.find((part) => degreeCode(part) !== '' && !isInstitution(part)) ?? '';
      let institution = parts.find((part) => part !== degree && isInstitution(part)) ?? '';
      if (!degree) {
        // "Universidad de X, Grado en Y" on one line.
        for (const part of parts) {
          const [head = '', ...tail] = part.split(/,\s+/);
          const rest = tail.join(', ');
          if (rest && isInstitution(head) && degreeCode(rest)) {
            institution = head;
            degree = rest;
          } else if (rest && degreeCode(head) && isInstitution(rest)) {
            degree = head;
            institution = rest;
          }
        }
      }
      institution ||= parts.find((part) => part !== degree) ?? '';
      const { level, subject } = levelAndSubject(degree);
      const education: ParsedEducation = {
        institution,
        level,
        levelCode: degreeCode(level),
        subject,
        completed: !entry.dates.current,
      };
      // A single year on an education line is when it ended.
      if (entry.dates.end || entry.dates.current) {
        if (entry.dates.start) education.startDate = entry.dates.start;
        if (entry.dates.end) education.endDate = entry.dates.end;
      } else if (entry.dates.start) education.endDate = entry.dates.start;
      return education;
    })
    .filter((education) => education.institution !== '' || education.level !== '');
}

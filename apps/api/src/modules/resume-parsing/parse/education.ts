/** Education: institution, degree (level), subject and dates of each entry. */
import type { ParsedEducation } from '@talentgate/domain';
import { splitEntries } from './entries.js';
import { isBullet } from './lines.js';
import { isPlace, isRegionName } from './places.js';
import { DEGREES, INSTITUTION_WORDS, fold } from './vocabulary.js';

function degreeCode(text: string): ParsedEducation['levelCode'] {
  const folded = fold(text);
  return DEGREES.find(({ pattern }) => pattern.test(folded))?.code ?? '';
}

const isInstitution = (text: string) => INSTITUTION_WORDS.test(fold(text));

/** "Bachelor of Science in Computer Science" → level and subject. */
function levelAndSubject(degree: string): { level: string; subject: string } {
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

/** Parts of an education header: cut at strong separators, then at commas; places dropped. */
function headerParts(header: string[]): string[] {
  const parts: string[] = [];
  for (const text of header) {
    for (const piece of text.split(/\t|\s[|·•]\s|\s[–—]\s/)) {
      const subparts = piece
        .split(/,\s+/)
        .map((part) => part.trim())
        .filter(Boolean);
      for (let index = 0; index < subparts.length; index += 1) {
        const part = subparts[index] ?? '';
        const next = subparts[index + 1];
        // "University of California, Davis": the campus belongs to the name.
        const ofRegion = /\bof\s+([\p{L} ]+)$/u.exec(part)?.[1];
        if (
          next &&
          ofRegion &&
          isRegionName(ofRegion) &&
          !isRegionName(next) &&
          isInstitution(part)
        ) {
          parts.push(`${part}, ${next}`);
          index += 1;
        } else if (!isPlace(part) || isInstitution(part)) parts.push(part);
      }
    }
  }
  return parts.filter(Boolean);
}

/** A degree names its level first ("Master Grande École"); a school does not. */
const startsWithDegree = (part: string) =>
  degreeCode(part.split(/\s+/).slice(0, 2).join(' ')) !== '';

function schoolAndDegree(parts: string[]): { institution: string; degree: string } {
  const degree =
    parts.find(
      (part) => degreeCode(part) !== '' && (!isInstitution(part) || startsWithDegree(part)),
    ) ?? '';
  const institution =
    parts.find((part) => part !== degree && isInstitution(part)) ??
    parts.find((part) => part !== degree && degreeCode(part) === '') ??
    '';
  return { institution, degree };
}

/** Schooling without dates ("Master in Teaching" / "University of Washington"): one entry per school line. */
function undatedEntries(lines: string[]): { header: string[] }[] {
  const entries: { header: string[] }[] = [];
  const isDegree = (line: string | undefined): line is string =>
    line !== undefined && degreeCode(line) !== '' && !isInstitution(line);
  // The section's first line tells whether a degree comes before its school or after it.
  const degreeFirst = isDegree(lines.find(Boolean));
  lines.forEach((line, index) => {
    if (!line || isBullet(line) || line.length > 100 || !isInstitution(line)) return;
    const header = [line];
    const before = lines[index - 1];
    const after = lines[index + 1];
    if (degreeFirst && isDegree(before)) header.unshift(before);
    else if (isDegree(after)) header.push(after);
    else if (isDegree(before)) header.unshift(before);
    entries.push({ header });
  });
  return entries;
}

export function parseEducation(lines: string[]): ParsedEducation[] {
  const dated = splitEntries(lines);
  const entries =
    dated.length > 0 ? dated : undatedEntries(lines).map((entry) => ({ ...entry, dates: null }));
  return entries
    .map((entry) => {
      const { institution, degree } = schoolAndDegree(headerParts(entry.header));
      const { level, subject } = levelAndSubject(degree);
      const education: ParsedEducation = {
        institution,
        level,
        levelCode: degreeCode(level),
        subject,
        completed: !entry.dates?.current,
      };
      const dates = entry.dates;
      // A single year on an education line is when it ended.
      if (dates?.end || dates?.current) {
        if (dates.start) education.startDate = dates.start;
        if (dates.end) education.endDate = dates.end;
      } else if (dates?.start) education.endDate = dates.start;
      return education;
    })
    .filter((education) => education.institution !== '' || education.level !== '');
}

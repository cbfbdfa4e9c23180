/**
 * `parseResume(bytes, filename)`: the contract the upload, the resume parse call and the
 * web autofill use. Format by content (detect-format.ts), text by format (extract/), then
 * sections, contact, work history, education and skills (parse/), and the two outputs:
 * JSON Resume and the candidate's resume XML.
 */
import type { ParsedResume } from '@talentgate/domain';
import { detectResumeFormat } from './detect-format.js';
import { extractText } from './extract/extract-text.js';
import { toJsonResume } from './json-resume.js';
import { parseContact } from './parse/contact.js';
import { parseEducation } from './parse/education.js';
import { cleanLines, headingOf, splitSections } from './parse/lines.js';
import { parseSkills } from './parse/skills.js';
import { parseWork } from './parse/work.js';
import { toResumeXml } from './resume-xml.js';
import { ZipBombError } from '../uploads/zip-guard.js';

export class ResumeFormatError extends Error {}
export class ResumeContentError extends Error {}

/** Where a résumé's language suggests a phone number's country. */
const LANGUAGE_COUNTRIES: Record<string, string[]> = {
  fr: ['FR', 'BE', 'CH'],
  de: ['DE', 'AT', 'CH'],
  es: ['ES', 'MX', 'AR'],
};

/** Resume text past this length is not read (bounded work on hostile files). */
const MAX_TEXT_LENGTH = 200_000;

export async function parseResume(bytes: Uint8Array, filename: string): Promise<ParsedResume> {
  const format = await detectResumeFormat(bytes, filename).catch((error: unknown) => {
    // A DOCX past the zip bounds is a file we cannot read, not one of another format.
    if (error instanceof ZipBombError) {
      throw new ResumeContentError('the resume could not be opened', { cause: error });
    }
    throw error;
  });
  if (format === null) throw new ResumeFormatError('unsupported resume format');
  let text: string;
  try {
    text = await extractText(bytes, format);
  } catch (error) {
    throw new ResumeContentError('the resume text could not be read', { cause: error });
  }
  return parseResumeText(text.slice(0, MAX_TEXT_LENGTH), format);
}

export function parseResumeText(text: string, format: ParsedResume['format']): ParsedResume {
  const lines = cleanLines(text);
  if (lines.filter(Boolean).length < 2) throw new ResumeContentError('no text in the resume');
  const { sections, languages } = splitSections(lines);
  const linesOf = (kind: string) =>
    sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);
  const top = [...linesOf('top'), ...linesOf('contact')];
  const language = mostCommon(languages);
  // The first lines, up to the first section that is not contact details.
  const firstSection = lines.findIndex((line) => {
    const heading = headingOf(line);
    return heading !== null && heading.kind !== 'contact';
  });
  const head = lines.slice(0, Math.min(6, firstSection < 0 ? lines.length : firstSection));
  const contact = parseContact([...head, ...top], lines, LANGUAGE_COUNTRIES[language] ?? []);
  const resume = {
    format,
    language,
    contact,
    skills: parseSkills(linesOf('skills')),
    education: parseEducation(linesOf('education')),
    work: parseWork(linesOf('work')),
  };
  if (
    !contact.name &&
    !contact.email &&
    resume.work.length === 0 &&
    resume.education.length === 0
  ) {
    throw new ResumeContentError('nothing in this text reads as a resume');
  }
  return { ...resume, jsonResume: toJsonResume(resume), xml: toResumeXml(resume) };
}

function mostCommon(languages: string[]): ParsedResume['language'] {
  const counts = new Map<string, number>();
  for (const language of languages) counts.set(language, (counts.get(language) ?? 0) + 1);
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const known = ['en', 'es', 'fr', 'de'] as const;
  return known.find((language) => language === best?.[0]) ?? '';
}

/** Text lines cleaned for parsing, and the sections their headings open. */
import { SECTION_HEADINGS, fold, type SectionKind } from './vocabulary.js';

export interface Section {
  kind: SectionKind | 'top';
  lines: string[];
}

const BULLET = /^[•·▪◦●■□‣⁃*–—-]\s*/u;

export function isBullet(line: string): boolean {
  return BULLET.test(line);
}

export function withoutBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

/** Lines trimmed, spaces collapsed (tabs kept as a column mark), empty lines kept once. */
export function cleanLines(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').replace(/\f/g, '\n').split('\n')) {
    const line = raw
      .replace(/[ \u00a0\u2000-\u200b]+/g, ' ')
      .replace(/ *\t[\t ]*/g, '\t')
      .trim();
    if (line === '' && (out.length === 0 || out.at(-1) === '')) continue;
    out.push(line);
  }
  return out;
}

const headingIndex = new Map<string, { kind: SectionKind; language: string }>();
for (const [kind, groups] of Object.entries(SECTION_HEADINGS) as [
  SectionKind,
  (typeof SECTION_HEADINGS)[SectionKind],
][]) {
  for (const { language, words } of groups) {
    for (const word of words)
      if (!headingIndex.has(word)) headingIndex.set(word, { kind, language });
  }
}

/** The section a heading line opens, or null for an ordinary line. */
export function headingOf(line: string): { kind: SectionKind; language: string } | null {
  if (line.length > 40) return null;
  const key = fold(line)
    .replace(/[:：|_=#]+/g, ' ')
    .replace(/\s*&\s*|\s+and\s+|\s+y\s+|\s+et\s+|\s+und\s+/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim();
  return headingIndex.get(key) ?? headingIndex.get(key.split(' and ')[0] ?? '') ?? null;
}

/** Lines split at headings; what comes before the first heading is the 'top' section. */
export function splitSections(lines: string[]): { sections: Section[]; languages: string[] } {
  const sections: Section[] = [{ kind: 'top', lines: [] }];
  const languages: string[] = [];
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading) {
      sections.push({ kind: heading.kind, lines: [] });
      languages.push(heading.language);
    } else sections.at(-1)?.lines.push(line);
  }
  return { sections, languages };
}

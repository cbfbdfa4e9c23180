/** Text lines cleaned for parsing, and the sections their headings open. */
import {
  DEGREES,
  INSTITUTION_WORDS,
  SECTION_HEADINGS,
  TITLE_WORDS,
  fold,
  type SectionKind,
} from './vocabulary.js';

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

/** Glyphs of icon fonts: private-use characters, and a lone symbol before a contact or date. */
const ICON = /[\p{Co}]/gu;
const LONE_SYMBOL = /(^|\t)[^\p{L}\p{N}\s"'(•·▪◦●■□‣⁃*–—-]\s+/gu;

/** One raw line made plain: control characters of fonts without a text mapping, icons, soft hyphens. */
function plainLine(raw: string): string {
  return (
    raw
      // TeX's T1 encoding puts the en and em dashes at 0x15 and 0x16.
      .replaceAll('\u0015', '–')
      .replaceAll('\u0016', '—')
      .replace(/^[\u0080-\u009f]\s*/, '• ')
      // eslint-disable-next-line no-control-regex -- the point is to remove control characters
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad]/g, '')
      .replace(ICON, ' ')
      .replace(/[ \u00a0\u2000-\u200b]+/g, ' ')
      .replace(/ *\t[\t ]*/g, '\t')
      .replace(LONE_SYMBOL, '$1')
      .trim()
  );
}

/**
 * Lines trimmed, spaces collapsed (tabs kept as a column mark), empty lines kept once; a
 * rule drawn with dashes is an empty line, and a word hyphenated across two lines is one.
 */
export function cleanLines(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').replace(/\f/g, '\n').split('\n')) {
    let line = plainLine(raw);
    if (/^[-_=~.·•*]{4,}$/.test(line.replace(/\s/g, ''))) line = '';
    const previous = out.at(-1);
    if (previous && /\p{Ll}-$/u.test(previous) && /^\p{Ll}/u.test(line)) {
      out[out.length - 1] = previous.slice(0, -1) + line;
      continue;
    }
    // A name wrapped after a linking word ("The University of Texas at" / "Austin").
    if (
      previous &&
      !previous.includes('\t') &&
      /\s(at|of|de|du|des|del|für|and|&|y|et|und|the)$/i.test(previous) &&
      /^\p{Lu}/u.test(line)
    ) {
      out[out.length - 1] = `${previous} ${line}`;
      continue;
    }
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

/**
 * Headings by keyword, for the many ways people name a section ("Selected Experience",
 * "Kitchen Experience", "Expériences professionnelles", "Schulbildung und Ausbildung"):
 * the first rule whose words appear in a short heading-like line decides. Sections that
 * are not work or schooling come first, so "Volunteer Experience" is not work history.
 */
const HEADING_RULES: { kind: SectionKind; pattern: RegExp }[] = [
  {
    kind: 'other',
    pattern:
      /\b(volunt\w*|benevol\w*|leadership|awards?|honou?rs?|certif\w*|publications?|publikationen|publicaciones|projects|projets|projekte|proyectos|community|involvement|activit\w*|interests?|interets?|intereses|references?|referees|referenzen|referencias|talks|speaking|patents?|licen[cs]\w*|memberships?|grants?|fellowships?|presentations?|conferences?|engagement|ehrenamt\w*|premios?|preise|auszeichnungen|distinctions|hobb\w*|loisirs|aficiones|coursework|courses|extracurricular|interes|achievements|campus)\b/,
  },
  {
    kind: 'work',
    pattern:
      /\b(experiences?|employment|work|career|research|werdegang|berufserfahrung|berufliche\w*|praxiserfahrung|experiencia|trayectoria|parcours)\b/,
  },
  {
    kind: 'education',
    pattern:
      /\b(education|academic\w*|qualifications?|training|stud(y|ies)|formations?|etudes|diplomes?|ausbildung|studium|\w*bildung\w*|educacion|formacion|estudios|scolarite)\b/,
  },
  {
    kind: 'skills',
    pattern:
      /\b(skills?|competenc\w*|competences?|kenntnisse|\w+kenntnisse|fahigkeiten|habilidades|aptitudes|conocimientos|tools|outils|herramientas|software|technolog\w*|expertise|informatique)\b/,
  },
  { kind: 'languages', pattern: /\b(languages?|langues?|sprachen|idiomas?)\b/ },
  {
    kind: 'contact',
    pattern:
      /\b(contact\w*|coordonnees|kontakt\w*|personal details|personliche daten|datos personales|etat civil)\b/,
  },
  {
    kind: 'summary',
    pattern: /\b(summary|profile?|about|objective|profil|perfil|zusammenfassung|extracto|info)\b/,
  },
];

const CONNECTORS =
  /^(and|of|de|du|des|la|le|les|der|die|das|und|y|et|en|im|for|the|my|a|d|l|del|e)$/;
const QUALIFIERS =
  /^(professional|work|relevant|selected|other|additional|key|core|technical|personal|academic|recent|previous|prior|industry|international|main|top|general|history|informations?|datos|professionnelles?|laboral|profesional(es)?|berufliche[rn]?|personliche|personales|principales|complementaires?|adicional(es)?)$/;
const capitals = (line: string) => {
  const letters = line.replace(/[^\p{L}]/gu, '');
  return letters !== '' && letters === letters.toUpperCase();
};

const unbounded = (pattern: RegExp) => new RegExp(pattern.source.replaceAll('\\b', ''));

/** Text of a possible heading: icons, bullets, numbering and decoration removed, folded. */
function headingKey(line: string): string {
  const text = line
    .replace(/[\p{Co}\p{So}]/gu, ' ')
    // An icon font without a text mapping leaves one stray character before the heading.
    .replace(/^\s*(?:[^\p{L}\d\s]|[^A-Za-z\s\d])\s+/u, '')
    .replace(/^\s*(?:\d{1,2}[.)]|[IVX]{1,4}\.)\s+/, '');
  return fold(text)
    .replace(/[:：|_=#*•·~-]+/g, ' ')
    .replace(/\s*&\s*|\s+and\s+|\s+y\s+|\s+et\s+|\s+und\s+/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The section a heading line opens, or null for an ordinary line. */
export function headingOf(line: string): { kind: SectionKind; language: string } | null {
  if (line.length > 50 || line.includes('\t') || /\d/.test(line) || /[.,;]$/.test(line.trim()))
    return null;
  const key = headingKey(line);
  const exact = headingIndex.get(key) ?? headingIndex.get(key.split(' and ')[0] ?? '');
  if (exact) return exact;
  const words = key.split(' ');
  // A job title or a degree ("Master en Informatique") is not a heading.
  if (key === '' || words.length > 5 || /,/.test(key) || TITLE_WORDS.test(key)) return null;
  // Heading words and their qualifiers, with at most one other word ("Kitchen Experience",
  // not "Grant Thornton LLP · Full-time"); the other word must not be a degree's.
  const content = words.filter((word) => !CONNECTORS.test(word));
  const isKeyword = (word: string) => HEADING_RULES.some(({ pattern }) => pattern.test(word));
  const others = content.filter((word) => !isKeyword(word) && !QUALIFIERS.test(word));
  const glued = !key.includes(' ') && key.length > 12 && capitals(line);
  if (
    !glued &&
    (others.length > 1 ||
      (others.length === 1 && content.length > 3) ||
      others.length === content.length)
  )
    return null;
  const rest = others.join(' ');
  if (DEGREES.some(({ pattern }) => pattern.test(rest)) || INSTITUTION_WORDS.test(key)) return null;
  // Written like a heading: capitals, title case or a closing colon, not a sentence.
  const titled = line
    .split(/\s+/)
    .every(
      (word) =>
        !/^\p{Ll}{4,}/u.test(word) ||
        /^(and|of|de|du|des|und|y|et|la|le|les|der|die|des|en|im|for)$/.test(word),
    );
  if (!capitals(line) && !titled && !/:\s*$/.test(line) && words.length > 2) return null;
  // Letter-spaced capitals lose their word spaces in some PDFs ("PROFESSIONALEXPERIENCE").
  const rule = HEADING_RULES.find(({ pattern }) =>
    (glued ? unbounded(pattern) : pattern).test(key),
  );
  return rule ? { kind: rule.kind, language: languageOfHeading(key) } : null;
}

function languageOfHeading(key: string): string {
  if (
    /(erfahrung|werdegang|bildung|ausbildung|studium|kenntnisse|sprachen|kontakt|ehrenamt|zusammenfassung|beruf)/.test(
      key,
    )
  )
    return 'de';
  if (
    /(experiencia|formacion|educacion|estudios|habilidades|idiomas|contacto|perfil|trayectoria|conocimientos|herramientas|premios|aptitudes)/.test(
      key,
    )
  )
    return 'es';
  if (
    /(professionnel|formation|etudes|diplome|competences|langues|coordonnees|parcours|outils|engagement|interet|projets|informatique)/.test(
      key,
    )
  )
    return 'fr';
  if (/^experiences?$/.test(key)) return '';
  return 'en';
}

/** Lines split at headings; what comes before the first heading is the 'top' section. */
export function splitSections(lines: string[]): { sections: Section[]; languages: string[] } {
  const sections: Section[] = [{ kind: 'top', lines: [] }];
  const languages: string[] = [];
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading) {
      sections.push({ kind: heading.kind, lines: [] });
      if (heading.language) languages.push(heading.language);
    } else sections.at(-1)?.lines.push(line);
  }
  return { sections, languages };
}

/**
 * Work history: company, title, dates and description of each entry. An entry's header
 * (the texts next to its dates) is cut into pieces at strong separators ("|", dashes, tabs,
 * "·"); places ("San Francisco, CA", "Derby") and employment types ("Full-time") are set
 * aside; the piece with a job-title word is the title and another one the employer. One
 * piece holding both is split at commas ("Principal Engineer, Turbine Cooling, Rolls-Royce
 * plc") or at "at" / "chez" / "bei".
 */
import type { ParsedWork } from '@talentgate/domain';
import { splitEntries } from './entries.js';
import { isPlace, withoutTrailingPlace } from './places.js';
import { AT_WORDS, COMPANY_SUFFIXES, TITLE_WORDS, fold } from './vocabulary.js';

const isTitle = (text: string) => TITLE_WORDS.test(fold(text));
/** A legal form names a company for sure; words like "Software" or "Health" only hint. */
const LEGAL_FORM =
  /\b(inc|llc|llp|ltd|limited|corp|corporation|co|company|gmbh|ag|kg|se|sa|s\.a|sl|s\.l|sas|sarl|bv|nv|plc|pty|oy|ab|spa|srl)\b\.?|&\s*co\b/i;
const isCompany = (text: string) =>
  LEGAL_FORM.test(text) || (COMPANY_SUFFIXES.test(text) && !isTitle(text));

/** How a contract is described, not who the employer is. */
const EMPLOYMENT_TYPE =
  /^(full[- ]time|part[- ]time|contract|contractor|freelance|self[- ]employed|internship|apprenticeship|seasonal|temporary|permanent|cdi|cdd|stage|alternance|int[eé]rim|vollzeit|teilzeit|praktikum|befristet|festanstellung|jornada completa|media jornada|pr[aá]cticas|aut[oó]nomo|indefinido)$/i;

/** "Title at Company" in any of the languages, or null. */
function splitAt(text: string): { title: string; company: string } | null {
  const folded = ` ${fold(text)} `;
  for (const word of AT_WORDS) {
    const index = folded.indexOf(word);
    if (index > 0) {
      return {
        title: text.slice(0, index - 1).trim(),
        company: text.slice(index - 1 + word.length).trim(),
      };
    }
  }
  return null;
}

/** A header text cut at strong separators: "Title | Company", "Company — City", tabs. */
function headerPieces(header: string[]): string[] {
  return header
    .flatMap((text) => text.split(/\t|\s[|·•]\s|\s*[–—]\s*|\s-{1,2}\s|\s[|·•]|[|·•]\s/))
    .map((piece) => piece.replace(/^[\s,;:|·•–—-]+|[\s,;:|·•–—-]+$/g, '').trim())
    .filter((piece) => piece !== '' && !EMPLOYMENT_TYPE.test(piece) && !isPlace(piece))
    .map((piece) => withoutTrailingPlace(withoutPlaceInBrackets(piece)));
}

/**
 * "Bühler Group, Uzwil", "Banco Azteca, Ciudad de México": with the title found elsewhere,
 * a short tail after the employer's comma is where it is, even when the place data does
 * not know the name (a small town, a local spelling), unless it is a legal form ("Inc.").
 */
function withoutLocationTail(company: string): string {
  const bracketed = /^(.+?)\s*\(([^()]+)\)$/.exec(company);
  if (
    bracketed?.[1] &&
    bracketed[2] &&
    /^\p{Lu}/u.test(bracketed[2]) &&
    !LEGAL_FORM.test(bracketed[2])
  )
    return bracketed[1];
  const match = /^(.+?),\s+([^,]+)$/.exec(company);
  if (!match?.[1] || !match[2]) return company;
  const tail = match[2];
  if (
    LEGAL_FORM.test(tail) ||
    tail.split(/\s+/).length > 4 ||
    !/^\p{Lu}/u.test(tail) ||
    isTitle(tail)
  )
    return company;
  return match[1];
}

/** "Microsoft (Redmond, WA)" → "Microsoft". */
function withoutPlaceInBrackets(piece: string): string {
  return piece
    .replace(/\s*\(([^()]+)\)\s*$/, (all, inner: string) => (isPlace(inner) ? '' : all))
    .trim();
}

interface Assignment {
  title: string;
  company: string;
  /** False when no word told title and company apart and the order was guessed. */
  decided: boolean;
}

/** Title and company from an entry's header texts. */
function titleAndCompany(header: string[], titleFirst = true): Assignment {
  const pieces = headerPieces(header);
  for (const piece of pieces) {
    const at = splitAt(piece);
    if (at && at.title && at.company) {
      return { title: at.title, company: withoutTrailingPlace(at.company), decided: true };
    }
  }
  if (pieces.length === 1) return splitOnePiece(pieces[0] ?? '', titleFirst);
  const titleIndex = pieces.findIndex((piece) => isTitle(piece) && !isCompany(piece));
  const companyIndex = pieces.findIndex((piece, index) => index !== titleIndex && isCompany(piece));
  if (titleIndex >= 0) {
    const company =
      companyIndex >= 0 ? companyIndex : pieces.findIndex((_piece, index) => index !== titleIndex);
    return {
      title: pieces[titleIndex] ?? '',
      company: withoutLocationTail(pieces[company] ?? ''),
      decided: true,
    };
  }
  if (companyIndex >= 0) {
    const title = pieces.findIndex((_piece, index) => index !== companyIndex);
    return { title: pieces[title] ?? '', company: pieces[companyIndex] ?? '', decided: true };
  }
  // Nothing tells them apart: follow the order the section's other entries use.
  const [first = '', second = ''] = pieces;
  return titleFirst
    ? { title: first, company: second, decided: false }
    : { title: second, company: first, decided: false };
}

/** "Principal Engineer, Turbine Cooling, Rolls-Royce plc" or "Acme Corp, Engineer". */
function splitOnePiece(piece: string, titleFirst: boolean): Assignment {
  // Places between the parts go ("Shoppers Drug Mart, Vancouver, BC, Pharmacy Manager").
  const all = piece.split(/,\s+/).filter(Boolean);
  const parts: string[] = [];
  for (let index = 0; index < all.length; index += 1) {
    const part = all[index] ?? '';
    const next = all[index + 1];
    if (index > 0 && next !== undefined && isPlace(`${part}, ${next}`)) index += 1;
    else if (index === 0 || !isPlace(part)) parts.push(part);
  }
  if (parts.length < 2) {
    return isTitle(piece) && !isCompany(piece)
      ? { title: piece, company: '', decided: true }
      : { title: '', company: piece, decided: false };
  }
  const companyIndex = parts.findIndex((part) => isCompany(part) && !isTitle(part));
  const firstIsTitle = isTitle(parts[0] ?? '');
  const lastIsTitle = isTitle(parts.at(-1) ?? '');
  if (companyIndex > 0) {
    // Title first, maybe with a comma of its own ("Principal Engineer, Turbine Cooling").
    return {
      title: parts.slice(0, companyIndex).join(', '),
      company: parts.slice(companyIndex).join(', '),
      decided: true,
    };
  }
  if (firstIsTitle && !lastIsTitle) {
    // "Title, Employer, Town" (moderncv): what follows the employer is where.
    return { title: parts[0] ?? '', company: parts[1] ?? '', decided: true };
  }
  if (companyIndex === 0 || (lastIsTitle && !firstIsTitle)) {
    return { title: parts.slice(1).join(', '), company: parts[0] ?? '', decided: true };
  }
  const [first = '', ...rest] = parts;
  return titleFirst
    ? { title: first, company: rest.join(', '), decided: false }
    : { title: rest.join(', '), company: first, decided: false };
}

/** Whether the section's decided entries put the title before the company. */
function titlesComeFirst(headers: string[][]): boolean {
  let first = 0;
  let last = 0;
  for (const header of headers) {
    const { title, company, decided } = titleAndCompany(header);
    if (!decided || !title || !company) continue;
    const text = header.join('\n');
    if (text.indexOf(title) < text.indexOf(company)) first += 1;
    else last += 1;
  }
  return first >= last;
}

export function parseWork(lines: string[]): ParsedWork[] {
  const entries = splitEntries(lines);
  const titleFirst = titlesComeFirst(entries.map((entry) => entry.header));
  return entries
    .map((entry) => {
      const { title, company } = titleAndCompany(entry.header, titleFirst);
      const current = entry.dates.current;
      const work: ParsedWork = {
        company,
        title,
        current,
        description: entry.description.join('\n'),
      };
      if (entry.dates.start) work.startDate = entry.dates.start;
      if (entry.dates.end) work.endDate = entry.dates.end;
      return work;
    })
    .filter((work) => work.company !== '' || work.title !== '');
}

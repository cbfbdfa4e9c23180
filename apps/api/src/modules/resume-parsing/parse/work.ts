/** Work history: company, title, dates and description of each entry. */
import type { ParsedWork } from '@talentgate/domain';
import { splitEntries } from './entries.js';
import { AT_WORDS, COMPANY_SUFFIXES, TITLE_WORDS, fold } from './vocabulary.js';

const isTitle = (text: string) => TITLE_WORDS.test(fold(text));
const isCompany = (text: string) => COMPANY_SUFFIXES.test(text);

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
function pieces(text: string): string[] {
  return text
    .split(/\t|\s[|·•]\s|\s[–—]\s|\s-\s/)
    .map((piece) => piece.trim())
    .filter(Boolean);
}

interface Assignment {
  title: string;
  company: string;
  /** False when no word told title and company apart and the order was guessed. */
  decided: boolean;
}

/** Title and company from an entry's header texts. */
export function titleAndCompany(header: string[], titleFirst = true): Assignment {
  for (const text of header) {
    const at = splitAt(text);
    if (at) return { title: at.title, company: withoutLocation(at.company), decided: true };
  }
  const all = header.flatMap(pieces);
  // "Title, Company" and "Company, City" are both written with a comma; a piece that had a
  // place after it is most likely the company.
  const expanded: string[] = [];
  const locatedCompanies = new Set<string>();
  for (const piece of all) {
    const [head = '', ...tail] = piece.split(/,\s+/);
    const second = tail[0];
    if (second !== undefined && isTitle(head) !== isTitle(second)) expanded.push(head, second);
    else if (tail.length > 0 && !isTitle(piece)) {
      expanded.push(head);
      locatedCompanies.add(head);
    } else expanded.push(piece);
  }
  const title =
    expanded.find((piece) => isTitle(piece) && !isCompany(piece)) ??
    expanded.find((piece) => isTitle(piece));
  const company =
    expanded.find(
      (piece) => piece !== title && (isCompany(piece) || locatedCompanies.has(piece)),
    ) ?? expanded.find((piece) => piece !== title);
  if (title !== undefined || company !== expanded[0]) {
    return {
      title: title ?? expanded.find((piece) => piece !== company) ?? '',
      company: company ?? '',
      decided: true,
    };
  }
  // Nothing tells them apart: follow the order the section's other entries use.
  const [first = '', second = ''] = expanded;
  return titleFirst
    ? { title: first, company: second, decided: false }
    : { title: second, company: first, decided: false };
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

function withoutLocation(company: string): string {
  const [head = company] = company.split(/,\s+|\s[–—|]\s|\t/);
  return head.trim();
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

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

/** Title and company from an entry's header texts. */
export function titleAndCompany(header: string[]): { title: string; company: string } {
  for (const text of header) {
    const at = splitAt(text);
    if (at) return { title: at.title, company: withoutLocation(at.company) };
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
    };
  }
  // Nothing tells them apart: titles usually come first.
  return { title: expanded[0] ?? '', company: expanded[1] ?? '' };
}

function withoutLocation(company: string): string {
  const [head = company] = company.split(/,\s+|\s[–—|]\s|\t/);
  return head.trim();
}

export function parseWork(lines: string[]): ParsedWork[] {
  return splitEntries(lines)
    .map((entry) => {
      const { title, company } = titleAndCompany(entry.header);
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

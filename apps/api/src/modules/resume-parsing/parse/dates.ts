/**
 * Date ranges in resume lines: "Jan 2019 – Present", "03/2019 - 05/2021", "2019-2021",
 * "März 2018 – heute", "sept. 2016 - dic. 2018", "since 2020". Month-and-year tokens are
 * found with one pattern for the four languages; English ones are read by chrono-node
 * (chrono's es/fr/de parsers miss most month-year forms, e.g. "März 2018" or "févr. 2015",
 * so those are read from the month table); a line without any token falls back to chrono's
 * free-form parsers (e.g. "September 5th, 2019").
 */
import * as chrono from 'chrono-node';
import { MONTHS, PRESENT_WORDS, fold } from './vocabulary.js';

export interface DateRange {
  start?: string;
  end?: string;
  current: boolean;
  /** Where the range is in the line, to remove it from the rest. */
  index: number;
  length: number;
}

/** Lower case without accents, one character per character so indices stay valid. */
function foldSameLength(text: string): string {
  let out = '';
  for (const char of text) {
    const folded = fold(char);
    out += folded.length === 1 ? folded : (char.toLowerCase()[0] ?? char);
    // Astral characters take two UTF-16 units; keep the length equal.
    if (char.length === 2) out += ' ';
  }
  return out;
}

const monthWords = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
const SEASON = '(?:spring|summer|fall|autumn|winter)';
const TOKEN = [
  `(?:${monthWords})\\.?,?\\s+(?:de\\s+|\\d{1,2},?\\s+)?${YEAR}`,
  `${SEASON}\\s+${YEAR}`,
  `(?:\\d{1,2}[./]){1,2}${YEAR}`,
  `(?:0?[1-9]|1[0-2])-${YEAR}`,
  `${YEAR}[-/](?:0[1-9]|1[0-2])(?!\\d)`,
  // MM/YY ("06/15 - Now"), only where no longer form fits.
  `(?:0[1-9]|1[0-2])/\\d{2}(?![\\d/])`,
  YEAR,
].join('|');
const present = PRESENT_WORDS.map((word) => fold(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(
  '|',
);
/** Hyphens and dashes of every width, a soft hyphen, or a word: "2019 – 2021", "2019 to 2021". */
const SEPARATOR =
  '\\s*(?:[-\\u00ad\\u2010-\\u2015~]{1,2}|to|until|till|bis|hasta|a|al|au|à|a la|→)\\s*';
const RANGE = new RegExp(
  `(?<![\\p{L}\\d])(${TOKEN})(?:${SEPARATOR}(${TOKEN}|${present}))?(?![\\p{L}\\d])`,
  'u',
);
/** "Mai – Juillet 2023", "June - December 2018": the start month takes the end's year. */
const MONTH_ONLY_RANGE = new RegExp(
  `(?<![\\p{L}\\d])(${monthWords})\\.?${SEPARATOR}((?:${monthWords})\\.?,?\\s+(?:de\\s+)?(${YEAR}))(?![\\p{L}\\d])`,
  'u',
);
const SINCE = new RegExp(
  `(?<![\\p{L}])(?:since|seit|depuis|desde)\\s+(?:(?:el|le|dem)\\s+)?(${TOKEN})(?![\\p{L}\\d])`,
  'u',
);
const PRESENT_ONLY = new RegExp(`^(?:${present})$`, 'u');

const pad = (value: number) => String(value).padStart(2, '0');

/** First and last month of a season as résumés use them (the academic year). */
const SEASONS: Record<string, [number, number]> = {
  spring: [3, 5],
  summer: [6, 8],
  fall: [9, 11],
  autumn: [9, 11],
  winter: [12, 2],
};

/** One date token as a partial ISO date. */
function readDateToken(token: string, role: 'start' | 'end' = 'start'): string | undefined {
  const text = token.trim();
  const shortYear = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(text);
  if (shortYear) {
    const yy = Number(shortYear[2]);
    return `${yy < 50 ? 2000 + yy : 1900 + yy}-${shortYear[1]}`;
  }
  const season = /^(spring|summer|fall|autumn|winter)\s+(\d{4})$/.exec(text);
  if (season?.[1] && season[2]) {
    const [first, last] = SEASONS[season[1]] ?? [1, 12];
    return `${season[2]}-${pad(role === 'start' ? first : last)}`;
  }
  const year = /(19[5-9]\d|20[0-4]\d)/.exec(text)?.[1];
  if (!year) return undefined;
  const name = /^(\p{L}+)/u.exec(text)?.[1];
  if (name) {
    if (MONTHS[name] !== undefined && /^[a-z]+$/.test(name)) {
      // English month names first through chrono, which also reads a day when given.
      const parsed = chrono.en.parse(token, new Date(Date.UTC(2000, 0, 1)))[0];
      if (parsed?.start.isCertain('month') && parsed.start.get('year') === Number(year)) {
        return `${year}-${pad(parsed.start.get('month') ?? 1)}`;
      }
    }
    const month = MONTHS[name];
    return month === undefined ? year : `${year}-${pad(month)}`;
  }
  const numeric = /^(?:(\d{1,2})[./])?(\d{1,2})[./-](\d{4})$/.exec(text);
  if (numeric) {
    const month = Number(numeric[2]);
    return month >= 1 && month <= 12 ? `${year}-${pad(month)}` : year;
  }
  const isoMonth = /^(\d{4})[-/](\d{2})$/.exec(text);
  if (isoMonth) return `${isoMonth[1]}-${isoMonth[2]}`;
  return year;
}

/** The first date range in a line, or null. A single date counts as a range without an end. */
export function findDateRange(line: string): DateRange | null {
  const folded = foldSameLength(line);
  const since = SINCE.exec(folded);
  if (since?.[1]) {
    return {
      start: readDateToken(since[1]),
      end: undefined,
      current: true,
      index: since.index,
      length: since[0].length,
    };
  }
  const monthOnly = MONTH_ONLY_RANGE.exec(folded);
  if (monthOnly?.[1] && monthOnly[2] && monthOnly[3]) {
    return {
      start: readDateToken(`${monthOnly[1]} ${monthOnly[3]}`),
      end: readDateToken(monthOnly[2]),
      current: false,
      index: monthOnly.index,
      length: monthOnly[0].length,
    };
  }
  const match = RANGE.exec(folded);
  if (match?.[1]) {
    const start = readDateToken(match[1]);
    const endText = match[2];
    const current = endText !== undefined && PRESENT_ONLY.test(endText);
    // A season alone ("Summer 2018") starts and ends with the season.
    const single =
      endText === undefined &&
      /^[a-z]+\s+\d{4}$/.test(match[1]) &&
      !MONTHS[match[1].split(/\s+/)[0] ?? ''];
    const end = single
      ? readDateToken(match[1], 'end')
      : endText === undefined || current
        ? undefined
        : readDateToken(endText, 'end');
    return { start, end, current, index: match.index, length: match[0].length };
  }
  return chronoRange(line);
}

/** Free-form dates ("September 5th, 2019 - June 30th, 2021") through chrono's parsers. */
function chronoRange(line: string): DateRange | null {
  for (const parser of [chrono.en, chrono.es, chrono.fr, chrono.de]) {
    const result = parser.parse(line, new Date(Date.UTC(2000, 0, 1)))[0];
    // A relative phrase ("for 3 months") is not a date on a résumé: a year must be written.
    if (!result?.start.isCertain('year') || !/(19|20)\d{2}/.test(result.text)) continue;
    const iso = (component: chrono.ParsedComponents) =>
      `${component.get('year')}-${pad(component.get('month') ?? 1)}`;
    return {
      start: iso(result.start),
      end: result.end?.isCertain('year') ? iso(result.end) : undefined,
      current: false,
      index: result.index,
      length: result.text.length,
    };
  }
  return null;
}

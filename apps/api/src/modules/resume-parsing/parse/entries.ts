/**
 * Entries of a work-history or education section. Each entry is anchored on a line with a
 * date range. Its header is the rest of that line plus short, non-bullet lines next to it:
 * before it when the section's first entry shows that layout ("Title / Company / dates"),
 * else after it ("dates / Title / Company", "Company  dates / Title"). Its description is
 * what follows until the next entry's header.
 */
import { findDateRange, type DateRange } from './dates.js';
import { isBullet, withoutBullet } from './lines.js';
import { isPlace } from './places.js';
import { MONTHS, fold } from './vocabulary.js';

export interface Entry {
  /** Header texts in reading order, the dates removed. */
  header: string[];
  dates: DateRange;
  description: string[];
}

const HEADER_PARTS = 2;

function isHeaderLike(line: string | undefined): line is string {
  return (
    line !== undefined &&
    line !== '' &&
    !isBullet(line) &&
    line.length <= 90 &&
    !/[.;:]$/.test(line) &&
    line.split(/\s+/).length <= 12
  );
}

/** The line without its date range and the punctuation around it. */
/** A duration beside the dates: "(3 years 4 months)", "· 3 yrs 1 mo", "(5 Jahre 3 Monate)". */
const DURATION =
  /[(·]?\s*\b\d+\s*(?:yrs?|years?|mos?|months?|jahre?n?|j\.|monate?n?|mon\.|años?|meses|mes|ans?|mois)\b\.?(?:\s*\d+\s*(?:mos?|months?|monate?n?|mon\.|meses|mes|mois)\b\.?)?\s*\)?/giu;

function withoutDates(line: string, range: DateRange): string {
  return (
    (
      line.slice(0, range.index) +
      '\t' +
      line.slice(range.index + range.length).replace(DURATION, ' ')
    )
      .replace(/\(\s*\)|\[\s*\]/g, ' ')
      .split('\t')
      .map((part) => part.replace(/^[\s,|·•–—:-]+|[\s,|·•–—:-]+$/g, ''))
      // A bracket left open by the dates' removal ("(Jan 2020 – now)" → "(").
      .map((part) =>
        (part.match(/\(/g) ?? []).length === (part.match(/\)/g) ?? []).length
          ? part
          : part.replace(/^\(\s*|\s*\)$/g, '').replace(/\s*\($/, ''),
      )
      .filter(Boolean)
      .join('\t')
  );
}

function anchorsOf(lines: string[]): { index: number; range: DateRange }[] {
  const anchors: { index: number; range: DateRange }[] = [];
  lines.forEach((line, index) => {
    if (line.length > 120 || isBullet(line)) return;
    // The end of a sentence wrapped onto its own line ("… in the district in" / "2005.").
    const previous = lines[index - 1] ?? '';
    if (/^\S+[.;,]?$/.test(line) && previous.split(/\s+/).length >= 6 && /\p{Ll}$/u.test(previous))
      return;
    const range = findDateRange(line);
    if (!range) return;
    // A date inside a sentence ("… grew revenue 30% in 2019") is not an entry's date.
    const atEdge = range.index === 0 || range.index + range.length >= line.length - 2;
    if (line.length < 60 || atEdge || line.includes('\t')) anchors.push({ index, range });
  });
  return anchors;
}

const MONTH_WORD = new RegExp(`^(?:${Object.keys(MONTHS).join('|')})\\.?$`);
const CONTINUES =
  /^(?:[–—-]|\(|present|current|now|today|heute|aujourd|actual|presente|\d+\s*(?:yrs?|years?|mos?|months?|jahre|monate|anos|meses|ans|mois)|(?:yrs?|years?|mos?|months?|jahre|monate|anos|meses|ans|mois)\b)/;

/**
 * Dates that wrap in a narrow margin column ("June 2015 –" / "September" / "2018",
 * "February 2021" / "- Present (3" / "years 4" / "months)") put back on their first line;
 * the text beside the continuation lines stays where it was.
 */
function joinStackedDates(lines: string[]): string[] {
  const out = [...lines];
  for (let index = 0; index < out.length; index += 1) {
    const [first = '', ...rest] = (out[index] ?? '').split('\t');
    const folded = fold(first).trim();
    const startsWithDate =
      /^(?:(?:since|seit|depuis|desde)\s+)?(?:\d{1,2}[./])?(?:19|20)\d{2}\b/.test(folded) ||
      MONTH_WORD.test(folded.replace(/^(?:since|seit|depuis|desde)\s+/, '').split(/\s+/)[0] ?? '');
    if (first.length > 30 || !startsWithDate) continue;
    let date = first;
    let next = index + 1;
    while (next < out.length && next <= index + 4) {
      const [piece = '', ...beside] = (out[next] ?? '').split('\t');
      const text = fold(piece).trim();
      const open =
        /[–—-]$/.test(date.trim()) ||
        (date.match(/\(/g) ?? []).length > (date.match(/\)/g) ?? []).length;
      const lastWord = fold(date).trim().split(/\s+/).at(-1) ?? '';
      const wantsYear = MONTH_WORD.test(lastWord);
      const fits =
        piece.length > 0 &&
        piece.length <= 25 &&
        (CONTINUES.test(text) ||
          ((open || wantsYear) &&
            (/^(?:19|20)\d{2}\b/.test(text) || MONTH_WORD.test(text.split(/\s+/)[0] ?? ''))));
      if (!fits) break;
      date = `${date} ${piece}`;
      out[next] = beside.join('\t');
      next += 1;
    }
    if (date !== first) out[index] = [date, ...rest].join('\t');
  }
  return out;
}

export function splitEntries(rawLines: string[]): Entry[] {
  const lines = joinStackedDates(rawLines);
  const anchors = anchorsOf(lines);
  const first = anchors[0];
  const headerBefore = first !== undefined && isHeaderLike(lines[first.index - 1]);
  const zones = anchors.map(({ index, range }, position) => {
    const previous = anchors[position - 1]?.index ?? -1;
    const next = anchors[position + 1]?.index ?? lines.length;
    const rest = withoutDates(lines[index] ?? '', range);
    const header: string[] = [];
    let start = index;
    let end = index + 1;
    // A place beside the dates ("Jan 2020 – now | Brooklyn, NY") is not a header part.
    const wanted = HEADER_PARTS - (rest && !rest.split('\t').every(isPlace) ? 1 : 0);
    if (headerBefore) {
      for (let back = index - 1; back > previous && header.length < wanted; back -= 1) {
        const line = lines[back];
        // One empty line may stand between the header and its dates (a table cell's end).
        if (line === '' && back === index - 1) continue;
        if (!isHeaderLike(line)) break;
        header.unshift(line);
        start = back;
      }
      if (rest) header.push(rest);
    } else {
      if (rest) header.push(rest);
      while (lines[end] === '' && end === index + 1 && end + 1 < next) end += 1;
      while (header.length < HEADER_PARTS && end < next && isHeaderLike(lines[end])) {
        header.push(lines[end] ?? '');
        end += 1;
      }
    }
    return { header, range, start, end };
  });
  return zones.map((zone, position) => {
    const stop = zones[position + 1]?.start ?? lines.length;
    return {
      header: zone.header,
      dates: zone.range,
      description: lines.slice(zone.end, stop).map(withoutBullet).filter(Boolean),
    };
  });
}

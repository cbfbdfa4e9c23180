/**
 * PDF text with its layout: pdf.js (through unpdf, which runs it without a worker) gives
 * positioned text runs; they are put back into lines, and a page laid out in two columns
 * (a side bar next to the main column) is read column by column instead of across.
 */
import { getDocumentProxy } from 'unpdf';

/** Resumes are short; a long file is read only this far (bounded work for hostile files). */
const MAX_PAGES = 10;

export interface TextRun {
  text: string;
  x: number;
  /** Baseline from the page bottom (PDF coordinates). */
  y: number;
  width: number;
  size: number;
}

function isTextItem(item: unknown): item is { str: string; transform: number[]; width: number } {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes ownership of the buffer it is given; a copy keeps the caller's intact.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PAGES); number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const runs: TextRun[] = [];
      for (const item of content.items) {
        if (!isTextItem(item) || item.str.trim() === '') continue;
        const [scaleX = 0, skewY = 0, , scaleY = 0, x = 0, y = 0] = item.transform;
        const size = Math.hypot(scaleY, skewY) || Math.abs(scaleX) || 10;
        runs.push({ text: item.str, x, y, width: item.width, size });
      }
      pages.push(layoutPage(runs, page.view[2] ?? 612));
    }
    return pages.join('\n\n');
  } finally {
    await pdf.destroy();
  }
}

/** Lines of one page, columns read one after the other. */
export function layoutPage(runs: TextRun[], pageWidth: number): string {
  const split = columnSplit(runs, pageWidth);
  if (split === null) return linesOf(runs).join('\n');
  // Runs crossing the gutter (a full-width header) cut the page into bands; within a band
  // the left column is read before the right one.
  const crossing = (run: TextRun) => run.x < split && run.x + run.width > split;
  const sorted = [...runs].sort((a, b) => b.y - a.y);
  const out: string[] = [];
  let band: TextRun[] = [];
  const flush = () => {
    const left = band.filter((run) => run.x < split);
    const right = band.filter((run) => run.x >= split);
    if (left.length > 0) out.push(...linesOf(left));
    if (left.length > 0 && right.length > 0) out.push('');
    if (right.length > 0) out.push(...linesOf(right));
    band = [];
  };
  for (const run of sorted) {
    if (crossing(run)) {
      flush();
      out.push(...linesOf([run]));
    } else band.push(run);
  }
  flush();
  return out.join('\n');
}

/**
 * The x of a gutter between two columns, or null for a one-column page. A gutter is an
 * empty vertical band in the middle of the page with left-aligned text on both sides: text
 * that only ends at the right margin (right-aligned dates) does not make a column.
 */
function columnSplit(runs: TextRun[], pageWidth: number): number | null {
  if (runs.length < 8) return null;
  const step = 4;
  let best: { x: number; crossing: number } | null = null;
  for (let x = pageWidth * 0.2; x <= pageWidth * 0.7; x += step) {
    const crossing = runs.filter((run) => run.x < x && run.x + run.width > x).length;
    if (best === null || crossing < best.crossing) best = { x, crossing };
  }
  if (best === null || best.crossing > runs.length * 0.1) return null;
  // Centre of the empty band around the best position.
  let from = best.x;
  let to = best.x;
  const empty = (x: number) =>
    runs.filter((run) => run.x < x && run.x + run.width > x).length <= best.crossing;
  while (from - step > 0 && empty(from - step)) from -= step;
  while (to + step < pageWidth && empty(to + step)) to += step;
  const split = (from + to) / 2;
  const left = runs.filter((run) => run.x + run.width <= split);
  const right = runs.filter((run) => run.x >= split);
  if (!isColumn(left) || !isColumn(right)) return null;
  // Dates or places set flush right beside one column are not a second column.
  const characters = (list: TextRun[]) => list.reduce((sum, run) => sum + run.text.length, 0);
  if (characters(right) < characters(runs) * 0.15 || flushRight(right)) return null;
  return split;
}

/** Most runs end at one x: text aligned to the right margin. */
function flushRight(runs: TextRun[]): boolean {
  const ends = new Map<number, number>();
  for (const run of runs) {
    const end = Math.round((run.x + run.width) / 3);
    ends.set(end, (ends.get(end) ?? 0) + 1);
  }
  return Math.max(...ends.values()) >= runs.length * 0.6;
}

/** At least four lines sharing one left edge. */
function isColumn(runs: TextRun[]): boolean {
  const lines = new Set(runs.map((run) => Math.round(run.y)));
  if (lines.size < 4) return false;
  const edges = new Map<number, number>();
  for (const run of runs) {
    const edge = Math.round(run.x / 3);
    edges.set(edge, (edges.get(edge) ?? 0) + 1);
  }
  return Math.max(...edges.values()) >= runs.length * 0.5;
}

/** Runs grouped into lines by baseline; a wide horizontal gap becomes a tab, a tall one a blank line. */
function linesOf(runs: TextRun[]): string[] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: { y: number; size: number; runs: TextRun[] }[] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - run.y) <= Math.max(2, run.size * 0.3)) {
      line.runs.push(run);
      line.size = Math.max(line.size, run.size);
    } else lines.push({ y: run.y, size: run.size, runs: [run] });
  }
  const out: string[] = [];
  let previous: { y: number; size: number } | null = null;
  for (const line of lines) {
    if (previous && previous.y - line.y > Math.max(previous.size, line.size) * 2.2) out.push('');
    const parts = line.runs.sort((a, b) => a.x - b.x);
    let text = '';
    let end = -Infinity;
    for (const run of parts) {
      const gap = run.x - end;
      if (text !== '') text += gap > run.size * 1.5 ? '\t' : gap > run.size * 0.15 ? ' ' : '';
      text += run.text;
      end = run.x + run.width;
    }
    out.push(text);
    previous = line;
  }
  return out;
}

/**
 * Reading order of a PDF page from pdf.js's positioned text runs. Runs are joined into
 * lines by baseline and cut into segments where a wide gap separates them (a date set flush
 * right, the far column). A vertical gutter that no segment crosses, with left-aligned text
 * on both sides, makes two columns: the page is then read band by band, where a segment
 * crossing the gutter (a centred name or contact line) closes a band, and within a band the
 * left column before the right one. Letter-spaced words ("J A R E D") are closed up, and
 * the largest line of a page with a name-sized title is read first.
 */

export interface TextRun {
  text: string;
  x: number;
  /** Baseline from the page bottom (PDF coordinates). */
  y: number;
  width: number;
  size: number;
}

interface Segment {
  runs: TextRun[];
  x0: number;
  x1: number;
}

interface Line {
  y: number;
  size: number;
  segments: Segment[];
}

/** A gap wider than this many font sizes separates two segments of a line. */
const SEGMENT_GAP = 1.2;

/** Runs grouped into lines by baseline, top to bottom; each line cut into segments. */
export function linesOf(runs: TextRun[]): Line[] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: { y: number; size: number; runs: TextRun[] }[] = [];
  for (const run of sorted) {
    const line = groups.find(
      (group) => Math.abs(group.y - run.y) <= Math.max(2, Math.min(group.size, run.size) * 0.35),
    );
    if (line) {
      line.runs.push(run);
      line.size = Math.max(line.size, run.size);
    } else groups.push({ y: run.y, size: run.size, runs: [run] });
  }
  groups.sort((a, b) => b.y - a.y);
  for (const group of groups) group.runs.sort((a, b) => a.x - b.x);
  const margin = marginEdge(groups);
  return groups.map((group) => {
    const parts = group.runs;
    const segments: Segment[] = [];
    for (const run of parts) {
      const last = segments.at(-1);
      const atMargin =
        margin !== null &&
        last !== undefined &&
        last.x1 < margin - 1 &&
        Math.abs(run.x - margin) <= 1.5;
      if (last && !atMargin && run.x - last.x1 <= Math.max(run.size, 6) * SEGMENT_GAP) {
        last.runs.push(run);
        last.x1 = Math.max(last.x1, run.x + run.width);
      } else segments.push({ runs: [run], x0: run.x, x1: run.x + run.width });
    }
    return { y: group.y, size: group.size, segments };
  });
}

/**
 * The left edge of the body beside a margin column (moderncv's dates, a Europass label
 * column): at least three lines have a run ending short of that edge and the next run
 * starting exactly on it. The edge then cuts a segment even where the gap is narrow.
 */
function marginEdge(groups: { runs: TextRun[] }[]): number | null {
  const votes = new Map<number, number>();
  for (const { runs } of groups) {
    for (let index = 1; index < runs.length; index += 1) {
      const before = runs[index - 1];
      const run = runs[index];
      if (!before || !run) continue;
      const gap = run.x - (before.x + before.width);
      if (gap > run.size * 0.4 && gap <= run.size * SEGMENT_GAP * 1.5) {
        const edge = Math.round(run.x);
        votes.set(edge, (votes.get(edge) ?? 0) + 1);
        break;
      }
    }
  }
  let best: [number, number] | null = null;
  for (const [edge, count] of votes) if (best === null || count > best[1]) best = [edge, count];
  if (!best || best[1] < 3) return null;
  // The body's own lines start there too: it is a column edge, not a coincidence.
  const starts = groups.filter(
    ({ runs }) => Math.abs((runs[0]?.x ?? 0) - (best?.[0] ?? 0)) <= 1.5,
  ).length;
  return starts >= 3 ? best[0] : null;
}

/** A segment's text: runs joined with a space where a gap separates them. */
function segmentText(segment: Segment): string {
  let text = '';
  let end = -Infinity;
  const gaps: number[] = [];
  for (const run of segment.runs) {
    const gap = run.x - end;
    if (text !== '') {
      gaps.push(gap);
      text += gap > run.size * 0.12 && !text.endsWith(' ') && !run.text.startsWith(' ') ? ' ' : '';
    }
    text += run.text;
    end = run.x + run.width;
  }
  return closeLetterSpacing(text, segment.runs, gaps);
}

/**
 * "J A R E D O K A F O R" → "JARED OKAFOR": a segment made of single letters is closed up;
 * its words are where the gap between two runs is clearly wider than between letters.
 */
function closeLetterSpacing(text: string, runs: TextRun[], gaps: number[]): string {
  const tokens = text.trim().split(/\s+/);
  if (
    tokens.length < 4 ||
    tokens.filter((token) => token.length === 1).length < tokens.length * 0.8
  ) {
    return text;
  }
  const typical = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0;
  let out = '';
  runs.forEach((run, index) => {
    const gap = index === 0 ? 0 : (gaps[index - 1] ?? 0);
    if (index > 0 && gaps.length > 1 && gap > typical * 1.4 + 1) out += ' ';
    out += run.text.replace(/\s+/g, (spaces) => (spaces.length > 1 ? ' ' : ''));
  });
  return out.trim();
}

function lineText(segments: Segment[]): string {
  return segments.map(segmentText).join('\t');
}

/** Lines of one page in reading order, columns read one after the other. */
export function layoutPage(runs: TextRun[], pageWidth: number): string {
  const lines = linesOf(runs);
  const split = columnSplit(lines, pageWidth);
  const out: string[] = [];
  const push = (text: string, line: Line, previous: Line | undefined) => {
    if (previous && previous.y - line.y > Math.max(previous.size, line.size) * 2.2) out.push('');
    out.push(text);
  };
  if (split === null) {
    lines.forEach((line, index) => push(lineText(line.segments), line, lines[index - 1]));
    return titleFirst(out, lines).join('\n');
  }
  let left: Line[] = [];
  let right: Line[] = [];
  const flush = () => {
    left.forEach((line, index) => push(lineText(line.segments), line, left[index - 1]));
    if (left.length > 0 && right.length > 0) out.push('');
    right.forEach((line, index) => push(lineText(line.segments), line, right[index - 1]));
    if (left.length > 0 || right.length > 0) out.push('');
    left = [];
    right = [];
  };
  // Lines above the higher column's first line (a header beside nothing) span the page.
  const topOf = (side: (segment: Segment) => boolean) =>
    Math.max(...lines.filter((line) => line.segments.some(side)).map((line) => line.y));
  const columnsTop = Math.min(
    topOf((segment) => segment.x1 <= split),
    topOf((segment) => segment.x0 >= split),
  );
  for (const line of lines) {
    // Full width: a header above the columns, or one piece of text running across the gutter
    // (a line with a piece on each side is two columns' lines, even if one overflows a little).
    const crossesGutter =
      line.segments.length === 1 &&
      line.segments[0]?.runs.some((run) => run.x < split && run.x + run.width > split);
    if (line.y > columnsTop + 1 || crossesGutter) {
      flush();
      out.push(lineText(line.segments));
      continue;
    }
    // No run crosses the gutter: a segment bridging it is cut there.
    const side = (keep: (run: TextRun) => boolean) =>
      line.segments
        .map((segment) => segment.runs.filter(keep))
        .filter((kept) => kept.length > 0)
        .map((kept) => ({
          runs: kept,
          x0: kept[0]?.x ?? 0,
          x1: Math.max(...kept.map((run) => run.x + run.width)),
        }));
    const leftSegments = side((run) => run.x < split && run.x + run.width / 2 < split);
    const rightSegments = side((run) => !(run.x < split && run.x + run.width / 2 < split));
    if (leftSegments.length > 0) left.push({ ...line, segments: leftSegments });
    if (rightSegments.length > 0) right.push({ ...line, segments: rightSegments });
  }
  flush();
  return titleFirst(out, lines).join('\n');
}

/**
 * The page's largest line, when it is much larger than the body text and short (a name):
 * read first, so a name set beside a side bar is not read after the side bar's contents.
 */
function titleFirst(out: string[], lines: Line[]): string[] {
  const sizes = lines.map((line) => line.size).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const largest = lines.reduce<Line | undefined>(
    (best, line) => (best === undefined || line.size > best.size ? line : best),
    undefined,
  );
  if (!largest || largest.size < body * 1.6) return out;
  const text = lineText(largest.segments);
  const index = out.indexOf(text);
  if (index <= 0 || text.split(/\s+/).length > 5) return out;
  return [text, ...out.slice(0, index), ...out.slice(index + 1)];
}

/**
 * The x of a gutter between two columns, or null for a one-column page. A gutter is an
 * empty vertical band with left-aligned text on both sides: text that only ends at the right
 * margin (right-aligned dates) does not make a column.
 */
function columnSplit(lines: Line[], pageWidth: number): number | null {
  const segments = lines.flatMap((line) => line.segments);
  if (segments.length < 8) return null;
  const step = 3;
  const crossingAt = (x: number) =>
    segments.filter((segment) => segment.x0 < x && segment.x1 > x).length;
  let best: { x: number; crossing: number } | null = null;
  // Only where text stands on both sides: the empty right margin of a short page is no gutter.
  const enough = Math.max(4, segments.length * 0.1);
  for (let x = pageWidth * 0.2; x <= pageWidth * 0.75; x += step) {
    const leftCount = segments.filter((segment) => segment.x1 <= x).length;
    const rightCount = segments.filter((segment) => segment.x0 >= x).length;
    if (leftCount < enough || rightCount < enough) continue;
    const crossing = crossingAt(x);
    if (best === null || crossing < best.crossing) best = { x, crossing };
  }
  if (best === null || best.crossing > Math.max(2, segments.length * 0.06)) return null;
  let from = best.x;
  let to = best.x;
  const limit = best.crossing;
  while (from - step > 0 && crossingAt(from - step) <= limit) from -= step;
  while (to + step < pageWidth && crossingAt(to + step) <= limit) to += step;
  const split = (from + to) / 2;
  const left = segments.filter((segment) => segment.x1 <= split);
  const right = segments.filter((segment) => segment.x0 >= split);
  if (!isColumn(left) || !isColumn(right)) return null;
  const characters = (list: Segment[]) =>
    list.reduce(
      (sum, segment) => sum + segment.runs.reduce((total, run) => total + run.text.length, 0),
      0,
    );
  const total = characters(segments);
  // A side bar may be short, but both sides hold real text.
  if (Math.min(characters(right), characters(left)) < Math.max(40, total * 0.02)) return null;
  // Dates or places set flush right beside one column are not a second column.
  if (flushRight(right)) return null;
  // Nor is a tabular CV's date column: its lines are dates, each beside a line of the entry.
  const leftLines = lines.filter((line) => line.segments.some((segment) => segment.x1 <= split));
  const beside = leftLines.filter((line) =>
    line.segments.some((segment) => segment.x0 >= split),
  ).length;
  const dated = left.filter((segment) =>
    /(19|20)\d{2}/.test(segment.runs.map((run) => run.text).join(' ')),
  ).length;
  if (dated >= left.length * 0.3 && beside >= leftLines.length * 0.6) return null;
  return split;
}

/** Most segments end at one x: text aligned to the right margin. */
function flushRight(segments: Segment[]): boolean {
  const ends = new Map<number, number>();
  for (const segment of segments) {
    const end = Math.round(segment.x1 / 3);
    ends.set(end, (ends.get(end) ?? 0) + 1);
  }
  return Math.max(...ends.values()) >= segments.length * 0.6;
}

/** At least four lines sharing one left edge. */
function isColumn(segments: Segment[]): boolean {
  if (segments.length < 4) return false;
  const edges = new Map<number, number>();
  for (const segment of segments) {
    const edge = Math.round(segment.x0 / 4);
    edges.set(edge, (edges.get(edge) ?? 0) + 1);
  }
  return Math.max(...edges.values()) >= Math.max(4, segments.length * 0.4);
}

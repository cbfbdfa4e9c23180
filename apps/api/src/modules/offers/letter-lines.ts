/**
 * Right-to-left text for the offer letter (decision 0049). pdfkit shapes each word through
 * fontkit (Arabic letters take their joined forms and an Arabic word is drawn right to left),
 * but it keeps the words in the order they are written, so an Arabic sentence would read
 * backwards, and it would take a line's first script for the whole line. Here a paragraph
 * with right-to-left text is cut into lines that fit, and each line into runs of one
 * direction put in the order they are seen (the Unicode bidirectional algorithm, through
 * bidi-js), each run drawn whole for fontkit to shape.
 */
import bidiImport, { type Bidi } from 'bidi-js';

// The package's types describe an ES module's default export, but Node loads its CommonJS
// build, whose export is the factory itself (and Vite its ES build): take whichever it is.
const isFactory = (value: unknown): value is () => Bidi => typeof value === 'function';
const loaded: unknown = bidiImport;
const bidi = isFactory(loaded) ? loaded() : bidiImport.default();

/** Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

export const hasRightToLeft = (text: string): boolean => RIGHT_TO_LEFT.test(text);

/** Whether the paragraph reads right to left (its first strong letter is). */
export function readsRightToLeft(text: string): boolean {
  const [paragraph] = bidi.getEmbeddingLevels(text).paragraphs;
  return paragraph !== undefined && paragraph.level % 2 === 1;
}

/** Words of the paragraph in lines no wider than `width` (a longer word has its own line). */
export function wrapWords(
  text: string,
  width: number,
  measure: (text: string) => number,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const longer = line ? `${line} ${word}` : word;
    if (line && measure(longer) > width) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The line's runs of one direction, in the order they are seen from left to right (rule L2
 * of the algorithm, applied to whole runs); each run keeps its written order, as fontkit
 * wants it: it shapes a right-to-left run and turns it round itself.
 */
export function visualRuns(line: string, rightToLeft: boolean): string[] {
  const { levels } = bidi.getEmbeddingLevels(line, rightToLeft ? 'rtl' : 'ltr');
  // Rule L4: a bracket in right-to-left text is drawn as its mirror image (the font has no
  // feature that does it), so "(name)" opens on the right.
  const mirrored = bidi.getMirroredCharactersMap(line, levels);
  const runs: { text: string; level: number }[] = [];
  for (const [index, written] of line.split('').entries()) {
    const char = mirrored.get(index) ?? written;
    const level = levels[index] ?? 0;
    const last = runs.at(-1);
    if (last?.level === level) last.text += char;
    else runs.push({ text: char, level });
  }
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level + (1 - (run.level % 2))));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < runs.length; start += 1) {
      if ((runs[start]?.level ?? 0) < level) continue;
      let end = start;
      while (end + 1 < runs.length && (runs[end + 1]?.level ?? 0) >= level) end += 1;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map((run) => run.text);
}

/**
 * DOCX text through mammoth, after the archive passed the zip-bomb guard. Mammoth's HTML
 * (not its raw text) is read so list items keep a bullet mark and table cells stay apart:
 * a one-row table used for two columns is read cell by cell, other rows with a tab
 * between cells.
 */
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { defuseZip } from '../../uploads/zip-guard.js';

export async function extractDocxText(bytes: Uint8Array): Promise<string> {
  const safe = defuseZip(bytes);
  const result = await mammoth.convertToHtml(
    { buffer: Buffer.from(safe) },
    // Images are not text; leaving them out keeps memory small.
    { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) },
  );
  // Mammoth leaves out page headers and footers, where many templates put the name and
  // contact lines: they are read first.
  return [...headerAndFooterLines(safe), '', htmlToLines(result.value)].join('\n');
}

/** Paragraph texts of the page headers and footers (tabs kept), headers first. */
function headerAndFooterLines(archive: Uint8Array): string[] {
  const parts = unzipSync(archive, {
    filter: (file) => /^word\/(header|footer)\d*\.xml$/.test(file.name),
  });
  const names = Object.keys(parts).sort((a, b) =>
    a.includes('header') === b.includes('header')
      ? a.localeCompare(b)
      : a.includes('header')
        ? -1
        : 1,
  );
  const lines: string[] = [];
  for (const name of names) {
    const part = parts[name];
    if (!part) continue;
    for (const paragraph of strFromU8(part).match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? []) {
      const text = [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
        .map((match) => (match[0] === '<w:tab/>' ? '\t' : decode(match[1] ?? '')))
        .join('')
        .trim();
      if (text && !lines.includes(text)) lines.push(text);
    }
  }
  return lines;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
};

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_all, name: string) => ENTITIES[name] ?? '');
}

/** Mammoth's HTML (well formed, text escaped) to lines. */
function htmlToLines(html: string): string {
  const rows = (table: string) =>
    [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => m[1] ?? '');
  const cells = (row: string) =>
    [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => m[1] ?? '');
  const blocks = (fragment: string) =>
    fragment
      .replace(/<li>/g, '\n• ')
      .replace(/<\/(p|h\d|li)>|<br\s*\/?>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .split('\n')
      .map((line) => decode(line).trim());
  const out: string[] = [];
  let rest = html;
  for (const match of html.matchAll(/<table>([\s\S]*?)<\/table>/g)) {
    const [before = ''] = rest.split(match[0]);
    out.push(...blocks(before));
    rest = rest.slice(before.length + match[0].length);
    const tableRows = rows(match[1] ?? '');
    for (const row of tableRows) {
      const rowCells = cells(row);
      const multiParagraph = rowCells.some((cell) => (cell.match(/<\/(p|li)>/g) ?? []).length > 1);
      const [label = '', content = ''] = rowCells;
      const labelLines = blocks(label).filter(Boolean);
      if (
        tableRows.length > 1 &&
        rowCells.length === 2 &&
        labelLines.length <= 1 &&
        multiParagraph
      ) {
        // A dated entry (Europass, a German CV): the date beside the entry's first line.
        const [head = '', ...rest] = blocks(content).filter(Boolean);
        out.push(`${labelLines[0] ?? ''}\t${head}`, ...rest, '');
      } else if (tableRows.length === 1 || multiParagraph) {
        for (const cell of rowCells) out.push(...blocks(cell), '');
      } else out.push(rowCells.map((cell) => blocks(cell).filter(Boolean).join(' ')).join('\t'));
    }
  }
  out.push(...blocks(rest));
  return out.join('\n');
}

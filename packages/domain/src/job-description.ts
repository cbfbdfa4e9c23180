/**
 * Job descriptions arrive as plain text (see the Job contract): paragraphs are separated by
 * blank lines, lines starting with "- " are list items, and short lines ending with ":" are
 * sub-headings. Parsing into blocks lets the page render real elements, never raw HTML.
 */
export type DescriptionBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/** Longer lines ending with ":" are sentences introducing a list, not headings. */
const MAX_HEADING_LENGTH = 60;
const LIST_MARKER = '- ';

/** Lines are trimmed first, so a marker with an empty item is left as a bare "-". */
function isListItem(line: string): boolean {
  return line === LIST_MARKER.trim() || line.startsWith(LIST_MARKER);
}

function isHeading(line: string): boolean {
  return line.length <= MAX_HEADING_LENGTH && line.length > 1 && line.endsWith(':');
}

export function parseDescription(text: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length > 0) blocks.push({ kind: 'list', items: list });
    list = [];
  };

  for (const rawLine of text.split(/\r\n?|\n/)) {
    const line = rawLine.trim();
    if (line === '') {
      flushParagraph();
      flushList();
    } else if (isListItem(line)) {
      flushParagraph();
      const item = line.slice(1).trim();
      if (item !== '') list.push(item);
    } else if (isHeading(line)) {
      flushParagraph();
      flushList();
      blocks.push({ kind: 'heading', text: line.slice(0, -1).trim() });
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

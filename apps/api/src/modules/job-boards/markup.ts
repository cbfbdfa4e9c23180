/**
 * Text into HTML and XML the server writes itself. Job texts are tenant content: nothing of
 * theirs is ever written unescaped, and the description's light markup (paragraphs, "- " lists,
 * "Heading:" lines, read by the same parser as the web app's) becomes elements we choose, so no
 * tag, attribute or script in a description can reach a page, a feed or a crawler.
 */
import { parseDescription } from '@talentgate/domain';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** XML 1.0 forbids some characters even escaped: C0 controls but tab and line ends, U+FFFE/F. */
function isXmlCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return code !== 0xfffe && code !== 0xffff;
}

/** Text for an HTML or XML text node or a double-quoted attribute value. */
export function escapeMarkup(text: string): string {
  return [...text]
    .filter(isXmlCharacter)
    .join('')
    .replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** A job description as HTML elements: h3 sub-headings, p paragraphs and ul lists. */
export function descriptionHtml(text: string): string {
  return parseDescription(text)
    .map((block) => {
      switch (block.kind) {
        case 'heading':
          return `<h3>${escapeMarkup(block.text)}</h3>`;
        case 'paragraph':
          return `<p>${escapeMarkup(block.text)}</p>`;
        case 'list':
          return `<ul>${block.items.map((item) => `<li>${escapeMarkup(item)}</li>`).join('')}</ul>`;
      }
    })
    .join('');
}

/**
 * JSON inside a `<script type="application/ld+json">` data block: no `<` can end the block
 * (decision 0030), and the HTML spec never runs a block of that type.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

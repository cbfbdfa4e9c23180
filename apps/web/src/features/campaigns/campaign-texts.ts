/**
 * A campaign's texts come in each of the tenant's languages (the import checks it); a page
 * in a language the file lacks shows the default language's. Rich text has no markup: blank
 * lines part paragraphs, and a paragraph whose lines start with "- " is a bulleted list.
 */
export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function textIn(
  texts: Readonly<Record<string, string>>,
  language: string,
  defaultLanguage: string,
): string {
  return texts[language] ?? texts[defaultLanguage] ?? Object.values(texts)[0] ?? '';
}

const BULLET = /^- +/;

export function richTextBlocks(text: string): TextBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part): TextBlock => {
      const lines = part.split('\n').map((line) => line.trim());
      return lines.every((line) => BULLET.test(line))
        ? { kind: 'list', items: lines.map((line) => line.replace(BULLET, '')) }
        : { kind: 'paragraph', text: lines.join(' ') };
    });
}

/**
 * PDF text with its layout: pdf.js (through unpdf, which runs it without a worker) gives
 * positioned text runs; pdf-layout.ts puts them back into lines in reading order.
 */
import { getDocumentProxy } from 'unpdf';
import { layoutPage, type TextRun } from './pdf-layout.js';

/** Resumes are short; a long file is read only this far (bounded work for hostile files). */
const MAX_PAGES = 10;

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

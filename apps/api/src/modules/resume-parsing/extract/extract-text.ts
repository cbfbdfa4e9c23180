import type { ResumeFormat } from '@talentgate/domain';
import { extractDocText } from './doc.js';
import { extractDocxText } from './docx.js';
import { extractPdfText } from './pdf.js';
import { extractRtfText } from './rtf.js';

/** The resume's text, lines separated by `\n`; a tab marks a wide gap inside a line. */
export async function extractText(bytes: Uint8Array, format: ResumeFormat): Promise<string> {
  switch (format) {
    case 'pdf':
      return extractPdfText(bytes);
    case 'docx':
      return extractDocxText(bytes);
    case 'doc':
      return extractDocText(bytes);
    case 'rtf':
      return extractRtfText(bytes);
    case 'txt':
      return new TextDecoder('utf-8').decode(bytes);
  }
}

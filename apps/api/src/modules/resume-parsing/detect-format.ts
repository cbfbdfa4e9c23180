/**
 * A resume's format is decided by its content (magic bytes), never by the client's MIME
 * claim; the file name's extension must agree with it (a renamed executable with a `.pdf`
 * name is refused). TXT has no magic bytes: it is accepted only with a text extension and
 * content that decodes as UTF-8 without control characters.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { ResumeFormat } from '@talentgate/domain';
import { isWholePdf } from '../attachments/pdf-structure.js';

const EXTENSIONS: Record<ResumeFormat, readonly string[]> = {
  pdf: ['pdf'],
  docx: ['docx'],
  doc: ['doc'],
  rtf: ['rtf'],
  txt: ['txt', 'text'],
};

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** Text without NUL or other C0 controls (tab, line feed, carriage return and form feed aside). */
export function looksLikeText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- the point is to find control characters
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

async function formatByContent(bytes: Uint8Array): Promise<ResumeFormat | 'text' | null> {
  // RTF files start with `{\rtf`; file-type knows it too, but the check is this simple.
  if (new TextDecoder('latin1').decode(bytes.subarray(0, 5)) === '{\\rtf') return 'rtf';
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'pdf') return isWholePdf(bytes) ? 'pdf' : null;
  if (type?.ext === 'docx') return 'docx';
  // Word 97–2003 files are OLE compound files; file-type names the container.
  if (type?.ext === 'cfb' || type?.ext === 'doc') return 'doc';
  if (type === undefined && looksLikeText(bytes)) return 'text';
  return null;
}

/** The resume format, or null when the content is not an allowed one or the name disagrees. */
export async function detectResumeFormat(
  bytes: Uint8Array,
  filename: string,
): Promise<ResumeFormat | null> {
  const byContent = await formatByContent(bytes);
  if (byContent === null) return null;
  const extension = extensionOf(filename);
  if (byContent === 'text') return EXTENSIONS.txt.includes(extension) ? 'txt' : null;
  return EXTENSIONS[byContent].includes(extension) ? byContent : null;
}

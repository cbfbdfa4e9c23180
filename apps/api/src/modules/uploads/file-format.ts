/**
 * What an uploaded file is, by its content (magic bytes), for every upload: attachments, held
 * and parsed resumes. The browser's MIME claim is never consulted, and the callers make the
 * file name's extension agree with what this finds, so an executable renamed `cv.pdf` is
 * refused whatever it is called. A ZIP container is bounded (zip-guard.ts) before anything
 * looks inside it.
 */
import { fileTypeFromBuffer } from 'file-type';
import { isWholePdf } from './pdf-structure.js';
import { checkZip, ZipBombError } from './zip-guard.js';

export type ContentFormat = 'pdf' | 'docx' | 'doc' | 'rtf' | 'png' | 'jpg' | 'text';

/** 'WordDocument' in UTF-16LE: the stream every Word 97-2003 file holds (not an .msi or .xls). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
const ZIP_SIGNATURE = 0x04034b50;

/** The lower-cased extension of a file name, '' without one. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** UTF-8 text without NUL or other C0 controls (tab, line feed, carriage return and form feed aside). */
function looksLikeText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- the point is to find control characters
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/**
 * The file's format by its content; null when it is none we take (or an OLE file without a
 * Word document in it). Plain text has no magic bytes: it is what is detected as nothing and
 * decodes as text. A ZIP past the bounds throws ZipBombError: it is not a format question,
 * the file is refused as unreadable.
 */
export async function formatByContent(bytes: Uint8Array): Promise<ContentFormat | null> {
  if (bytes.length === 0) return null;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length >= 4 && buffer.readUInt32LE(0) === ZIP_SIGNATURE) {
    const verdict = checkZip(buffer);
    if (!verdict.ok) throw new ZipBombError(verdict.reason);
  }
  // RTF files start with `{\rtf`; file-type knows it too, but the check is this simple.
  if (buffer.subarray(0, 5).toString('latin1') === '{\\rtf') return 'rtf';
  const type = await fileTypeFromBuffer(buffer);
  switch (type?.ext) {
    case undefined:
      return looksLikeText(buffer) ? 'text' : null;
    // Magic bytes alone make four bytes `%PDF` a PDF (issue 19).
    case 'pdf':
      return isWholePdf(buffer) ? 'pdf' : null;
    case 'docx':
    case 'png':
    case 'jpg':
      return type.ext;
    // Word 97-2003 files are OLE compound files; file-type names the container only.
    case 'cfb':
    case 'doc':
      return buffer.includes(WORD_STREAM) ? 'doc' : null;
    default:
      return null;
  }
}

/**
 * Decides an upload's format from its content and its extension together (spec 2 §5): the
 * magic bytes must name the same format the extension does, and that format must be allowed
 * for the attachment type. The browser's MIME claim is never consulted, so an executable
 * renamed `cv.pdf` is refused whatever the browser says.
 */
import { fileTypeFromBuffer } from 'file-type';
import {
  ATTACHMENT_CONTENT_TYPES,
  fileExtension,
  isAllowedExtension,
  type AttachmentExtension,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { isWholePdf } from './pdf-structure.js';
import { checkZip } from './zip-guard.js';

/** The format names file-type answers for each extension we accept. */
const DETECTED_AS: Readonly<Record<AttachmentExtension, string | null>> = {
  pdf: 'pdf',
  docx: 'docx',
  // Word 97-2003 files are OLE compound files; file-type names the container only.
  doc: 'cfb',
  rtf: 'rtf',
  png: 'png',
  jpeg: 'jpg',
  jpg: 'jpg',
  // Plain text has no magic bytes: it must be detected as nothing and read as text.
  txt: null,
};

/** 'WordDocument' in UTF-16LE: the stream every Word 97-2003 file holds (not an .msi or .xls). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** Tab, line feed, form feed and carriage return: the control characters text may hold. */
const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

function isPlainText(bytes: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // Control characters other than tab, line feeds and form feed mean binary content.
    for (const character of text) {
      const code = character.charCodeAt(0);
      if ((code < 0x20 && !ALLOWED_CONTROLS.has(code)) || code === 0x7f) return false;
    }
    return true;
  } catch {
    return false;
  }
}

export interface DetectedFormat {
  extension: AttachmentExtension;
  contentType: string;
}

export async function detectFormat(
  fileName: string,
  attachmentType: string,
  bytes: Buffer,
): Promise<DetectedFormat> {
  const extension = fileExtension(fileName);
  if (!isAllowedExtension(attachmentType, extension)) {
    throw appError('ATTACHMENT_UNSUPPORTED_FORMAT');
  }
  if (bytes.length === 0) throw appError('ATTACHMENT_INVALID_CONTENT');

  // Bound a ZIP before file-type (or anyone) inflates parts of it.
  const isZip = bytes.readUInt32LE(0) === 0x04034b50;
  if (isZip && !checkZip(bytes).ok) throw appError('ATTACHMENT_INVALID_CONTENT');

  const detected = await fileTypeFromBuffer(bytes);
  const expected = DETECTED_AS[extension];
  const matches =
    expected === null
      ? detected === undefined && isPlainText(bytes)
      : detected?.ext === expected &&
        (extension !== 'doc' || bytes.includes(WORD_STREAM)) &&
        (expected !== 'pdf' || isWholePdf(bytes));
  if (!matches) throw appError('ATTACHMENT_UNSUPPORTED_FORMAT');
  return { extension, contentType: ATTACHMENT_CONTENT_TYPES[extension] };
}

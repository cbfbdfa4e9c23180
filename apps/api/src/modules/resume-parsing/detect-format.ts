/**
 * A resume's format is decided by its content (magic bytes), never by the client's MIME
 * claim; the file name's extension must agree with it (a renamed executable with a `.pdf`
 * name is refused). TXT has no magic bytes: it is accepted only with a text extension and
 * content that decodes as UTF-8 without control characters.
 */
import type { ResumeFormat } from '@talentgate/domain';
import { extensionOf, formatByContent } from '../uploads/file-format.js';

const EXTENSIONS: Record<ResumeFormat, readonly string[]> = {
  pdf: ['pdf'],
  docx: ['docx'],
  doc: ['doc'],
  rtf: ['rtf'],
  txt: ['txt', 'text'],
};

/** The resume format, or null when the content is not an allowed one or the name disagrees. */
export async function detectResumeFormat(
  bytes: Uint8Array,
  filename: string,
): Promise<ResumeFormat | null> {
  const byContent = await formatByContent(bytes);
  if (byContent === null || byContent === 'png' || byContent === 'jpg') return null;
  const format = byContent === 'text' ? 'txt' : byContent;
  return EXTENSIONS[format].includes(extensionOf(filename)) ? format : null;
}

/**
 * Magic bytes alone make `%PDF` (four bytes) a PDF. A PDF file starts with a version header
 * (`%PDF-1.7`) and ends with an end-of-file marker (`%%EOF`, possibly followed by line ends
 * or a little padding); a file without both is not one any reader opens (issue 19).
 */
const HEADER = /^%PDF-\d\.\d/;
const END_MARKER = Buffer.from('%%EOF', 'latin1');
/** How far from the end the marker may be: some writers pad or append a little after it. */
const TAIL_BYTES = 2048;

export function isWholePdf(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!HEADER.test(buffer.subarray(0, 16).toString('latin1'))) return false;
  return buffer.subarray(Math.max(0, buffer.length - TAIL_BYTES)).includes(END_MARKER);
}

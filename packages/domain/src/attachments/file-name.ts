/**
 * Attachment names (spec 2 §5 "Attachments", §9): the name is URL-decoded with its spaces
 * restored, kept only when made of letters, digits, `- _ . ! ~ * ' ( ) %` and space, and
 * trimmed to its last 60 characters (the end holds the extension). Shared by the API, which
 * stores the name, and the web app, which shows what will be kept.
 */

export const ATTACHMENT_NAME_MAX_LENGTH = 60;

/** Letters and digits of any script: the names of es/fr/ar candidates are kept too. */
const ALLOWED_NAME = /^[\p{L}\p{N}\-_.!~*'()% ]+$/u;

/** Percent-decoding that keeps the text as it is when it is not valid percent-encoding. */
function urlDecoded(raw: string): string {
  const spaced = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * The name to keep for an uploaded file, or null when it has other characters (the caller
 * then names the file itself, see decision 0021).
 */
export function keptAttachmentName(raw: string): string | null {
  const name = urlDecoded(raw).normalize('NFC').trim();
  if (!ALLOWED_NAME.test(name)) return null;
  const characters = Array.from(name);
  const kept = characters.slice(-ATTACHMENT_NAME_MAX_LENGTH).join('').trim();
  return kept.length > 0 ? kept : null;
}

/** A file name's extension, lower-case and without the dot; '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

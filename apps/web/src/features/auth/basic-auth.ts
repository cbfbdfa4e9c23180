import { normalizeUname } from '@talentgate/domain';

/** Base64 of the UTF-8 bytes (btoa alone only takes Latin-1). */
function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The login's Basic credential (spec 1 §5): the username trimmed and lower-cased, the
 * password exactly as typed.
 */
export function basicAuthorization(username: string, password: string): string {
  return `Basic ${base64Utf8(`${normalizeUname(username)}:${password}`)}`;
}

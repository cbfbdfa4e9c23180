/**
 * The claims the event check-in page fills its form with (spec 2 §2): e-mail, first and last
 * name, read from the link's token. The browser only reads them; the server verifies the
 * token on every call, so a forged token fills a form that nothing accepts.
 */
import type { CheckInClaims } from '@talentgate/domain';

/** Spec 2 §2: names fill in 500 ms after the page shows. */
export const CHECK_IN_FILL_DELAY_MS = 500;

const COMPACT_JWS = /^[\w-]+\.([\w-]+)\.[\w-]+$/;

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

export function checkInClaims(token: string): CheckInClaims | null {
  const payload = COMPACT_JWS.exec(token)?.[1];
  if (payload === undefined) return null;
  let claims: unknown;
  try {
    claims = decodeSegment(payload);
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const email: unknown = Reflect.get(claims, 'email');
  const firstName: unknown = Reflect.get(claims, 'given_name');
  const lastName: unknown = Reflect.get(claims, 'family_name');
  if (typeof email !== 'string' || typeof firstName !== 'string' || typeof lastName !== 'string')
    return null;
  return { email, firstName, lastName };
}

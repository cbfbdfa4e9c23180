/**
 * What the unsubscribe pages read from their links (spec 1 §2, §5, §8). The browser only
 * looks: the server verifies the signature before anything changes.
 */
import { isValidUname, normalizeUname } from '../validation/uname.js';

function decodeBase64Url(part: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return null;
  try {
    const base64 = part.replaceAll('-', '+').replaceAll('_', '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** Spec 1 §5: the unsubscribe token must decode to an e-mail; null when it does not. */
export function unsubscribeTokenEmail(token: string | null): string | null {
  const parts = (token ?? '').split('.');
  if (parts.length !== 3) return null;
  const payload = decodeBase64Url(parts[1] ?? '');
  if (payload === null) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const subject: unknown = Reflect.get(claims, 'sub');
  if (typeof subject !== 'string') return null;
  const email = normalizeUname(subject);
  return isValidUname(email) ? email : null;
}

/** The preferences page's messages (spec 1 §8), by outcome; the texts live in the catalogs. */
export type ActionPreferencesOutcome = 'badRequest' | 'unsupportedMedia' | 'success' | 'failure';

export type ActionPreferencesPlan =
  | {
      kind: 'answer';
      outcome: Extract<ActionPreferencesOutcome, 'badRequest' | 'unsupportedMedia' | 'failure'>;
    }
  | { kind: 'call'; action: 'unsubscribe'; email: string; signature: string };

/**
 * `/profile/actionpreferences/?action=&email=`: a missing or unknown action is a bad request;
 * unsubscribe without an e-mail is 'unsupported media'; without our signature nothing can
 * be done for the address, which reads as the failure message.
 */
export function planActionPreferences(query: URLSearchParams): ActionPreferencesPlan {
  const action = query.get('action')?.trim().toLowerCase() ?? '';
  if (action !== 'unsubscribe') return { kind: 'answer', outcome: 'badRequest' };
  const email = query.get('email')?.trim() ?? '';
  if (email === '') return { kind: 'answer', outcome: 'unsupportedMedia' };
  const signature = query.get('signature')?.trim() ?? '';
  if (signature === '') return { kind: 'answer', outcome: 'failure' };
  return { kind: 'call', action: 'unsubscribe', email, signature };
}

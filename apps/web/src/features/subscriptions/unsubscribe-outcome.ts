import { unsubscribeTokenEmail } from '@talentgate/domain';
import { ApiError } from '../../lib/api-error';

/** The outcomes of the unsubscribe page's modal (spec 1 §2, §8). */
export type UnsubscribeOutcome = 'success' | 'failed' | 'invalidEmail';

/** Before any call: a token that does not decode to an e-mail is the invalid-e-mail outcome. */
export function tokenOutcome(token: string | null): 'invalidEmail' | null {
  return unsubscribeTokenEmail(token) === null ? 'invalidEmail' : null;
}

/** A refused token (forged, edited, expired) reads as an invalid e-mail; anything else failed. */
export function failureOutcome(error: unknown): UnsubscribeOutcome {
  return error instanceof ApiError && error.code === 'INVALID_TOKEN' ? 'invalidEmail' : 'failed';
}

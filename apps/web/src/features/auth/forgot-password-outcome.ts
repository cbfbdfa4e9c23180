import { FORGOT_PASSWORD_SENT } from '@talentgate/domain';
import { isApiError } from '../../lib/api-error';

/** The API's answer when the link was sent. */
export { FORGOT_PASSWORD_SENT };

/**
 * What the forgot-password answer means (spec 1 §4): the exact sent string is the
 * confirmation, any other answer is shown as a message, a network failure is its own state.
 */
export type ForgotPasswordOutcome =
  | { kind: 'sent' }
  | { kind: 'message'; message: string }
  | { kind: 'networkError' }
  | { kind: 'failed'; error: unknown };

export function forgotPasswordAnswer(answer: unknown): ForgotPasswordOutcome {
  if (answer === FORGOT_PASSWORD_SENT) return { kind: 'sent' };
  if (typeof answer === 'string' && answer.trim() !== '')
    return { kind: 'message', message: answer };
  return { kind: 'failed', error: answer };
}

export function forgotPasswordFailure(error: unknown): ForgotPasswordOutcome {
  if (isApiError(error) && error.code === 'NETWORK_ERROR') return { kind: 'networkError' };
  return { kind: 'failed', error };
}

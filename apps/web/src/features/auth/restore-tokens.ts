import {
  canRestoreBearer,
  canRestoreTemporary,
  TEMPORARY_RESTORE_MIN_REMAINING_MS,
  type TokenResponse,
} from '@talentgate/domain';
import { removeStored } from '../../lib/stored-session';
import { readStoredToken } from './stored-auth';

export interface RestoredTokens {
  bearer: TokenResponse | null;
  temporary: TokenResponse | null;
}

/**
 * Start-up restore rules (spec 1 §4 Session): the bearer token only with more than 8 minutes
 * left, the temporary token only on apply link pages with more than 6 minutes left. A token
 * too close to its end is removed; a fresh temporary token off an apply page is kept unused.
 */
export function restoreStoredTokens(now: number, onApplyLinkPage: boolean): RestoredTokens {
  let bearer = readStoredToken('bearerToken', now);
  if (bearer && !canRestoreBearer(bearer.expiry, now)) bearer = null;
  if (!bearer) removeStored('bearerToken');

  const stored = readStoredToken('tempToken', now);
  const temporary =
    stored && canRestoreTemporary(stored.expiry, now, onApplyLinkPage) ? stored : null;
  if (stored && stored.expiry - now <= TEMPORARY_RESTORE_MIN_REMAINING_MS) {
    removeStored('tempToken');
  }
  return { bearer, temporary };
}

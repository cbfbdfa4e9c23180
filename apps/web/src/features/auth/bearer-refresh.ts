/**
 * The bearer token refresh timer (spec 1 §4): the token is re-requested after
 * `bearerRefreshDelay` (its remaining life minus 15 or 5 minutes). A refused refresh (401,
 * 403: the session is gone) ends the session; a transient failure (network, 5xx) is retried
 * a minute later, so a blip does not sign anyone out.
 */
import { bearerRefreshDelay, type TokenResponse } from '@talentgate/domain';
import { isApiError } from '../../lib/api-error';

export const BEARER_RETRY_DELAY_MS = 60_000;

export interface BearerRefreshOptions {
  /** A restored token still worth keeping, or null to request one at once. */
  initial: TokenResponse | null;
  request: () => Promise<TokenResponse>;
  store: (token: TokenResponse) => void;
  onSessionLost: () => void;
}

function isRefusal(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

export function keepBearerFresh({ initial, request, store, onSessionLost }: BearerRefreshOptions) {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (delay: number) => {
    if (!stopped) timer = setTimeout(refresh, delay);
  };

  function refresh() {
    request().then(
      (token) => {
        if (stopped) return;
        store(token);
        schedule(bearerRefreshDelay(token.expiry, Date.now()));
      },
      (error: unknown) => {
        if (stopped) return;
        if (isRefusal(error)) onSessionLost();
        else schedule(BEARER_RETRY_DELAY_MS);
      },
    );
  }

  if (initial) schedule(bearerRefreshDelay(initial.expiry, Date.now()));
  else refresh();

  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

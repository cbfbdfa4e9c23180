import { canRestoreBearer, SSO_SESSION_CHECK_MS } from '@talentgate/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_SESSION_STORAGE_MS, readStored, touchStored } from '../../lib/stored-session';
import { requestBearerToken } from './auth-api';
import { fetchSessionStatus } from './session-api';
import { keepBearerFresh } from './bearer-refresh';
import { InactivityBanner } from './InactivityBanner';
import { watchInactivity, type ActivityKind, type InactivityWatch } from './inactivity';
import { readStoredToken, storeToken } from './stored-auth';

/** The server forgets a session after 30 idle minutes; activity tells it at most this often. */
const KEEP_ALIVE_INTERVAL_MS = 5 * 60_000;
const ACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** A stored bearer token worth keeping (more than 8 minutes left), else null. */
function usableBearer() {
  const stored = readStoredToken('bearerToken');
  return stored && canRestoreBearer(stored.expiry, Date.now()) ? stored : null;
}

interface SignedInSessionProps {
  client: string;
  uname: string;
  rememberMe: boolean;
  onSessionLost: () => void;
  onInactive: () => void;
}

/**
 * What runs while someone is signed in (spec 1 §4): the bearer token refresh, and either the
 * inactivity watch with its banner or, with remember-me, a keep-alive.
 */
export default function SignedInSession({
  client,
  uname,
  rememberMe,
  onSessionLost,
  onInactive,
}: SignedInSessionProps) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const watchRef = useRef<InactivityWatch | null>(null);
  const bannerRef = useRef<HTMLElement>(null);
  const lastTouch = useRef(0);

  /** Tells the server someone is here; a session it no longer knows is lost. */
  const touchServer = useCallback(() => {
    lastTouch.current = Date.now();
    fetchSessionStatus().then(
      (status) => {
        if (!status.authenticated || status.client !== client) onSessionLost();
        else touchStored();
      },
      () => undefined,
    );
  }, [client, onSessionLost]);

  useEffect(() => {
    lastTouch.current = Date.now();
    const refresher = keepBearerFresh({
      initial: usableBearer(),
      request: () => requestBearerToken(client, uname),
      store: (token) => {
        storeToken('bearerToken', token);
        touchStored();
      },
      onSessionLost,
    });
    return () => refresher.stop();
  }, [client, uname, onSessionLost]);

  // Single sign-on sessions are checked every 5 minutes (spec 1 §4, §9); a failed check
  // other than a timeout ends the session and asks for sign-in again (spec 1 §8).
  useEffect(() => {
    if (readStored('auth0Credentials') === undefined) return;
    const timer = setInterval(() => {
      fetchSessionStatus().then(
        (status) => {
          if (!status.authenticated || status.client !== client) onSessionLost();
        },
        (error: unknown) => console.warn('Single sign-on session check did not answer', error),
      );
    }, SSO_SESSION_CHECK_MS);
    return () => clearInterval(timer);
  }, [client, onSessionLost]);

  useEffect(() => {
    if (rememberMe) {
      const timer = setInterval(touchServer, KEEP_ALIVE_INTERVAL_MS);
      return () => clearInterval(timer);
    }
    const watch = watchInactivity({
      maxSessionMs: MAX_SESSION_STORAGE_MS,
      onWarning: setDeadline,
      onActive: () => setDeadline(null),
      onTimeout: onInactive,
    });
    watchRef.current = watch;
    const onActivity = (kind: ActivityKind) => {
      watch.activity(kind);
      if (Date.now() - lastTouch.current >= KEEP_ALIVE_INTERVAL_MS) touchServer();
    };
    // A press on the warning itself is left to its button: withdrawn at the press, the banner
    // would be gone before the click, which would then land on whatever lies beneath it.
    const onAction = (event: Event) => {
      if (event.target instanceof Node && bannerRef.current?.contains(event.target)) return;
      onActivity('action');
    };
    const onMove = () => onActivity('move');
    const options = { capture: true, passive: true };
    for (const type of ACTIONS) window.addEventListener(type, onAction, options);
    window.addEventListener('pointermove', onMove, options);
    return () => {
      watch.stop();
      watchRef.current = null;
      for (const type of ACTIONS) window.removeEventListener(type, onAction, options);
      window.removeEventListener('pointermove', onMove, options);
    };
  }, [rememberMe, onInactive, touchServer]);

  if (deadline === null) return null;
  return (
    <InactivityBanner
      sectionRef={bannerRef}
      deadline={deadline}
      onContinue={() => {
        watchRef.current?.activity();
        touchServer();
      }}
    />
  );
}

/**
 * Where a visitor's apply attempt is remembered between visits: its secret id, in this
 * browser's local storage, until the server forgets the attempt (APPLY_ATTEMPT_LIFETIME_DAYS).
 * A visitor who leaves mid-application finds their saved answers on return.
 */
const PREFIX = 'tg-apply-attempt';

export interface StoredAttempt {
  attemptId: string;
  /** Epoch milliseconds, from the server. */
  expiresAt: number;
}

function storage(): Storage | null {
  // Storage access throws when the browser blocks it (privacy settings).
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const keyOf = (client: string, flowKey: string) => `${PREFIX}:${client}:${flowKey}`;

function isStoredAttempt(value: unknown): value is StoredAttempt {
  return (
    typeof value === 'object' &&
    value !== null &&
    'attemptId' in value &&
    typeof value.attemptId === 'string' &&
    'expiresAt' in value &&
    typeof value.expiresAt === 'number'
  );
}

export function readStoredAttempt(
  client: string,
  flowKey: string,
  now = Date.now(),
): StoredAttempt | null {
  const store = storage();
  const raw = store?.getItem(keyOf(client, flowKey));
  if (!store || raw === null || raw === undefined) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = null;
  }
  if (isStoredAttempt(value) && value.expiresAt > now) return value;
  store.removeItem(keyOf(client, flowKey));
  return null;
}

export function storeAttempt(client: string, flowKey: string, attempt: StoredAttempt): void {
  try {
    storage()?.setItem(keyOf(client, flowKey), JSON.stringify(attempt));
  } catch {
    // A full storage costs only the resume on a later visit.
  }
}

export function forgetAttempt(client: string, flowKey: string): void {
  storage()?.removeItem(keyOf(client, flowKey));
}

/**
 * The final submit asked the visitor to sign in (their e-mail has an account). Kept for the
 * browser tab (sign-in may go through the login page and back), so that once signed in the
 * flow completes the same attempt without the visitor submitting again.
 */
const PENDING_PREFIX = 'tg-apply-login-pending';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function markLoginPending(client: string, flowKey: string): void {
  try {
    tabStorage()?.setItem(`${PENDING_PREFIX}:${client}:${flowKey}`, 't');
  } catch {
    // Without storage the visitor submits again after signing in.
  }
}

export function isLoginPending(client: string, flowKey: string): boolean {
  return tabStorage()?.getItem(`${PENDING_PREFIX}:${client}:${flowKey}`) === 't';
}

export function clearLoginPending(client: string, flowKey: string): void {
  tabStorage()?.removeItem(`${PENDING_PREFIX}:${client}:${flowKey}`);
}

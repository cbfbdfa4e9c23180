/**
 * Keys of the stored session values (spec 1 §3). They may live in session or local storage,
 * so clearing the session removes each key from both.
 */
export const STORED_SESSION_KEYS = [
  'credentials',
  'bearerToken',
  'tempToken',
  'oauthcredentials',
  'auth0Credentials',
  'username',
  'candidate',
  'loginRedirect',
  'remember_me',
] as const;

function storages(): Storage[] {
  // Storage access throws when the browser blocks it (privacy settings); nothing to clear then.
  const found: Storage[] = [];
  for (const read of [() => window.sessionStorage, () => window.localStorage]) {
    try {
      found.push(read());
    } catch {
      // Blocked storage holds no session.
    }
  }
  return found;
}

export function clearStoredSession(): void {
  for (const storage of storages()) {
    for (const key of STORED_SESSION_KEYS) storage.removeItem(key);
  }
}

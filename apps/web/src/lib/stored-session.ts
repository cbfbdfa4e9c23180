/**
 * Stored session values (spec 1 §3). Each value is kept as `{ stamp, data }` in session or
 * local storage and expires after the maximum session storage time, which is the server's
 * idle limit: a value older than that describes a session the server has already ended.
 * Reads drop expired values. Passwords are never stored.
 */
import { SESSION_IDLE_MINUTES } from '@talentgate/domain';

const STORED_SESSION_KEYS = [
  'credentials',
  'bearerToken',
  'tempToken',
  'oauthcredentials',
  'auth0Credentials',
  'username',
  'candidate',
  'loginRedirect',
  'remember_me',
  /** The apply flow's URL, which picks the blocked-login wording (spec 1 §4). */
  'applicationUrl',
  /** A social sign-in's profile history, until the apply flow has filled its grids with it. */
  'socialProfile',
] as const;

export type StoredSessionKey = (typeof STORED_SESSION_KEYS)[number];

export const MAX_SESSION_STORAGE_MS = SESSION_IDLE_MINUTES * 60_000;

export type StorageArea = 'session' | 'local';

interface Envelope {
  stamp: number;
  data: unknown;
}

function readArea(area: StorageArea): Storage | null {
  // Storage access throws when the browser blocks it (privacy settings).
  try {
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function storages(): Storage[] {
  return [readArea('session'), readArea('local')].filter(
    (storage): storage is Storage => storage !== null,
  );
}

function parseEnvelope(raw: string): Envelope | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !('stamp' in value) || !('data' in value)) {
    return null;
  }
  return typeof value.stamp === 'number' ? { stamp: value.stamp, data: value.data } : null;
}

interface WriteOptions {
  area?: StorageArea;
  now?: number;
}

/** Stores a value with today's stamp, in one storage area only. */
export function writeStored(
  key: StoredSessionKey,
  data: unknown,
  { area = 'session', now = Date.now() }: WriteOptions = {},
): void {
  const target = readArea(area);
  if (!target) return;
  readArea(area === 'session' ? 'local' : 'session')?.removeItem(key);
  try {
    target.setItem(key, JSON.stringify({ stamp: now, data } satisfies Envelope));
  } catch {
    // A full storage only costs the value; the server still holds the session.
  }
}

interface ReadOptions {
  now?: number;
  maxAgeMs?: number;
}

/** The stored data, or undefined when absent, unreadable or expired (expired ones are removed). */
export function readStored(
  key: StoredSessionKey,
  { now = Date.now(), maxAgeMs = MAX_SESSION_STORAGE_MS }: ReadOptions = {},
): unknown {
  for (const storage of storages()) {
    const raw = storage.getItem(key);
    if (raw === null) continue;
    const envelope = parseEnvelope(raw);
    if (envelope && now - envelope.stamp <= maxAgeMs) return envelope.data;
    storage.removeItem(key);
  }
  return undefined;
}

export function removeStored(key: StoredSessionKey): void {
  for (const storage of storages()) storage.removeItem(key);
}

/**
 * Renews the stamp of every live value. Called whenever the server confirms the session, so
 * the stored values live exactly as long as the session they belong to.
 */
export function touchStored(now = Date.now()): void {
  for (const storage of storages()) {
    for (const key of STORED_SESSION_KEYS) {
      const raw = storage.getItem(key);
      if (raw === null) continue;
      const envelope = parseEnvelope(raw);
      if (envelope && now - envelope.stamp <= MAX_SESSION_STORAGE_MS) {
        storage.setItem(key, JSON.stringify({ stamp: now, data: envelope.data }));
      } else {
        storage.removeItem(key);
      }
    }
  }
}

/** Removes the given session values (all of them by default) from both storages. */
export function clearStoredSession(keys: readonly StoredSessionKey[] = STORED_SESSION_KEYS): void {
  for (const storage of storages()) {
    for (const key of keys) storage.removeItem(key);
  }
}

/**
 * Where sign-in leads (spec 1 §2, §4): `LCPCaller=CFM` always to /profile/; otherwise the
 * saved return path (applyCaller, LCPCaller and micrositeCaller name the flows that save
 * one), else /profile/.
 */

/** Only paths of this site: no scheme, no protocol-relative `//host`, no backslash tricks. */
export function isSafeReturnPath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\s\\]/.test(value);
}

export function signInTarget(query: URLSearchParams, savedPath: unknown, profilePath: string) {
  if (query.get('LCPCaller') === 'CFM') return profilePath;
  return isSafeReturnPath(savedPath) ? savedPath : profilePath;
}

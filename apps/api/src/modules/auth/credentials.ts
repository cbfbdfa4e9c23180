/** Reads sign-in credentials: HTTP Basic first (spec 1 §7), else the JSON body. */
export interface Credentials {
  username: string;
  password: string;
}

export function readCredentials(
  authorization: string | undefined,
  body: { username?: string; password?: string } | undefined,
): Credentials {
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    if (separator >= 0) {
      return { username: decoded.slice(0, separator), password: decoded.slice(separator + 1) };
    }
  }
  return { username: body?.username ?? '', password: body?.password ?? '' };
}

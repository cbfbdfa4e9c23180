/**
 * What a failed query says about its cause, for the error handler: a value the database
 * refused (SQLSTATE class 22, data exception: out of range, bad encoding, bad format), which
 * is the caller's input; or the database not answering in time or not at all, which is ours
 * but passing (503); or anything else (a bug: 500). Drizzle wraps the driver's error in
 * `cause`.
 */
export type DatabaseFailure = 'bad-value' | 'unavailable' | null;

/** node-postgres's own messages when a connection or a query runs out of time or breaks. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Connection terminated',
  'connect ECONNREFUSED',
];

function sqlState(error: object): string | null {
  const code: unknown = Reflect.get(error, 'code');
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

export function databaseFailureOf(error: unknown, depth = 0): DatabaseFailure {
  if (typeof error !== 'object' || error === null || depth > 4) return null;
  const state = sqlState(error);
  if (state?.startsWith('22')) return 'bad-value';
  // 57014 statement timeout or cancel, 57P0x shutdown, 08xxx connection, 53300 too many.
  if (state && (state === '57014' || /^(57P0|08|533)/.test(state))) return 'unavailable';
  const message: unknown = Reflect.get(error, 'message');
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) {
    return 'unavailable';
  }
  return databaseFailureOf(Reflect.get(error, 'cause'), depth + 1);
}

/** A command-line tool was called wrongly: the message says how, the tool prints its usage. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

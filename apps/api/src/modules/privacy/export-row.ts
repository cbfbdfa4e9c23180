/**
 * Presents a stored row for the candidate's data export: JSON values, dates as ISO strings,
 * and never a secret. Columns named like secrets (password and token hashes, the SSN the
 * spec says no call returns) are dropped for every table, on top of a table's own `omit`
 * list, so a secret column added later is not exported by default.
 */
const SECRET_COLUMN = /hash|secret|password|^ssn$/i;

function exportValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value;
}

export function exportRow(
  row: Record<string, unknown>,
  omit: readonly string[] = [],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !SECRET_COLUMN.test(key) && !omit.includes(key))
      .map(([key, value]) => [key, exportValue(value)]),
  );
}

/**
 * E-mails we sent may carry link secrets (a reset or erasure link still valid); the export
 * keeps the text and removes the secret, so a leaked export file opens nothing.
 */
export function withoutLinkSecrets(text: string): string {
  return text.replace(/([?&]token=)[^\s&]+/g, '$1[removed]');
}

/** Largest id the API accepts in a path (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** Reads a positive integer id from a path segment or query value; null when it is not one. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

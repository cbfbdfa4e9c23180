/**
 * Looks for personal values anywhere in the database: every text, JSON, array and bytea
 * (stored file) column of every table in the public schema (found from the catalogue, so
 * tables added later are scanned too). Used by the erasure tests.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';

export interface Finding {
  table: string;
  column: string;
  value: string;
}

/** The rows of a raw `execute` answer, which drizzle types as unknown on the shared Database type. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows: unknown =
    typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : null;
  if (!Array.isArray(rows)) throw new Error('query result without rows');
  return rows.filter(
    (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
  );
}

const SCANNED_TYPES = ['text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'bytea'];

/**
 * Whether a column holds the value. Text-like columns are compared as text, ignoring case.
 * Bytes (a bytea cast to text is hex, which would never match) are searched for the value's
 * UTF-8 bytes, and, ignoring case, in their escaped form, where printable ASCII stays as is.
 */
function holds(column: string, type: string, value: string): SQL {
  const target = sql.identifier(column);
  const pattern = `%${value}%`;
  if (type !== 'bytea') return sql`${target}::text ilike ${pattern}`;
  return sql`(position(convert_to(${value}::text, 'UTF8') in ${target}) > 0 or encode(${target}, 'escape') ilike ${pattern})`;
}

export async function findPersonalValues(
  db: Database,
  values: readonly string[],
): Promise<Finding[]> {
  const columns = rowsOf(
    await db.execute(sql`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public' and data_type in ${SCANNED_TYPES}
      order by table_name, column_name`),
  );
  const findings: Finding[] = [];
  for (const column of columns) {
    const table = String(column['table_name']);
    const name = String(column['column_name']);
    const type = String(column['data_type']);
    for (const value of values) {
      const hits = rowsOf(
        await db.execute(
          sql`select count(*)::int as hits from ${sql.identifier(table)} where ${holds(name, type, value)}`,
        ),
      );
      if (Number(hits[0]?.['hits'] ?? 0) > 0) findings.push({ table, column: name, value });
    }
  }
  return findings;
}

/** How many rows a table has for a candidate (every candidate-keyed table has candidate_id). */
export async function countCandidateRows(
  db: Database,
  table: string,
  candidateId: number,
): Promise<number> {
  const rows = rowsOf(
    await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where candidate_id = ${candidateId}`,
    ),
  );
  return Number(rows[0]?.['n'] ?? 0);
}

/**
 * Loads one country's postal codes: the country's rows are replaced whole, in one
 * transaction, and the data set they came from is recorded. Running it again with the same
 * data leaves the same rows, so imports and the start-up load are idempotent.
 */
import { eq, sql } from 'drizzle-orm';
import { postalCodeKey } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { postalCodes, postalCodeSources } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';

export interface PostalCodeRow {
  countryCode: string;
  postalCode: string;
  placeName: string;
  adminName1: string;
  adminCode1: string;
  adminName2: string;
  adminCode2: string;
  adminName3: string;
  adminCode3: string;
  latitude: number;
  longitude: number;
  accuracy: number | null;
}

/** Rows per INSERT. Each column travels as one array parameter, so a batch costs 12. */
const BATCH = 10_000;

/** Serialises loads of postal codes across processes sharing one database. */
const LOAD_LOCK = 7_340_001;

/**
 * One INSERT … SELECT FROM unnest(arrays): a column per parameter instead of a parameter per
 * value, which loads the 42,000 US codes in about a second instead of ten on PGlite.
 */
async function insertRows(tx: Database, rows: readonly PostalCodeRow[]): Promise<void> {
  // sql.param keeps an array one parameter (a bare array would become a list of them).
  const column = <T>(pick: (row: PostalCodeRow) => T) => sql.param(rows.map(pick));
  await tx.execute(sql`
    insert into ${postalCodes} (
      country_code, postal_code, postal_code_key, place_name, admin_name1, admin_code1,
      admin_name2, admin_code2, admin_name3, admin_code3, latitude, longitude, accuracy
    )
    select * from unnest(
      ${column((row) => row.countryCode)}::text[],
      ${column((row) => row.postalCode)}::text[],
      ${column((row) => postalCodeKey(row.postalCode))}::text[],
      ${column((row) => row.placeName)}::text[],
      ${column((row) => row.adminName1)}::text[],
      ${column((row) => row.adminCode1)}::text[],
      ${column((row) => row.adminName2)}::text[],
      ${column((row) => row.adminCode2)}::text[],
      ${column((row) => row.adminName3)}::text[],
      ${column((row) => row.adminCode3)}::text[],
      ${column((row) => row.latitude)}::double precision[],
      ${column((row) => row.longitude)}::double precision[],
      ${column((row) => row.accuracy)}::integer[]
    )`);
}

export async function replacePostalCodes(
  db: Database,
  countryCode: string,
  source: string,
  rows: readonly PostalCodeRow[],
): Promise<number> {
  if (rows.some((row) => row.countryCode !== countryCode)) {
    throw new Error(`every row must belong to ${countryCode}`);
  }
  return transaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`);
    await tx.delete(postalCodes).where(eq(postalCodes.countryCode, countryCode));
    for (let start = 0; start < rows.length; start += BATCH) {
      await insertRows(tx, rows.slice(start, start + BATCH));
    }
    const record = { source, rowCount: rows.length, importedAt: new Date() };
    await tx
      .insert(postalCodeSources)
      .values({ countryCode, ...record })
      .onConflictDoUpdate({ target: postalCodeSources.countryCode, set: record });
    return rows.length;
  });
}

/** Where a country's postal codes came from, if any are loaded. */
export async function postalCodeSource(db: Database, countryCode: string): Promise<string | null> {
  const [row] = await db
    .select({ source: postalCodeSources.source })
    .from(postalCodeSources)
    .where(eq(postalCodeSources.countryCode, countryCode));
  return row?.source ?? null;
}

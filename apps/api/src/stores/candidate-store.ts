/**
 * A new candidate as the flows create them, with the rows every new candidate gets: the
 * 'created' activity and the form record of the stream they came through. These run for
 * every application, so each is built once per connection (built-once.ts).
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { builtOncePer, builtOncePerColumns, driverEncoded } from '../db/built-once.js';
import type { Database } from '../db/client.js';
import { candidateActivities, candidateFormRecords, candidates } from '../db/schema.js';

export type CandidateRow = typeof candidates.$inferSelect;
export type NewCandidate = typeof candidates.$inferInsert;
type CandidateColumn = keyof NewCandidate;

const candidateColumns = getTableColumns(candidates);
const isCandidateColumn = (key: string): key is CandidateColumn =>
  Object.hasOwn(candidateColumns, key) && key !== 'id';

/**
 * The INSERT of the columns a new candidate has values for (the rest take their defaults),
 * built once per set of columns: of every statement of an application, drizzle took the
 * longest to build this one.
 */
const insertStatement = builtOncePerColumns(
  'insert_candidate',
  (db, columns: readonly CandidateColumn[], name) => {
    const values: PgInsertValue<typeof candidates> = {
      tenantId: driverEncoded('tenantId'),
      uname: driverEncoded('uname'),
      email: driverEncoded('email'),
    };
    for (const column of columns) values[column] = driverEncoded(column);
    return db.insert(candidates).values(values).onConflictDoNothing().returning().prepare(name);
  },
);

/** The new candidate; null when the username exists in the tenant (or a concurrent one won). */
export async function insertCandidate(
  db: Database,
  candidate: NewCandidate,
): Promise<CandidateRow | null> {
  const columns = Object.keys(candidate)
    .filter(isCandidateColumn)
    .filter((column) => candidate[column] !== undefined);
  const [row] = await insertStatement(db, columns).execute(candidate);
  return row ?? null;
}

export type ActivityRow = typeof candidateActivities.$inferSelect;

export type NewActivityRow = {
  tenantId: number;
  candidateId: number;
  contextType: string;
  type: string;
  status: string;
  activityData: string;
  /** Null: now. */
  createdDatetime: Date | null;
  completedDatetime: Date | null;
};

const activityStatement = builtOncePer((db) =>
  db
    .insert(candidateActivities)
    .values({
      tenantId: sql.placeholder('tenantId'),
      candidateId: sql.placeholder('candidateId'),
      contextType: sql.placeholder('contextType'),
      type: sql.placeholder('type'),
      status: sql.placeholder('status'),
      activityData: sql.placeholder('activityData'),
      createdDatetime: sql`coalesce(${sql.placeholder('createdDatetime')}, now())`,
      // May be null, which the column's date encoder does not take.
      completedDatetime: driverEncoded('completedDatetime'),
    })
    .returning()
    .prepare('insert_activity'),
);

export async function insertActivity(db: Database, activity: NewActivityRow): Promise<ActivityRow> {
  const [row] = await activityStatement(db).execute(activity);
  if (!row) throw new Error('activity not added');
  return row;
}

export type FormRecordRow = typeof candidateFormRecords.$inferSelect;

export type NewFormRecordRow = {
  tenantId: number;
  candidateId: number;
  applyStreamId: string;
  hostUrl: string | null;
  wpLandingPageId: string | null;
  eventId: string | null;
};

const formRecordStatement = builtOncePer((db) =>
  db
    .insert(candidateFormRecords)
    .values({
      tenantId: sql.placeholder('tenantId'),
      candidateId: sql.placeholder('candidateId'),
      applyStreamId: sql.placeholder('applyStreamId'),
      hostUrl: sql.placeholder('hostUrl'),
      wpLandingPageId: sql.placeholder('wpLandingPageId'),
      eventId: sql.placeholder('eventId'),
    })
    .returning()
    .prepare('insert_form_record'),
);

export async function insertFormRecord(
  db: Database,
  record: NewFormRecordRow,
): Promise<FormRecordRow> {
  const [row] = await formRecordStatement(db).execute(record);
  if (!row) throw new Error('form record not added');
  return row;
}

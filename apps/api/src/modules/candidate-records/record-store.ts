/**
 * Candidate records of every kind, always within the owner: the tenant and the candidate.
 * A record of another candidate or tenant is not found, whatever its id.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CandidateRecordKind } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { candidateRecords } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';

export type RecordRow = typeof candidateRecords.$inferSelect;

export interface RecordOwner {
  tenantId: number;
  candidateId: number;
}

const owned = (owner: RecordOwner, kind: CandidateRecordKind) =>
  and(
    eq(candidateRecords.tenantId, owner.tenantId),
    eq(candidateRecords.candidateId, owner.candidateId),
    eq(candidateRecords.kind, kind.kind),
  );

export async function addRecord(
  db: Database,
  owner: RecordOwner,
  kind: CandidateRecordKind,
  fields: Record<string, string>,
): Promise<RecordRow> {
  const [row] = await db
    .insert(candidateRecords)
    .values({ ...owner, kind: kind.kind, fields })
    .returning();
  if (!row) throw new Error('record not added');
  return row;
}

/**
 * Adds records of any kinds in one statement (the grids' rows at the end of a flow). The rows
 * go as two arrays, unnested in order, so the text is the same for any number of rows: the
 * server prepares it once per connection, and drizzle's insert builder (the dearest part of
 * a multi-row insert here) is not needed.
 */
export async function addRecords(
  db: Database,
  owner: RecordOwner,
  records: readonly { kind: CandidateRecordKind; fields: Record<string, string> }[],
): Promise<number> {
  if (records.length === 0) return 0;
  const kinds = records.map(({ kind }) => kind.kind);
  const fields = records.map((record) => JSON.stringify(record.fields));
  await db.execute(sql`
    insert into ${candidateRecords} (tenant_id, candidate_id, kind, fields)
    select ${owner.tenantId}::integer, ${owner.candidateId}::integer, answered.kind, answered.fields
    from unnest(${sql.param(kinds)}::text[], ${sql.param(fields)}::jsonb[])
      with ordinality as answered(kind, fields, position)
    order by answered.position`);
  return records.length;
}

/** Replaces the fields of an owned record (the grid row as edited). */
export async function updateRecord(
  db: Database,
  owner: RecordOwner,
  kind: CandidateRecordKind,
  id: number,
  fields: Record<string, string>,
): Promise<RecordRow> {
  const [row] = await db
    .update(candidateRecords)
    .set({ fields, updatedAt: new Date() })
    .where(and(owned(owner, kind), eq(candidateRecords.id, id)))
    .returning();
  if (!row) throw appError('RECORD_NOT_FOUND');
  return row;
}

export async function deleteRecord(
  db: Database,
  owner: RecordOwner,
  kind: CandidateRecordKind,
  id: number,
): Promise<void> {
  const deleted = await db
    .delete(candidateRecords)
    .where(and(owned(owner, kind), eq(candidateRecords.id, id)))
    .returning({ id: candidateRecords.id });
  if (deleted.length === 0) throw appError('RECORD_NOT_FOUND');
}

export async function listRecords(
  db: Database,
  owner: RecordOwner,
  kind: CandidateRecordKind,
): Promise<RecordRow[]> {
  return db
    .select()
    .from(candidateRecords)
    .where(owned(owner, kind))
    .orderBy(asc(candidateRecords.id));
}

/** Deletes all of the candidate's records of a kind; answers how many there were. */
export async function deleteAllRecords(
  db: Database,
  owner: RecordOwner,
  kind: CandidateRecordKind,
): Promise<number> {
  const deleted = await db
    .delete(candidateRecords)
    .where(owned(owner, kind))
    .returning({ id: candidateRecords.id });
  return deleted.length;
}

/** The record as calls answer it: its kind's id field, the candidate and the fields. */
export function presentRecord(kind: CandidateRecordKind, row: RecordRow): Record<string, unknown> {
  return { ...row.fields, [kind.idField]: row.id, candidateId: row.candidateId };
}

/**
 * Requisitions as every application reads them: by id within the tenant, and with the apply
 * stream an attempt for it starts on. Built once per connection (built-once.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { builtOncePer } from '../db/built-once.js';
import type { Database } from '../db/client.js';
import { applyStreams, requisitions } from '../db/schema.js';

export type RequisitionRow = typeof requisitions.$inferSelect;
type StreamRow = typeof applyStreams.$inferSelect;

const requisitionQuery = builtOncePer((db) =>
  db
    .select()
    .from(requisitions)
    .where(
      and(
        eq(requisitions.tenantId, sql.placeholder('tenantId')),
        eq(requisitions.id, sql.placeholder('requisitionId')),
      ),
    )
    .limit(1)
    .prepare('find_requisition'),
);

/** The tenant's requisition; null for another tenant's or an unknown id. */
export async function findRequisitionRow(
  db: Database,
  tenantId: number,
  requisitionId: number,
): Promise<RequisitionRow | null> {
  const [row] = await requisitionQuery(db).execute({ tenantId, requisitionId });
  return row ?? null;
}

const requisitionStreamQuery = builtOncePer((db) =>
  db
    .select({
      status: requisitions.status,
      applyStreamId: requisitions.applyStreamId,
      stream: applyStreams,
    })
    .from(requisitions)
    .leftJoin(
      applyStreams,
      and(
        eq(applyStreams.tenantId, sql.placeholder('tenantId')),
        eq(
          applyStreams.id,
          sql`coalesce(${sql.placeholder('namedStreamId')}::integer, ${requisitions.applyStreamId})`,
        ),
      ),
    )
    .where(
      and(
        eq(requisitions.tenantId, sql.placeholder('tenantId')),
        eq(requisitions.id, sql.placeholder('requisitionId')),
      ),
    )
    .limit(1)
    .prepare('requisition_stream'),
);

export interface RequisitionStream {
  status: string;
  /** The requisition's own stream id (null: it has none). */
  applyStreamId: number | null;
  /** Its stream, or the tenant's stream named with it; null when there is none. */
  stream: StreamRow | null;
}

/** The requisition's status and the stream an attempt for it starts on; null when unknown. */
export async function findRequisitionStream(
  db: Database,
  tenantId: number,
  requisitionId: number,
  namedStreamId: number | null,
): Promise<RequisitionStream | null> {
  const [found] = await requisitionStreamQuery(db).execute({
    tenantId,
    requisitionId,
    namedStreamId,
  });
  return found ?? null;
}

/**
 * The audit log of staff writes (issue 20): every staff service writes an entry in the
 * transaction of its change (both are kept or neither), naming who, what, which entity and
 * its state before and after. Entries hold ids, statuses and settings, not what a candidate
 * wrote or a note's text, so the log keeps no candidate's personal data (privacy registry).
 */
import type { Database } from '../../db/client.js';
import { staffAuditLog } from '../../db/schema.js';

export interface AuditActor {
  tenantId: number;
  staffUserId: number;
  name: string;
}

export interface AuditEntryInput {
  /** Verb-first, dotted: `requisition.create`, `application.status`, `role.update`. */
  action: string;
  entityType: string;
  entityId: number | string | null;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(
  db: Database,
  actor: AuditActor,
  entry: AuditEntryInput,
  now = new Date(),
): Promise<void> {
  await db.insert(staffAuditLog).values({
    tenantId: actor.tenantId,
    staffUserId: actor.staffUserId,
    staffName: actor.name,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: now,
  });
}

import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import type { ApplicationRow } from '../../stores/application-store.js';

type Owner = { tenantId: number; candidateId: number };

const ownedBy = (owner: Owner) => [
  eq(applications.tenantId, owner.tenantId),
  eq(applications.candidateId, owner.candidateId),
];

/** The candidate's own application by id; anyone else's is not found. */
export async function findOwnApplication(
  db: Database,
  owner: Owner,
  applicationId: number,
): Promise<ApplicationRow> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(...ownedBy(owner), eq(applications.id, applicationId)))
    .limit(1);
  if (!row) throw appError('APPLICATION_NOT_FOUND');
  return row;
}

/** The owner's application to the requisition (its id and date), or null. */
export async function findApplicationTo(
  db: Database,
  owner: Owner,
  requisitionId: number,
): Promise<{ id: number; applyDate: Date } | null> {
  const [row] = await db
    .select({ id: applications.id, applyDate: applications.applyDate })
    .from(applications)
    .where(and(...ownedBy(owner), eq(applications.requisitionId, requisitionId)))
    .limit(1);
  return row ?? null;
}

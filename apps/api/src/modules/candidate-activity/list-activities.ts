import { and, desc, eq } from 'drizzle-orm';
import type { ActivityUpdate } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { candidateActivities } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import type { Owner } from '../auth/signed-in-owner.js';

const ownedBy = (owner: Owner) => [
  eq(candidateActivities.tenantId, owner.tenantId),
  eq(candidateActivities.candidateId, owner.candidateId),
];

/**
 * Every activity of the candidate, newest first. The feed's own rules (removed items, bad
 * file names, 7 shown) are applied where it is shown, from packages/domain.
 */
export function listActivities(db: Database, owner: Owner) {
  return db
    .select()
    .from(candidateActivities)
    .where(and(...ownedBy(owner)))
    .orderBy(desc(candidateActivities.createdDatetime), desc(candidateActivities.id));
}

/** Update candidate activity (spec 1 §4): takes the sent fields and completes it now. */
export async function updateActivity(
  db: Database,
  owner: Owner,
  update: ActivityUpdate,
  now = new Date(),
) {
  const [row] = await db
    .update(candidateActivities)
    .set({
      type: update.type,
      status: update.status,
      activityData: update.activityData,
      completedDatetime: now,
    })
    .where(and(...ownedBy(owner), eq(candidateActivities.id, update.activityId)))
    .returning();
  if (!row) throw appError('ACTIVITY_NOT_FOUND');
  return row;
}

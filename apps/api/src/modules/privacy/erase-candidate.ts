/**
 * Erases a candidate's personal data in one transaction: rows of registered tables are
 * deleted (or kept when they hold no personal data, see candidate-data.ts), with the rows
 * that hang from them, attachment bytes included (the PostgreSQL file store), e-mails and
 * sign-in failures under their addresses deleted, referrals to them cut, and the candidate
 * row anonymised. Sessions and link secrets go too, so they are signed out everywhere and
 * every e-mailed link stops working. The erasure is recorded as done.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { candidates, erasureRequests, loginFailures, outboxEmails } from '../../db/schema.js';
import type { Owner } from '../auth/signed-in-owner.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { anonymisedCandidate } from './anonymise-candidate.js';
import { candidateAddresses } from './candidate-addresses.js';
import { CANDIDATE_TABLES, DEPENDENT_TABLES } from './candidate-data.js';
import { latestErasure, OPEN_STATUSES } from './erasure-status.js';
import { transaction } from '../../db/transaction.js';
import { forgetCandidateAttempts } from '../../stores/attempt-store.js';

export type ErasureOrigin = 'candidate' | 'retention';

/**
 * Deletes the candidate's rows by the registry's rules: dependent rows first, since they are
 * found through their parent rows (attachment bytes through the attachments' storage keys),
 * then the rows of the candidate tables whose rule is delete (cascading to their dependents).
 */
async function deleteRegisteredRows(tx: Database, owner: Owner): Promise<void> {
  for (const entry of DEPENDENT_TABLES) {
    if (entry.erase.action === 'delete') await entry.erase.remove(tx, owner);
  }
  for (const entry of CANDIDATE_TABLES) {
    if (entry.erase.action !== 'delete') continue;
    await tx
      .delete(entry.table)
      .where(and(eq(entry.tenantId, owner.tenantId), eq(entry.candidateId, owner.candidateId)));
  }
}

/** Returns false when there was nothing to erase (unknown, or erased before). */
export async function eraseCandidate(
  db: Database,
  tenant: Pick<Tenant, 'id'>,
  candidateId: number,
  origin: ErasureOrigin,
  now = new Date(),
): Promise<boolean> {
  return transaction(db, async (tx) => {
    const [candidate] = await tx
      .select()
      .from(candidates)
      .where(and(eq(candidates.tenantId, tenant.id), eq(candidates.id, candidateId)))
      .for('update');
    if (!candidate) return false;
    if ((await latestErasure(tx, tenant.id, candidateId))?.status === 'done') return false;

    await deleteRegisteredRows(tx, { tenantId: tenant.id, candidateId });
    // Their attempts are gone: this process keeps no copy of their answers either.
    forgetCandidateAttempts(tenant.id, candidateId);
    const addresses = candidateAddresses(candidate);
    await tx
      .delete(outboxEmails)
      .where(
        and(
          eq(outboxEmails.tenantId, tenant.id),
          inArray(sql`lower(${outboxEmails.recipient})`, addresses),
        ),
      );
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.tenantId, tenant.id), inArray(loginFailures.uname, addresses)));
    await tx
      .update(candidates)
      .set({ sponsorCandidateId: null })
      .where(
        and(eq(candidates.tenantId, tenant.id), eq(candidates.sponsorCandidateId, candidateId)),
      );
    await tx
      .update(candidates)
      .set(anonymisedCandidate(candidateId, now))
      .where(eq(candidates.id, candidateId));

    const [open] = await tx
      .update(erasureRequests)
      .set({
        status: 'done',
        confirmedAt: sql`coalesce(${erasureRequests.confirmedAt}, ${now.toISOString()}::timestamptz)`,
        doneAt: now,
      })
      .where(
        and(
          eq(erasureRequests.tenantId, tenant.id),
          eq(erasureRequests.candidateId, candidateId),
          inArray(erasureRequests.status, [...OPEN_STATUSES]),
        ),
      )
      .returning({ id: erasureRequests.id });
    if (!open) {
      await tx.insert(erasureRequests).values({
        tenantId: tenant.id,
        candidateId,
        origin,
        status: 'done',
        requestedAt: now,
        confirmedAt: now,
        doneAt: now,
      });
    }
    return true;
  });
}

/**
 * Terms-and-policy opt-in (spec 1 §3 "Opt-in", §2 GDPR prompt, §7 "Terms opt-in"). A
 * candidate opts in once: a repeated opt-in answers the recorded one and changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { OptIn } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { candidateOptins } from '../../db/schema.js';

type OptInRow = typeof candidateOptins.$inferSelect;

export async function findOptIn(
  db: Database,
  tenantId: number,
  candidateId: number,
): Promise<OptInRow | null> {
  const [row] = await db
    .select()
    .from(candidateOptins)
    .where(
      and(eq(candidateOptins.tenantId, tenantId), eq(candidateOptins.candidateId, candidateId)),
    )
    .limit(1);
  return row ?? null;
}

/** Records the opt-in unless there is one; `created` says whether this call recorded it. */
export async function recordOptIn(
  db: Database,
  tenantId: number,
  candidateId: number,
  consent: { consentDate: number; termsAndPolicy: string | null },
): Promise<{ row: OptInRow; created: boolean }> {
  const [inserted] = await db
    .insert(candidateOptins)
    .values({
      tenantId,
      candidateId,
      consentDate: new Date(consent.consentDate),
      termsAndPolicy: consent.termsAndPolicy,
    })
    .onConflictDoNothing({ target: candidateOptins.candidateId })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const existing = await findOptIn(db, tenantId, candidateId);
  if (!existing) throw new Error('opt-in vanished after a conflict');
  return { row: existing, created: false };
}

export function presentOptIn(row: OptInRow): OptIn {
  return {
    candidateOptinId: row.id,
    candidate_optin_id: row.id,
    candidateId: row.candidateId,
    consentDate: row.consentDate.getTime(),
    termsAndPolicy: row.termsAndPolicy,
  };
}

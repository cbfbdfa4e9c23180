/**
 * Onboarding forms of the signed-in candidate (spec 2 §3), as the onboarding tab lists them;
 * modules/onboarding starts them and fills them in. Their assessments are the assessments
 * feature's (modules/assessments).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { OnboardingForm } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { onboardingForms } from '../../db/schema.js';
import type { Owner } from '../auth/signed-in-owner.js';

export async function listOnboardingForms(db: Database, owner: Owner): Promise<OnboardingForm[]> {
  const rows = await db
    .select()
    .from(onboardingForms)
    .where(
      and(
        eq(onboardingForms.tenantId, owner.tenantId),
        eq(onboardingForms.candidateId, owner.candidateId),
      ),
    )
    .orderBy(asc(onboardingForms.sortOrder), asc(onboardingForms.id));
  return rows.map((row) => ({
    onboardingId: row.id,
    formName: row.formName,
    status: row.status === 'Completed' ? 'Completed' : 'Pending',
    dueDate: row.dueDate,
    formDate: row.formDate,
    applicationId: row.applicationId,
  }));
}

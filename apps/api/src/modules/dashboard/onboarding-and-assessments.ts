/** Onboarding forms and assessments of the signed-in candidate (spec 2 §3). */
import { and, asc, eq } from 'drizzle-orm';
import type { Assessment, OnboardingForm } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { candidateAssessments, onboardingForms } from '../../db/schema.js';
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
  }));
}

export async function listAssessments(db: Database, owner: Owner): Promise<Assessment[]> {
  const rows = await db
    .select()
    .from(candidateAssessments)
    .where(
      and(
        eq(candidateAssessments.tenantId, owner.tenantId),
        eq(candidateAssessments.candidateId, owner.candidateId),
      ),
    )
    .orderBy(asc(candidateAssessments.id));
  return rows.map((row) => ({
    assessmentId: row.id,
    vendorPositionCode: row.vendorPositionCode,
    positionLabel: row.positionLabel,
    testStatus: row.testStatus,
    url: row.url,
  }));
}

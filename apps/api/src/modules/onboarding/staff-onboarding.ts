/**
 * A hire's onboarding as staff read it (decision 0047): for staff who may read candidates and
 * see the application, each form's state and its saved answers beside the form's fields,
 * sensitive values masked as the hire sees them. Null until the onboarding has started.
 */
import type { StaffOnboarding } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { findOnboardingRow } from '../../stores/onboarding-store.js';
import type { SensitiveData } from '../sensitive-data/sensitive-data.js';
import { findVisibleApplication } from '../staff-applications/application-detail.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { loadOnboarding, presentOnboarding } from './find-onboarding.js';

export async function staffOnboarding(
  db: Database,
  sensitive: SensitiveData,
  tenant: Tenant,
  actor: StaffAccess,
  applicationId: number,
): Promise<StaffOnboarding> {
  const application = await findVisibleApplication(db, actor, applicationId);
  const hire = { tenantId: tenant.id, candidateId: application.candidateId };
  if (!(await findOnboardingRow(db, { ...hire, applicationId }))) return { onboarding: null };
  const context = await loadOnboarding(db, tenant, hire, applicationId);
  const onboarding = await presentOnboarding(db, sensitive, context);
  const forms = onboarding.forms.map((form) => {
    const fields = context.forms
      .find((candidate) => candidate.applyFormId === form.applyFormId)
      ?.config.formMetaData.fields.filter((field) => field.widget !== 'hidden');
    const saved = form.answers;
    return {
      applyFormId: form.applyFormId,
      formName: form.formName,
      status: form.status,
      formDate: form.formDate,
      answers:
        saved === null
          ? []
          : (fields ?? []).map((field) => ({ field, value: saved[field.name] ?? null })),
    };
  });
  return { onboarding: { status: onboarding.status, dueDate: onboarding.dueDate, forms } };
}

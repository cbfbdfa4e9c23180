/**
 * Saving one onboarding form (spec 2 §4, §5, §7): checked by the stream's rules like any
 * apply step, then by onboarding's own (SSN typed twice alike, one I-9 document list given
 * whole, the signature equal to first plus last name, the one-time code before signing),
 * then written to the tables its tableMap names. Forms may be saved in any order and again
 * (partial save, resume later); once every form is saved, the onboarding is Completed with
 * dueDate today.
 */
import {
  isMaskedValue,
  isOnboardingTable,
  isSensitiveField,
  SSN_CONFIRM_FIELD,
  SSN_FIELD,
  type FormAnswers,
  type FormData,
  type Onboarding,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import {
  completeOnboarding,
  isRowTable,
  listOnboardingFormRows,
  markOnboardingFormSaved,
  writeOnboardingRecord,
  writeOnboardingRows,
  type Answers,
  type OnboardingKey,
} from '../../stores/onboarding-store.js';
import type { StreamFormRow } from '../apply-streams/find-stream.js';
import { validateStepSubmission } from '../apply-streams/validate-step-submission.js';
import type { Owner } from '../auth/signed-in-owner.js';
import type { HrSystem } from '../hr-system/hr-system.js';
import { validateSsnAndEmail } from '../hr-system/validate-identity.js';
import type { SensitiveData } from '../sensitive-data/sensitive-data.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { checkOnboardingAnswers } from './check-onboarding-answers.js';
import { formNeedsCode, loadOnboarding, presentOnboarding } from './find-onboarding.js';
import { keepSensitiveAnswers } from './sensitive-answers.js';
import { dayOf } from './start-onboarding.js';

const rowsOf = (value: unknown): Answers[] =>
  Array.isArray(value)
    ? value.filter((row): row is Answers => typeof row === 'object' && row !== null)
    : [];

/** Each table's share of the answers; sensitive values are never among them. */
async function writeTables(
  tx: Database,
  key: OnboardingKey,
  form: StreamFormRow,
  data: FormData,
): Promise<void> {
  for (const entry of form.config.tableMap) {
    if (!isOnboardingTable(entry.name)) continue;
    if (isRowTable(entry.name)) {
      const [grid] = entry.fields;
      await writeOnboardingRows(tx, key, entry.name, grid === undefined ? [] : rowsOf(data[grid]));
      continue;
    }
    const answers: Answers = {};
    for (const field of entry.fields) {
      if (!isSensitiveField(field) && data[field] !== undefined) answers[field] = data[field];
    }
    await writeOnboardingRecord(tx, key, entry.name, answers);
  }
}

/** What saving a form uses beyond the database: where SSNs are kept and checked. */
export interface OnboardingServices {
  sensitive: SensitiveData;
  hr: HrSystem;
}

export async function saveOnboardingForm(
  db: Database,
  tenant: Tenant,
  services: OnboardingServices,
  owner: Owner,
  submission: { applicationId: number; applyFormId: number; data: FormAnswers },
  now = new Date(),
): Promise<Onboarding> {
  const context = await loadOnboarding(db, tenant, owner, submission.applicationId);
  const { key, onboarding, application, forms } = context;
  const accepted = await validateStepSubmission(db, tenant, {
    applyStreamId: onboarding.applyStreamId,
    applyFormId: submission.applyFormId,
    data: submission.data,
    // Onboarding forms are saved in any order: each stands alone.
    completedFormIds: forms.map((form) => form.applyFormId),
  });
  const { form, data } = accepted;
  checkOnboardingAnswers(form, data, application);
  if (formNeedsCode(form, application) && !context.codeVerified) {
    throw appError('ONBOARDING_CODE_REQUIRED');
  }
  // A new SSN is checked with the e-mail against the HR system (spec 2 §5), before anything
  // is written; a masked one was checked when it was kept.
  const ssn = data[SSN_FIELD];
  if (typeof ssn === 'string' && !isMaskedValue(ssn)) {
    const confirmation = data[SSN_CONFIRM_FIELD];
    await validateSsnAndEmail(services.hr, application.email, {
      ssn,
      ssnConfirm: typeof confirmation === 'string' ? confirmation : '',
    });
  }
  const today = dayOf(now);
  await transaction(db, async (tx) => {
    await writeTables(tx, key, form, data);
    const fieldNames = form.config.formMetaData.fields.map((field) => field.name);
    await keepSensitiveAnswers(tx, services.sensitive, owner, fieldNames, data);
    await markOnboardingFormSaved(tx, key, form.applyFormId, today);
    const rows = await listOnboardingFormRows(tx, key);
    if (rows.length > 0 && rows.every((row) => row.formDate !== null)) {
      await completeOnboarding(tx, key, today);
    }
  });
  return presentOnboarding(
    db,
    services.sensitive,
    await loadOnboarding(db, tenant, owner, key.applicationId),
  );
}

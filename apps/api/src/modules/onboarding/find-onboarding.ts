/**
 * An application's onboarding as its hire sees it: the forms in stream order with what each
 * has saved (sensitive values masked), the status, and whether a one-time code is needed.
 * Only the application's own candidate finds it; anyone else gets 404.
 */
import {
  countryInList,
  isOnboardingTable,
  type FormAnswers,
  type Onboarding,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import {
  findApplicationWithCandidate,
  findOnboardingRow,
  isRowTable,
  listOnboardingFormRows,
  readOnboardingTable,
  type ApplicationWithCandidate,
  type OnboardingKey,
  type OnboardingRow,
} from '../../stores/onboarding-store.js';
import type { StreamFormRow } from '../apply-streams/find-stream.js';
import { findStream } from '../apply-streams/find-stream.js';
import { streamForms } from '../apply-streams/stream-forms-cache.js';
import type { Owner } from '../auth/signed-in-owner.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { hasVerifiedOneTimeCode } from '../one-time-codes/one-time-codes.js';
import type { SensitiveData } from '../sensitive-data/sensitive-data.js';
import { maskedSensitiveAnswers } from './sensitive-answers.js';

export interface OnboardingContext {
  key: OnboardingKey;
  onboarding: OnboardingRow;
  application: ApplicationWithCandidate;
  forms: StreamFormRow[];
  /** The hire gave a one-time code (purpose `onboarding`) since the onboarding started. */
  codeVerified: boolean;
}

/** The onboarding of one of the owner's applications, with its stream's forms. */
export async function loadOnboarding(
  db: Database,
  tenant: Tenant,
  owner: Owner,
  applicationId: number,
): Promise<OnboardingContext> {
  const key = { ...owner, applicationId };
  const onboarding = await findOnboardingRow(db, key);
  const application = await findApplicationWithCandidate(db, tenant.id, applicationId);
  if (!onboarding || !application || application.candidateId !== owner.candidateId) {
    throw appError('ONBOARDING_NOT_FOUND');
  }
  const stream = await findStream(db, tenant, onboarding.applyStreamId);
  return {
    key,
    onboarding,
    application,
    forms: await streamForms(db, tenant, stream),
    codeVerified: await hasVerifiedOneTimeCode(db, owner, 'onboarding', onboarding.createdAt),
  };
}

/** Whether saving this form needs the one-time code first (spec 2 §5). */
export function formNeedsCode(form: StreamFormRow, application: ApplicationWithCandidate): boolean {
  const countries = form.config.formDefinition.otpCountryList ?? [];
  return countryInList(application.country, countries);
}

/** What a form saved, read back from its tables (tableMap); null before its first save. */
async function savedAnswers(
  db: Database,
  key: OnboardingKey,
  form: StreamFormRow,
): Promise<FormAnswers> {
  const answers: FormAnswers = {};
  for (const entry of form.config.tableMap) {
    if (!isOnboardingTable(entry.name)) continue;
    const records = await readOnboardingTable(db, key, entry.name);
    if (isRowTable(entry.name)) {
      const [grid] = entry.fields;
      if (grid !== undefined) answers[grid] = records;
      continue;
    }
    const [record] = records;
    for (const field of entry.fields) {
      if (record !== undefined && field in record) answers[field] = record[field];
    }
  }
  return answers;
}

export async function presentOnboarding(
  db: Database,
  sensitive: SensitiveData,
  context: OnboardingContext,
): Promise<Onboarding> {
  const { key, onboarding, application } = context;
  const owner = { tenantId: key.tenantId, candidateId: key.candidateId };
  const rows = await listOnboardingFormRows(db, key);
  const forms: Onboarding['forms'] = [];
  for (const form of context.forms) {
    const row = rows.find((candidate) => candidate.applyFormId === form.applyFormId);
    const saved = row?.formDate ?? null;
    const fieldNames = form.config.formMetaData.fields.map((field) => field.name);
    const answers =
      saved === null
        ? null
        : {
            ...(await savedAnswers(db, key, form)),
            ...(await maskedSensitiveAnswers(db, sensitive, owner, fieldNames)),
          };
    forms.push({
      applyFormId: form.applyFormId,
      formName: row?.formName ?? form.config.formMetaData.title,
      status: row?.status === 'Completed' ? 'Completed' : 'Pending',
      formDate: saved,
      answers,
      needsCode: formNeedsCode(form, application),
    });
  }
  const phone = application.phone1 ?? '';
  return {
    applicationId: key.applicationId,
    applyStreamId: onboarding.applyStreamId,
    status: onboarding.status === 'Completed' ? 'Completed' : 'Pending',
    dueDate: onboarding.dueDate,
    forms,
    otp: {
      required: forms.some((form) => form.needsCode),
      verified: context.codeVerified,
      phoneEnding: phone.length >= 4 ? phone.slice(-2) : null,
    },
  };
}

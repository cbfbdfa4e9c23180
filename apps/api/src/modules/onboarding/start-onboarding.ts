/**
 * Starting an application's onboarding (spec 2 §1, decision 0047): once its offer is
 * accepted, the tenant's onboarding stream gives the hire one pending form per stream form,
 * listed on the dashboard's onboarding tab, and an e-mail links to them. Starting twice
 * changes nothing and sends nothing.
 */
import { languageOfCodeId, localizePath } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import {
  findApplicationWithCandidate,
  findOnboardingStreamRow,
  insertOnboarding,
} from '../../stores/onboarding-store.js';
import { streamForms } from '../apply-streams/stream-forms-cache.js';
import { enqueueEmail } from '../mail/enqueue-email.js';
import { ONBOARDING_START_TEMPLATE } from '../mail/onboarding-templates.js';
import type { Tenant } from '../tenants/find-tenant.js';

/**
 * Days a hire has for the forms, from the day onboarding starts, unless the tenant's
 * onboarding stream says otherwise (`onboardingDueDays`).
 */
export const ONBOARDING_DAYS = 14;

const DAY = 86_400_000;
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export interface OnboardingPlace {
  tenant: Tenant;
  /** The career site's origin, for the e-mailed link. */
  origin: string;
}

/** The dashboard page of an application's onboarding forms, in the candidate's language. */
export function onboardingLink(origin: string, language: string, applicationId: number): string {
  return `${origin}${localizePath(`/profile/onboarding/${applicationId}/`, language)}`;
}

/**
 * Creates the pending onboarding forms of an application and e-mails the link to them.
 * @returns false when the application's onboarding had started already, or the tenant has
 *   no onboarding stream
 */
export async function startOnboarding(
  db: Database,
  place: OnboardingPlace,
  applicationId: number,
  now = new Date(),
): Promise<boolean> {
  const { tenant } = place;
  const application = await findApplicationWithCandidate(db, tenant.id, applicationId);
  if (!application) throw appError('APPLICATION_NOT_FOUND');
  // A tenant without onboarding forms has nothing to start: the offer is accepted all the same.
  const stream = await findOnboardingStreamRow(db, tenant.id);
  if (!stream) return false;
  const forms = await streamForms(db, tenant, stream);
  const days = stream.onboardingDueDays ?? ONBOARDING_DAYS;
  const dueDate = dayOf(new Date(now.getTime() + days * DAY));
  const key = { tenantId: tenant.id, candidateId: application.candidateId, applicationId };
  return transaction(db, async (tx) => {
    const started = await insertOnboarding(
      tx,
      key,
      stream.id,
      forms.map((form, index) => ({
        applyFormId: form.applyFormId,
        formName: form.config.formMetaData.title,
        sortOrder: index + 1,
        dueDate,
      })),
    );
    if (!started) return false;
    const preferred = languageOfCodeId(application.languageCodeId ?? 0);
    const language =
      preferred && tenant.languages.includes(preferred) ? preferred : tenant.defaultLanguage;
    await enqueueEmail(tx, {
      tenant,
      template: ONBOARDING_START_TEMPLATE,
      language,
      recipient: application.email,
      values: {
        name: application.firstName ?? '',
        dueDate,
        link: onboardingLink(place.origin, language, applicationId),
      },
    });
    return true;
  });
}

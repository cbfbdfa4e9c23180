/**
 * Who hears about each step of an offer, by template (mail/offer-templates.ts): staff in the
 * tenant's default language with a link to the offer in the console, the candidate in their
 * own language with a link to the offer on their dashboard.
 */
import { languageOfCodeId, localizePath } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import type { CandidateRow } from '../../stores/offer-store.js';
import { enqueueEmail } from '../mail/enqueue-email.js';
import type { TemplateValues } from '../mail/templates.js';
import type { Tenant } from '../tenants/find-tenant.js';

export async function emailStaff(
  db: Database,
  tenant: Tenant,
  origin: string,
  to: { name: string; email: string },
  offerId: number,
  template: string,
  values: TemplateValues,
): Promise<void> {
  await enqueueEmail(db, {
    tenant,
    template,
    language: tenant.defaultLanguage,
    recipient: to.email,
    values: { name: to.name, link: `${origin}/staff/offers/${offerId}`, ...values },
  });
}

export function candidateLanguage(tenant: Tenant, candidate: CandidateRow): string {
  const language = languageOfCodeId(candidate.languageCodeId ?? 0);
  return language && tenant.languages.includes(language) ? language : tenant.defaultLanguage;
}

export async function emailCandidate(
  db: Database,
  tenant: Tenant,
  origin: string,
  candidate: CandidateRow,
  offerId: number,
  template: string,
  values: TemplateValues,
): Promise<void> {
  const language = candidateLanguage(tenant, candidate);
  await enqueueEmail(db, {
    tenant,
    template,
    language,
    recipient: candidate.email,
    values: {
      name: candidate.firstName ?? '',
      link: `${origin}${localizePath(`/profile/offers/${offerId}/`, language)}`,
      ...values,
    },
  });
}

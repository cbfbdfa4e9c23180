import { languageCodeId, type LanguagesResult, type SiteLanguage } from '@talentgate/domain';
import type { Tenant } from '../tenants/find-tenant.js';

/**
 * The tenant's languages with their ids (spec 2 §3 "Language", §7 "Languages"): the default
 * first, then the others in the tenant's order, each once; a stored code that is not a
 * language code is left out rather than sent without an id.
 */
export function presentLanguages(tenant: Tenant): LanguagesResult {
  const codes = [tenant.defaultLanguage, ...tenant.languages].map((code) => code.toLowerCase());
  const languages: SiteLanguage[] = [];
  for (const language of new Set(codes)) {
    const id = languageCodeId(language);
    if (id !== null) languages.push({ language, languageCodeId: id });
  }
  return { defaultLanguage: tenant.defaultLanguage.toLowerCase(), languages };
}

import type { SiteConfig } from '@talentgate/domain';
import type { Tenant } from '../tenants/find-tenant.js';

/** What the browser may know about a tenant: never feature-flag internals or settings. */
export function presentSite(tenant: Tenant): SiteConfig {
  return {
    client: tenant.client,
    name: tenant.name,
    tagline: tenant.tagline,
    defaultLanguage: tenant.defaultLanguage,
    languages: tenant.languages,
  };
}

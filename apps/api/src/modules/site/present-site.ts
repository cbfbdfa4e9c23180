import { criteriaFor, resolveFeatureFlags, type SiteConfig } from '@talentgate/domain';
import { captchaWidget } from '../captcha/captcha-widget.js';
import { captchaSettingsOf } from '../captcha/verify-captcha.js';
import type { Tenant } from '../tenants/find-tenant.js';

/** What the browser may know about a tenant: never feature-flag internals or settings. */
export function presentSite(tenant: Tenant): SiteConfig {
  const captcha = captchaSettingsOf(tenant.settings);
  return {
    client: tenant.client,
    name: tenant.name,
    tagline: tenant.tagline,
    defaultLanguage: tenant.defaultLanguage,
    languages: tenant.languages,
    passwordCriteria: criteriaFor(stringList(tenant.settings['passwordCriteria'])),
    signInModal: resolveFeatureFlags(tenant.featureFlags).signInModalEnabled,
    captcha: captcha ? captchaWidget(captcha) : null,
  };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

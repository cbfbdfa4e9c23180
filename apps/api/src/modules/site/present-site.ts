import {
  analyticsModeOf,
  criteriaFor,
  resolveFeatureFlags,
  textIn,
  type SiteConfig,
} from '@talentgate/domain';
import { captchaWidget } from '../captcha/captcha-widget.js';
import { captchaSettingsOf } from '../captcha/verify-captcha.js';
import { activeBrandingOf, brandingLogoPath } from '../message-branding/stored-branding.js';
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
    policyLinks: policyLinksOf(tenant.settings),
    texts: textsOf(tenant),
    signInModal: resolveFeatureFlags(tenant.featureFlags).signInModalEnabled,
    captcha: captcha ? captchaWidget(captcha) : null,
    analytics: analyticsModeOf(tenant.settings),
    branding: siteBrandingOf(tenant),
  };
}

/** The active message branding's colours and logo (decision 0052); null draws the site's own. */
export function siteBrandingOf(tenant: Tenant): SiteConfig['branding'] {
  const branding = activeBrandingOf(tenant.settings);
  if (!branding) return null;
  return {
    primaryColor: branding.primaryColor,
    accentColor: branding.accentColor,
    logoUrl: branding.logo ? brandingLogoPath(tenant.client, branding.logo.version) : null,
  };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/** A policy link the browser may open: https/http addresses or this site's paths only. */
function safeLink(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\/[^\s]+$/i.test(value) ? value : null;
}

/** settings.policyLinks = { terms, privacy } (issue 21 item 5). */
function policyLinksOf(settings: Record<string, unknown>): SiteConfig['policyLinks'] {
  const links = settings['policyLinks'];
  const record = typeof links === 'object' && links !== null ? links : {};
  return {
    terms: safeLink(Reflect.get(record, 'terms')),
    privacy: safeLink(Reflect.get(record, 'privacy')),
  };
}

type Texts = Record<string, string>;

/** A record of strings from stored settings; anything else is left out. */
function stringRecord(value: unknown): Texts {
  if (typeof value !== 'object' || value === null) return {};
  const record: Texts = {};
  for (const [key, text] of Object.entries(value)) if (typeof text === 'string') record[key] = text;
  return record;
}

/** Every site language's value: its own, else the default language's, else `fallback`. */
function inEveryLanguage(tenant: Tenant, values: Texts, fallback: string): Texts {
  const filled: Texts = {};
  for (const language of tenant.languages)
    filled[language] = textIn(values, language, tenant.defaultLanguage, fallback);
  return filled;
}

/** settings.texts = { tagline, streamNames } from the tenant's texts file (issue 21 item 10). */
function textsOf(tenant: Tenant): SiteConfig['texts'] {
  const texts = tenant.settings['texts'];
  const record = typeof texts === 'object' && texts !== null ? texts : {};
  const streamNames: Record<string, Texts> = {};
  for (const [key, names] of Object.entries(
    stringRecordOfRecords(Reflect.get(record, 'streamNames')),
  ))
    if (Object.keys(names).length > 0)
      streamNames[key] = inEveryLanguage(tenant, names, names[tenant.defaultLanguage] ?? '');
  return {
    tagline: inEveryLanguage(tenant, stringRecord(Reflect.get(record, 'tagline')), tenant.tagline),
    streamNames,
  };
}

function stringRecordOfRecords(value: unknown): Record<string, Texts> {
  if (typeof value !== 'object' || value === null) return {};
  const records: Record<string, Texts> = {};
  for (const [key, entry] of Object.entries(value)) records[key] = stringRecord(entry);
  return records;
}

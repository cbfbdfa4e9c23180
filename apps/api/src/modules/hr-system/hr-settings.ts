/**
 * A tenant's HR system, from `settings.hrSystem` (tenant settings, config as code):
 *   { kind: 'local', ssnNumberRules?, emailMatchesAccount?, emailDomains? }   (the default)
 *   { kind: 'http', url, tokenEnv?, timeoutMs? }  tokenEnv names an HR_SECRET_… variable
 * Settings that do not fit fall back to the local rules as a whole (like flow-settings.ts),
 * except an HTTP system whose token variable is missing: that fails closed when used.
 */
import Type from 'typebox';
import { Value } from 'typebox/value';
import type { Tenant } from '../tenants/find-tenant.js';
import { appError } from '../../errors/catalogue.js';
import type { HrSystem } from './hr-system.js';
import { createHttpHrSystem } from './http-hr-system.js';
import { createLocalHrSystem, DEFAULT_LOCAL_HR_RULES } from './local-hr-system.js';

export const HR_SYSTEM_SETTING = 'hrSystem';

const LocalSettings = Type.Object({
  kind: Type.Literal('local'),
  ssnNumberRules: Type.Optional(Type.Boolean()),
  emailMatchesAccount: Type.Optional(Type.Boolean()),
  emailDomains: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 253 }))),
});

const HttpSettings = Type.Object({
  kind: Type.Literal('http'),
  url: Type.String({ pattern: '^https?://' }),
  tokenEnv: Type.Optional(Type.String({ pattern: '^HR_SECRET_[A-Z0-9_]+$' })),
  timeoutMs: Type.Optional(Type.Integer({ minimum: 100, maximum: 30_000 })),
});

export const HrSystemSettings = Type.Union([LocalSettings, HttpSettings]);

/** The tenant's HR system, its token taken from `secrets` (config.hrSystemSecrets). */
export function hrSystemOf(tenant: Tenant, secrets: ReadonlyMap<string, string>): HrSystem {
  const stored = tenant.settings[HR_SYSTEM_SETTING];
  if (!Value.Check(HrSystemSettings, stored) || stored.kind === 'local') {
    const local = Value.Check(LocalSettings, stored) ? stored : { kind: 'local' };
    return createLocalHrSystem({ ...DEFAULT_LOCAL_HR_RULES, ...local });
  }
  const token = stored.tokenEnv === undefined ? null : (secrets.get(stored.tokenEnv) ?? undefined);
  if (token === undefined)
    return { validate: () => Promise.reject(appError('HR_SYSTEM_UNAVAILABLE')) };
  return createHttpHrSystem({ url: stored.url, token, timeoutMs: stored.timeoutMs ?? 5000 });
}

/**
 * A tenant's HR system, from `settings.hrSystem` (tenant settings, config as code):
 *   { kind: 'local', ssnNumberRules?, emailMatchesAccount?, emailDomains? }   (the default)
 *   { kind: 'http', url, tokenEnv?, timeoutMs? }  tokenEnv names an HR_SECRET_… variable
 * Settings that do not fit fall back to the local rules as a whole (like flow-settings.ts),
 * except an HTTP system whose token variable is missing: that fails closed when used.
 */
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import Type from 'typebox';
import { Value } from 'typebox/value';
import type { Database } from '../../db/client.js';
import { tenants } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import { UsageError } from '../../errors/usage-error.js';
import type { Tenant } from '../tenants/find-tenant.js';
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
  const token = stored.tokenEnv === undefined ? null : secrets.get(stored.tokenEnv);
  if (token === undefined)
    return { validate: () => Promise.reject(appError('HR_SYSTEM_UNAVAILABLE')) };
  return createHttpHrSystem({ url: stored.url, token, timeoutMs: stored.timeoutMs ?? 5000 });
}

/**
 * The tenant-settings command's `hr-system` (config as code): the settings from a JSON file,
 * checked, or null to go back to the local rules.
 */
export async function setHrSystemSettings(
  db: Database,
  client: string,
  file: string | null,
): Promise<string> {
  let data: unknown = null;
  if (file !== null) {
    try {
      data = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new UsageError(
        `Cannot read ${file}: ${error instanceof Error ? error.message : error}`,
      );
    }
    if (!Value.Check(HrSystemSettings, data)) {
      const problems = Value.Errors(HrSystemSettings, data).map(
        (error) => `${error.instancePath || '(file)'} ${error.message}`,
      );
      throw new UsageError(`${file} is not an HR-system setting: ${problems.join('; ')}`);
    }
  }
  const [row] = await db.select().from(tenants).where(eq(tenants.client, client)).limit(1);
  if (!row) throw new UsageError(`No tenant has the client key "${client}".`);
  const { [HR_SYSTEM_SETTING]: _previous, ...others } = row.settings;
  const settings = data === null ? others : { ...others, [HR_SYSTEM_SETTING]: data };
  await db.update(tenants).set({ settings, updatedAt: new Date() }).where(eq(tenants.id, row.id));
  return data === null ? 'local rules (the default)' : JSON.stringify(data);
}

/**
 * The tenant-settings command line: feature flags and the captcha provider of a tenant.
 * `cli/tenant-settings.ts` runs it on the configured database; tests run it on theirs.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FEATURE_FLAG_NAMES, isFeatureFlagName, type FeatureFlagName } from '@talentgate/domain';
import { Value } from 'typebox/value';
import type { Database } from '../../db/client.js';
import { UsageError } from '../../errors/usage-error.js';
import { CaptchaSettings } from '../captcha/verify-captcha.js';
import { setCaptchaSettings, setFeatureFlags } from './update-tenant-settings.js';

export const TENANT_SETTINGS_USAGE = `Usage: npm run tenant-settings -w @talentgate/api -- <command>
  flags <client> <Name>=true|false …   set feature flags (${FEATURE_FLAG_NAMES.length} known, see packages/domain/src/feature-flags.ts)
  captcha <client> <file.json>         set the captcha: {"provider", "siteKey", "secret", "verifyUrl"?, "scriptUrl"?}
  captcha <client> --off               remove the captcha`;

export interface SettingsCommandContext {
  db: Database;
  workingDir: string;
}

function parseFlag(argument: string): [FeatureFlagName, boolean] {
  const match = /^([A-Za-z]+)=(true|false)$/.exec(argument);
  const [, name = '', value] = match ?? [];
  if (!match || !isFeatureFlagName(name)) {
    throw new UsageError(`"${argument}" is not <known flag name>=true|false.`);
  }
  return [name, value === 'true'];
}

async function readCaptcha(file: string): Promise<CaptchaSettings> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${error instanceof Error ? error.message : error}`);
  }
  if (!Value.Check(CaptchaSettings, data)) {
    const problems = Value.Errors(CaptchaSettings, data).map(
      (error) => `${error.instancePath || '(file)'} ${error.message}`,
    );
    throw new UsageError(`${file} is not a captcha setting: ${problems.join('; ')}`);
  }
  return data;
}

export async function runTenantSettingsCommand(
  args: readonly string[],
  context: SettingsCommandContext,
): Promise<string> {
  const [command, client, ...rest] = args;
  if (!client) throw new UsageError('Name a command and the tenant (its client key).');
  switch (command) {
    case 'flags': {
      if (rest.length === 0) throw new UsageError('Name at least one flag to set.');
      const flags = await setFeatureFlags(context.db, client, new Map(rest.map(parseFlag)));
      return `Feature flags of ${client}: ${JSON.stringify(flags)}`;
    }
    case 'captcha': {
      const [file] = rest;
      if (!file) throw new UsageError('Name the captcha file, or --off.');
      if (file === '--off') {
        await setCaptchaSettings(context.db, client, null);
        return `Captcha of ${client} removed`;
      }
      const captcha = await readCaptcha(path.resolve(context.workingDir, file));
      await setCaptchaSettings(context.db, client, captcha);
      return `Captcha of ${client}: ${captcha.provider} with site key ${captcha.siteKey}`;
    }
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

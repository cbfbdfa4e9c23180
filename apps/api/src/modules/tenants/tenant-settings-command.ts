/**
 * The tenant-settings command line: feature flags and the captcha provider of a tenant.
 * `cli/tenant-settings.ts` runs it on the configured database; tests run it on theirs.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ANALYTICS_MODES,
  FEATURE_FLAG_NAMES,
  isAnalyticsMode,
  isFeatureFlagName,
  type FeatureFlagName,
} from '@talentgate/domain';
import { Value } from 'typebox/value';
import type { Database } from '../../db/client.js';
import { UsageError } from '../../errors/usage-error.js';
import { CaptchaSettings } from '../captcha/verify-captcha.js';
import { setHrSystemSettings } from '../hr-system/hr-settings.js';
import {
  setAnalyticsMode,
  setAttachmentLimits,
  setCaptchaSettings,
  setFeatureFlags,
} from './update-tenant-settings.js';

const ATTACHMENT_LIMIT_NAMES = ['maxResumeBytes', 'maxAttachmentBytes', 'maxFileCount'] as const;
type AttachmentLimitName = (typeof ATTACHMENT_LIMIT_NAMES)[number];

function parseLimit(argument: string): [AttachmentLimitName, number] {
  const match = /^([A-Za-z]+)=([1-9]\d{0,9})$/.exec(argument);
  const name = ATTACHMENT_LIMIT_NAMES.find((known) => known === match?.[1]);
  if (!match || !name) {
    throw new UsageError(
      `"${argument}" is not <${ATTACHMENT_LIMIT_NAMES.join('|')}>=<positive integer>.`,
    );
  }
  return [name, Number(match[2])];
}

export const TENANT_SETTINGS_USAGE = `Usage: npm run tenant-settings -w @talentgate/api -- <command>
  flags <client> <Name>=true|false …   set feature flags (${FEATURE_FLAG_NAMES.length} known, see packages/domain/src/feature-flags.ts)
  captcha <client> <file.json>         set the captcha: {"provider", "siteKey", "secret", "verifyUrl"?, "scriptUrl"?}
  captcha <client> --off               remove the captcha
  attachments <client> <limit>=<n> …   set attachment limits: maxResumeBytes, maxAttachmentBytes, maxFileCount
  analytics <client> ${ANALYTICS_MODES.join('|')}   first-party analytics: none, counts without asking, or after the visitor's consent
  hr-system <client> <file.json>|--local   the HR system validating SSN and e-mail (decision 0048)`;

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
    case 'attachments': {
      if (rest.length === 0) throw new UsageError('Name at least one limit to set.');
      const limits = await setAttachmentLimits(
        context.db,
        client,
        Object.fromEntries(rest.map(parseLimit)),
      );
      return `Attachment limits of ${client}: ${JSON.stringify(limits)}`;
    }
    case 'analytics': {
      const [mode] = rest;
      if (!isAnalyticsMode(mode))
        throw new UsageError(`Name the mode: ${ANALYTICS_MODES.join(', ')}.`);
      await setAnalyticsMode(context.db, client, mode);
      return `Analytics of ${client}: ${mode}`;
    }
    case 'hr-system': {
      const [file] = rest;
      if (!file) throw new UsageError('Name the HR-system file, or --local.');
      const target = file === '--local' ? null : path.resolve(context.workingDir, file);
      return `HR system of ${client}: ${await setHrSystemSettings(context.db, client, target)}`;
    }
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

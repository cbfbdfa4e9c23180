import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAG_NAMES } from '@talentgate/domain';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTenant } from '../../test/factories.js';
import { eq } from 'drizzle-orm';
import { tenants } from '../../db/schema.js';
import { tenantContactOf } from '../dashboard/recruiter-contacts.js';
import { runTenantSettingsCommand } from '../tenants/tenant-settings-command.js';

let database: TestDatabase;
let app: FastifyInstance;
let folder: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await createTenant(database.handle.db, {
    client: 'flagged',
    featureFlags: { jobAlertSubscription: true, retiredFlag: true },
  });
  app = await buildTestApp(database);
  folder = await mkdtemp(path.join(tmpdir(), 'talentgate-settings-'));
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  await rm(folder, { recursive: true, force: true });
});

const flagsOf = async (client: string) => {
  app.tenants.clear();
  return (await app.inject({ url: `/rest/public/featureflags/${client}` })).json<
    Record<string, boolean>
  >();
};

const run = (args: string[]) =>
  runTenantSettingsCommand(args, { db: database.handle.db, workingDir: folder });

describe('feature flags call (spec 1 §7)', () => {
  it('answers every typed flag, the tenant\u2019s value over the default, and nothing else', async () => {
    const flags = await flagsOf('flagged');
    expect(Object.keys(flags)).toEqual(FEATURE_FLAG_NAMES);
    expect(flags).toEqual({ ...FEATURE_FLAG_DEFAULTS, jobAlertSubscription: true });
  });
});

describe('the tenant-settings command', () => {
  it('sets flags by name and refuses names it does not know', async () => {
    await run([
      'flags',
      'flagged',
      'CandidateResetPwdCaptchaEnabled=true',
      'jobAlertSubscription=false',
    ]);
    expect(await flagsOf('flagged')).toMatchObject({
      CandidateResetPwdCaptchaEnabled: true,
      jobAlertSubscription: false,
    });
    await expect(run(['flags', 'flagged', 'madeUpFlag=true'])).rejects.toThrow('madeUpFlag');
    await expect(run(['flags', 'flagged', 'internalSite=yes'])).rejects.toThrow('internalSite');
    await expect(run(['flags', 'nobody', 'internalSite=true'])).rejects.toThrow('No tenant');
  });

  it('sets and removes the captcha, checking the file first', async () => {
    const file = path.join(folder, 'captcha.json');
    await writeFile(
      file,
      JSON.stringify({ provider: 'hcaptcha', siteKey: 'public-key', secret: 'private' }),
    );
    await run(['captcha', 'flagged', 'captcha.json']);
    app.tenants.clear();
    const site = await app.inject({ url: '/rest/public/site/flagged' });
    expect(site.json()).toMatchObject({
      captcha: {
        provider: 'hcaptcha',
        siteKey: 'public-key',
        scriptUrl: 'https://js.hcaptcha.com/1/api.js?render=explicit',
      },
    });
    expect(site.body).not.toContain('private');

    await writeFile(file, JSON.stringify({ provider: 'someone', siteKey: 'k', secret: 's' }));
    await expect(run(['captcha', 'flagged', 'captcha.json'])).rejects.toThrow('/provider');
    await run(['captcha', 'flagged', '--off']);
    app.tenants.clear();
    expect((await app.inject({ url: '/rest/public/site/flagged' })).json()).toMatchObject({
      captcha: null,
    });
  });
});

describe('the tenant-settings command: texts and contact (issue 21 items 9 and 10)', () => {
  const siteOf = async (client: string) => {
    app.tenants.clear();
    return (await app.inject({ url: `/rest/public/site/${client}` })).json<{
      tagline: string;
      texts: { tagline: Record<string, string> };
    }>();
  };
  const contactOf = async (client: string) => {
    const [row] = await database.handle.db
      .select({ settings: tenants.settings })
      .from(tenants)
      .where(eq(tenants.client, client));
    return row ? tenantContactOf(row.settings) : undefined;
  };

  it('sets the texts per language from a texts file, and names what is wrong with one', async () => {
    const file = path.join(folder, 'texts.yaml');
    await writeFile(
      file,
      'version: 1\ntagline:\n  en: Careers that matter\n  es: Empleos que importan\n',
    );
    await run(['texts', 'flagged', 'texts.yaml']);
    const site = await siteOf('flagged');
    expect(site.tagline).toBe('Careers that matter');
    expect(site.texts.tagline).toMatchObject({
      en: 'Careers that matter',
      es: 'Empleos que importan',
    });

    await writeFile(file, 'version: 1\ntagline: just one string\n');
    await expect(run(['texts', 'flagged', 'texts.yaml'])).rejects.toThrow('/tagline');
    await expect(run(['texts', 'flagged', 'missing.yaml'])).rejects.toThrow('missing.yaml');
    expect((await siteOf('flagged')).tagline).toBe('Careers that matter');
  });

  it('sets and removes the contact candidates reach, refusing one nobody can reach', async () => {
    await run(['contact', 'flagged', 'name=Talent team', 'email=talent@flagged.example']);
    expect(await contactOf('flagged')).toEqual({
      name: 'Talent team',
      email: 'talent@flagged.example',
      phone: null,
    });
    await expect(run(['contact', 'flagged', 'name=Nobody'])).rejects.toThrow('email=');
    await expect(run(['contact', 'flagged', 'name=X', 'email=not-an-address'])).rejects.toThrow(
      'not an e-mail address',
    );
    await expect(run(['contact', 'flagged', 'title=Boss'])).rejects.toThrow('title=Boss');
    expect((await contactOf('flagged'))?.name).toBe('Talent team');
    await run(['contact', 'flagged', '--off']);
    expect(await contactOf('flagged')).toBeNull();
  });
});

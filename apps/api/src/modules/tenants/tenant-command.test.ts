/** `tenant create` (issue 20): a second employer with its admin, host names and defaults, no SQL. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StaffLoginResult, StaffSignedIn } from '@talentgate/domain';
import { requisitionTemplates } from '../../db/schema.js';
import { generate } from 'otplib';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { cookieOf } from '../../test/staff.js';
import { runTenantCommand } from './tenant-command.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const create = (argv: string[], password = 'Initech-Admin-2026') =>
  runTenantCommand(['create', ...argv], { db: app.db, env: { TENANT_ADMIN_PASSWORD: password } });

describe('tenant create', () => {
  it('makes a tenant whose admin signs in, enrols, and finds templates to start from', async () => {
    const message = await create([
      'initech',
      '--name',
      'Initech',
      '--hosts',
      'careers.initech.example,Jobs.Initech.example',
      '--languages',
      'fr,en',
      '--admin-email',
      'Boss@Initech.example',
      '--admin-name',
      'Bill Lumbergh',
    ]);
    expect(message).toMatch(/Tenant "initech" created/);
    const tenant = await app.tenants.require('initech');
    expect(tenant).toMatchObject({
      name: 'Initech',
      languages: ['fr', 'en'],
      defaultLanguage: 'fr',
    });
    expect(await app.tenants.clientForHost('jobs.initech.example')).toBe('initech');
    expect(await app.tenants.clientForHost('unknown.example')).toBeNull();

    const login = await app.inject({
      method: 'POST',
      url: '/rest/staff/initech/login',
      headers: XHR,
      payload: { email: 'boss@initech.example', password: 'Initech-Admin-2026' },
    });
    const offer = login.json<StaffLoginResult>();
    expect(offer.next).toBe('enrol');
    const signedIn = await app.inject({
      method: 'POST',
      url: '/rest/staff/initech/login/second-factor',
      headers: { ...XHR, cookie: cookieOf(login) ?? '' },
      payload: { code: await generate({ secret: offer.secret ?? '' }) },
    });
    expect(signedIn.json<StaffSignedIn>().staff.roles).toEqual(['admin']);
    const templates = await app.db
      .select()
      .from(requisitionTemplates)
      .where(eq(requisitionTemplates.tenantId, tenant.id));
    expect(templates.map((template) => template.applyStreamId)).not.toContain(null);
    expect(templates.length).toBeGreaterThan(0);
  });

  it('lists every problem of a bad call at once and creates nothing', async () => {
    await expect(
      create(['Bad Key', '--name', '', '--hosts', 'not a host', '--admin-email', 'nope'], 'short'),
    ).rejects.toThrow(
      /client "Bad Key"[\s\S]*name is required[\s\S]*"not a host"[\s\S]*e-mail[\s\S]*password/,
    );
    await expect(
      create(['initech', '--name', 'Again', '--admin-email', 'a@b.example', '--admin-name', 'A']),
    ).rejects.toThrow(/exists already/);
  });
});

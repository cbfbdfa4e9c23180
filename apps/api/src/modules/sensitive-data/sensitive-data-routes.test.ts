import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sensitiveValues } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { rowsOf } from '../../test/personal-data-scan.js';
import { signInCookie } from '../../test/sign-in.js';
import { createStaff, signInStaff } from '../../test/staff.js';
import { eraseCandidate } from '../privacy/erase-candidate.js';
import type { Tenant } from '../tenants/find-tenant.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

let database: TestDatabase;
let app: FastifyInstance;
let tenant: Tenant;
let candidateId: number;
let candidateCookie: string;
let admin: string;
let recruiter: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  tenant = await createTenant(app.db);
  const candidate = await createCandidate(app.db, tenant);
  candidateId = candidate.id;
  candidateCookie = await signInCookie(app, tenant.client, candidate.uname);
  const owner = { tenantId: tenant.id, candidateId };
  await app.sensitiveData.save(app.db, owner, { field: 'ssn', kind: 'ssn', value: '123-45-6789' });
  await app.sensitiveData.save(app.db, owner, {
    field: 'i9.listA.documentNumber',
    kind: 'documentNumber',
    value: 'P98765432',
  });
  admin = await signInStaff(app, tenant.client, await createStaff(app.db, tenant, 'admin'));
  recruiter = await signInStaff(app, tenant.client, await createStaff(app.db, tenant, 'recruiter'));
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const sensitiveUrl = (client = tenant.client, id = candidateId) =>
  `/rest/staff/${client}/candidate/${id}/sensitive`;

const reveal = (cookie: string, field: string, client = tenant.client) =>
  app.inject({
    method: 'POST',
    url: `${sensitiveUrl(client)}/reveal`,
    headers: { ...XHR, cookie },
    payload: { field },
  });

describe('sensitive data for the candidate', () => {
  it('shows the candidate their own values masked, and nobody else’s', async () => {
    const own = await app.inject({
      url: `/rest/private/candidate/${tenant.client}/sensitive`,
      headers: { cookie: candidateCookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ items: { masked: string }[] }>().items.map((item) => item.masked)).toEqual([
      '*****5432',
      '***-**-6789',
    ]);
    expect(own.body).not.toMatch(/123456789|P9876/);
    const other = await createCandidate(app.db, tenant);
    const theirs = await app.inject({
      url: `/rest/private/candidate/${tenant.client}/sensitive`,
      headers: { cookie: await signInCookie(app, tenant.client, other.uname) },
    });
    expect(theirs.json()).toEqual({ items: [] });
    const anonymous = await app.inject({
      url: `/rest/private/candidate/${tenant.client}/sensitive`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('sensitive data for staff', () => {
  it('shows staff who read candidates the values masked', async () => {
    const response = await app.inject({ url: sensitiveUrl(), headers: { cookie: recruiter } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ items: unknown[] }>().items).toEqual([
      expect.objectContaining({ field: 'i9.listA.documentNumber', masked: '*****5432' }),
      expect.objectContaining({ field: 'ssn', kind: 'ssn', masked: '***-**-6789' }),
    ]);
    expect(response.body).not.toMatch(/123456789|P9876/);
  });

  it('reveals a value only with sensitive:reveal, and writes each read to the audit log', async () => {
    expect((await reveal(recruiter, 'ssn')).statusCode).toBe(403);
    const revealed = await reveal(admin, 'ssn');
    expect(revealed.statusCode).toBe(200);
    expect(revealed.json()).toEqual({ field: 'ssn', value: '123456789' });
    expect((await reveal(admin, 'nothing')).json()).toMatchObject({
      code: 'SENSITIVE_VALUE_NOT_FOUND',
    });

    const audit = await app.inject({
      url: `/rest/staff/${tenant.client}/audit?entityType=candidate`,
      headers: { cookie: admin },
    });
    const entries = audit.json<{ items: { action: string; entityId: string; after: unknown }[] }>()
      .items;
    expect(entries.filter((entry) => entry.action === 'sensitive.reveal')).toEqual([
      expect.objectContaining({
        entityId: String(candidateId),
        after: { field: 'ssn', kind: 'ssn' },
      }),
    ]);
    expect(audit.body).not.toContain('123456789');
  });

  it('refuses candidates and other tenants\u2019 staff', async () => {
    expect((await reveal(candidateCookie, 'ssn')).statusCode).toBe(401);
    const away = await createTenant(app.db);
    const foreignAdmin = await signInStaff(
      app,
      away.client,
      await createStaff(app.db, away, 'admin'),
    );
    expect((await reveal(foreignAdmin, 'ssn')).statusCode).toBe(401);
    const atHome = await app.inject({
      method: 'POST',
      url: `${sensitiveUrl(away.client)}/reveal`,
      headers: { ...XHR, cookie: foreignAdmin },
      payload: { field: 'ssn' },
    });
    expect(atHome.statusCode).toBe(404);
    expect(atHome.body).not.toContain('123456789');
  });
});

describe('sensitive data and privacy', () => {
  it('exports the values masked only, and erasure deletes them', async () => {
    const exported = await app.inject({
      url: `/rest/private/privacy/${tenant.client}/export`,
      headers: { cookie: candidateCookie },
    });
    expect(exported.statusCode).toBe(200);
    const rows = exported.json<{ tables: Record<string, Record<string, unknown>[]> }>().tables[
      'sensitive_values'
    ];
    expect(rows?.map((row) => row['masked'])).toEqual(['*****5432', '***-**-6789']);
    expect(rows?.[0]).not.toHaveProperty('ciphertext');
    expect(exported.body).not.toMatch(/123456789|123-45-6789|P98765432/);

    expect(await eraseCandidate(app.db, tenant, candidateId, 'candidate')).toBe(true);
    expect(await app.db.$count(sensitiveValues, eq(sensitiveValues.candidateId, candidateId))).toBe(
      0,
    );
    const keys = rowsOf(await app.db.execute(sql`select count(*)::int as n from tenant_data_keys`));
    expect(keys[0]?.['n']).toBeGreaterThan(0);
  });
});

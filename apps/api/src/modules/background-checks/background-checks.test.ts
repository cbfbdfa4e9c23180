/**
 * Background checks (issue 27, decision 0052) with the simulated provider as a real HTTP peer:
 * the app listens, staff order a package, the provider calls back over HTTP with signed
 * requests, and the result shows on the application's orders. Callbacks with a bad signature,
 * an old timestamp or a replayed delivery id are refused; staff see only their scope.
 */
import { randomUUID } from 'node:crypto';
import type { BackgroundOrder, BackgroundPackageList } from '@talentgate/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundOrders } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import {
  createApplication,
  createCandidate,
  createJob,
  createTenant,
} from '../../test/factories.js';
import { createStaff, signInStaff } from '../../test/staff.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { signCallback, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './callback-signature.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const WAIT_MS = 30_000;
let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let recruiter: string;
let hiringManager: string;
let vendor: string;
let foreignAdmin: string;
let clearApplication: number;
let considerApplication: number;

async function applicationOf(tenant: Tenant, email: string): Promise<number> {
  const candidate = await createCandidate(app.db, tenant, { uname: email, firstName: 'Jo' });
  const { requisition } = await createJob(app.db, tenant, { title: `Job for ${email}` });
  const application = await createApplication(app.db, {
    tenantId: tenant.id,
    candidateId: candidate.id,
    requisitionId: requisition.id,
    status: 'Applied',
  });
  return application.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  // A real HTTP peer calls back: the app listens on a free loopback port.
  await app.listen({ port: 0, host: '127.0.0.1' });
  acme = await createTenant(app.db, { client: 'acme' });
  const globex = await createTenant(app.db, { client: 'globex' });
  recruiter = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'recruiter'));
  hiringManager = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'hiring_manager'));
  vendor = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'vendor'));
  foreignAdmin = await signInStaff(app, 'globex', await createStaff(app.db, globex, 'admin'));
  clearApplication = await applicationOf(acme, 'jo@example.com');
  considerApplication = await applicationOf(acme, 'sam+consider@example.com');
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const staff = (
  method: InjectOptions['method'],
  path: string,
  cookie: string,
  payload?: unknown,
  client = 'acme',
) =>
  app.inject({
    method,
    url: `/rest/staff/${client}/background${path}`,
    headers: { ...XHR, cookie },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

const ordersOf = async (applicationId: number, cookie = recruiter) =>
  (await staff('GET', `/orders/application/${applicationId}`, cookie)).json<BackgroundOrder[]>();

async function completedOrder(applicationId: number): Promise<BackgroundOrder> {
  const deadline = Date.now() + WAIT_MS;
  const seen = new Set<string>();
  while (Date.now() < deadline) {
    const [order] = await ordersOf(applicationId);
    if (order) seen.add(order.status);
    if (order?.status === 'completed') return { ...order, status: 'completed' };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no completed order for ${applicationId}; saw ${[...seen].join(', ')}`);
}

/** Posts a callback as a provider would, signed with `secret` at `timestamp`. */
function callback(
  body: Record<string, string>,
  options: { secret?: Buffer; timestamp?: number; client?: string } = {},
) {
  const rawBody = JSON.stringify(body);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const secret = options.secret ?? app.backgroundProviders.default.callbackSecret;
  return app.inject({
    method: 'POST',
    url: `/rest/public/background/${options.client ?? 'acme'}/callback/simulated`,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signCallback(secret, timestamp, rawBody),
      [TIMESTAMP_HEADER]: String(timestamp),
    },
    payload: rawBody,
  });
}

describe('background checks', () => {
  it('lists the provider\u2019s packages', async () => {
    const response = await staff('GET', '/packages', recruiter);
    expect(response.statusCode).toBe(200);
    const list = response.json<BackgroundPackageList>();
    expect(list.provider).toBe('simulated');
    expect(list.packages.map((item) => item.code)).toEqual(['basic', 'standard', 'professional']);
  });

  it(
    'orders a package; the provider\u2019s signed callbacks bring the result to the application',
    { timeout: WAIT_MS + 10_000 },
    async () => {
      const response = await staff('POST', '/orders', recruiter, {
        applicationId: clearApplication,
        packageCode: 'standard',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json<BackgroundOrder>()).toMatchObject({
        applicationId: clearApplication,
        packageName: 'Standard',
        status: 'ordered',
        result: null,
      });
      // The same package again while it is open: refused.
      const again = await staff('POST', '/orders', recruiter, {
        applicationId: clearApplication,
        packageCode: 'standard',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json<{ code: string }>().code).toBe('BACKGROUND_ORDER_EXISTS');

      const done = await completedOrder(clearApplication);
      expect(done).toMatchObject({ result: 'clear', packageCode: 'standard' });
      expect(done.summary).toContain('No records found');
      expect(done.completedAt).not.toBeNull();

      await staff('POST', '/orders', recruiter, {
        applicationId: considerApplication,
        packageCode: 'basic',
      });
      expect((await completedOrder(considerApplication)).result).toBe('consider');
    },
  );

  it('refuses a bad signature, an old timestamp and a replayed delivery', async () => {
    const [order] = await ordersOf(clearApplication);
    expect(order).toBeDefined();
    // The provider's reference never leaves the server: a real order's is read from the table.
    const [row] = await app.db.select().from(backgroundOrders).limit(1);
    const reference = row?.providerReference ?? '';
    const body = { deliveryId: randomUUID(), reference, status: 'completed', result: 'clear' };

    const forged = await callback(body, { secret: Buffer.alloc(32, 7) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json<{ code: string }>().code).toBe('BACKGROUND_CALLBACK_SIGNATURE_INVALID');

    const unsigned = await app.inject({
      method: 'POST',
      url: '/rest/public/background/acme/callback/simulated',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);

    const old = await callback(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(old.statusCode).toBe(401);
    expect(old.json<{ code: string }>().code).toBe('BACKGROUND_CALLBACK_STALE');

    const first = await callback(body);
    expect(first.statusCode).toBe(200);
    const replay = await callback(body);
    expect(replay.statusCode).toBe(409);
    expect(replay.json<{ code: string }>().code).toBe('BACKGROUND_CALLBACK_REPLAYED');

    // A genuine signature naming this order on another tenant's path finds nothing.
    const elsewhere = await callback({ ...body, deliveryId: randomUUID() }, { client: 'globex' });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('keeps orders within the staff user\u2019s scope', async () => {
    // Another tenant's admin: not signed in here, and nothing of this tenant from their own.
    expect((await staff('GET', '/packages', foreignAdmin)).statusCode).toBe(401);
    expect(
      (await staff('GET', `/orders/application/${clearApplication}`, foreignAdmin)).statusCode,
    ).toBe(401);
    const fromGlobex = await staff(
      'GET',
      `/orders/application/${clearApplication}`,
      foreignAdmin,
      undefined,
      'globex',
    );
    expect(fromGlobex.statusCode).toBe(404);
    const orderFromGlobex = await staff(
      'POST',
      '/orders',
      foreignAdmin,
      { applicationId: clearApplication, packageCode: 'basic' },
      'globex',
    );
    expect(orderFromGlobex.statusCode).toBe(404);
    // A hiring manager not on the requisition does not see the application.
    expect(
      (await staff('GET', `/orders/application/${clearApplication}`, hiringManager)).statusCode,
    ).toBe(404);
    // A vendor may not order.
    const byVendor = await staff('POST', '/orders', vendor, {
      applicationId: clearApplication,
      packageCode: 'basic',
    });
    expect(byVendor.statusCode).toBe(403);
    const unknownPackage = await staff('POST', '/orders', recruiter, {
      applicationId: clearApplication,
      packageCode: 'platinum',
    });
    expect(unknownPackage.statusCode).toBe(404);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { signInCookie } from '../../test/sign-in.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { issueUnsubscribeToken } from '../subscriptions/unsubscribe-token.js';

let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let janeId: number;
let bobId: number;
let jane: string;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  acme = await createTenant(db, { client: 'acme' });
  await createTenant(db, { client: 'globex' });
  janeId = (await createCandidate(db, acme, { uname: 'jane@example.com' })).id;
  bobId = (await createCandidate(db, acme, { uname: 'bob@example.com' })).id;
  app = await buildTestApp(database);
  jane = await signInCookie(app, 'acme', 'jane@example.com');
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const check = (
  candidateId: number,
  headers: Record<string, string> = { cookie: jane },
  client = 'acme',
) => app.inject({ url: `/rest/private/optin/${client}/candidate/${candidateId}`, headers });

const optIn = (payload: object, headers: Record<string, string> = { cookie: jane }) =>
  app.inject({
    method: 'PUT',
    url: '/rest/private/optin/acme',
    headers: { ...XHR, ...headers },
    payload,
  });

describe('terms opt-in (spec 1 §3, §7)', () => {
  it('records the opt-in once, with consentDate in ms and candidateOptinId', async () => {
    expect((await check(janeId)).json()).toEqual({ optedIn: false, optIn: null });
    const consentDate = Date.UTC(2026, 10, 22, 6, 30, 15, 123);
    const first = await optIn({ candidateId: janeId, consentDate, termsAndPolicy: 't' });
    expect(first.statusCode).toBe(201);
    const recorded = first.json();
    expect(recorded).toMatchObject({ candidateId: janeId, consentDate, termsAndPolicy: 't' });
    expect(recorded.candidate_optin_id).toBe(recorded.candidateOptinId);

    const again = await optIn({ candidateId: janeId, consentDate: consentDate + 60_000 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(recorded);
    expect((await check(janeId)).json()).toEqual({ optedIn: true, optIn: recorded });
  });

  it('keeps another candidate\u2019s and tenant\u2019s opt-in unreachable', async () => {
    expect((await check(bobId)).statusCode).toBe(404);
    expect((await optIn({ candidateId: bobId, consentDate: 1 })).statusCode).toBe(404);
    expect((await check(janeId, {})).statusCode).toBe(401);
    expect((await check(janeId, { cookie: jane }, 'globex')).statusCode).toBe(401);
    expect((await optIn({ candidateId: janeId, consentDate: 'yesterday' })).statusCode).toBe(400);
  });

  it('unsubscribes marketing by e-mail only with the signature sent to it', async () => {
    const signature = await issueUnsubscribeToken(app.signingKeys, {
      tenantId: acme.id,
      candidateId: janeId,
      email: 'jane@example.com',
      emailType: 'marketing',
    });
    const url = '/rest/public/optin/acme/marketing-unsubscribe';
    const typed = await app.inject({
      method: 'POST',
      url,
      headers: XHR,
      payload: { email: 'bob@example.com', signature },
    });
    expect(typed.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const response = await app.inject({
      method: 'POST',
      url,
      headers: XHR,
      payload: { email: 'Jane@Example.com', signature },
    });
    expect(response.json()).toEqual({
      status: 'Success',
      email: 'jane@example.com',
      unsubscribed: ['marketing'],
    });
  });
});

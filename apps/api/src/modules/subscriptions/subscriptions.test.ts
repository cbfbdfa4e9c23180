import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionList } from '@talentgate/domain';
import { tenants } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createJob, createTenant } from '../../test/factories.js';
import { signInCookie } from '../../test/sign-in.js';
import { deliveredTo, startSmtpServer } from '../../test/smtp.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { issueToken } from '../tokens/tokens.js';
import { sendJobAlerts } from '../job-alerts/send-job-alerts.js';
import { issueUnsubscribeToken } from './unsubscribe-token.js';

let database: TestDatabase;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let acme: Tenant;
let globex: Tenant;
let janeId: number;
let bobId: number;
let jane: string;
let bob: string;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const ORIGIN = 'https://careers.acme.test';

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  smtp = await startSmtpServer();
  acme = await createTenant(db, { client: 'acme' });
  globex = await createTenant(db, { client: 'globex' });
  await createJob(db, acme, { title: 'Data Engineer' });
  janeId = (await createCandidate(db, acme, { uname: 'jane@example.com', firstName: 'Jane' })).id;
  bobId = (await createCandidate(db, acme, { uname: 'bob@example.com' })).id;
  await createCandidate(db, globex, { uname: 'jane@example.com' });
  app = await buildTestApp(database, { SMTP_URL: smtp.url });
  jane = await signInCookie(app, 'acme', 'jane@example.com');
  bob = await signInCookie(app, 'acme', 'bob@example.com');
});

afterAll(async () => {
  await app.close();
  await smtp.close();
  await database.dispose();
});

const flags = (list: SubscriptionList) =>
  Object.fromEntries(list.map((item) => [item.communicationType, item.subscription]));

const byCandidate = (candidateId: number, headers: Record<string, string>, client = 'acme') =>
  app.inject({ url: `/rest/private/subscriptions/${client}/candidate/${candidateId}`, headers });

const update = (
  payload: object,
  headers: Record<string, string>,
  method: 'POST' | 'PUT' = 'POST',
  client = 'acme',
) =>
  app.inject({
    method,
    url: `/rest/private/subscriptions/${client}`,
    headers: { ...XHR, ...headers },
    payload,
  });

const email = (type: string, subscription: 't' | 'f') => ({
  communicationType: type,
  channel: 'email',
  subscription,
});

async function setJane(choices: Record<string, 't' | 'f'>) {
  const response = await update(
    {
      usersId: null,
      candidateId: janeId,
      subscriptions: Object.entries(choices).map(([type, value]) =>
        type === 'sms'
          ? { communicationType: 'sms', channel: 'sms', subscription: value }
          : email(type, value),
      ),
    },
    { cookie: jane },
  );
  expect(response.statusCode).toBe(200);
  return flags(response.json<SubscriptionList>());
}

const post = (url: string, payload: object, headers: Record<string, string> = XHR) =>
  app.inject({ method: 'POST', url, headers, payload });

describe('subscriptions of the signed-in candidate (spec 1 §3, §7)', () => {
  it('lists the types publicly', async () => {
    const response = await app.inject({ url: '/rest/public/subscriptions/acme/types' });
    expect(response.json()).toEqual([
      { communicationTypesId: 1, communicationType: 'job_alert', channel: 'email' },
      { communicationTypesId: 2, communicationType: 'marketing', channel: 'email' },
      { communicationTypesId: 3, communicationType: 'sms', channel: 'sms' },
    ]);
  });

  it('reads every type as not subscribed until the candidate chooses', async () => {
    const response = await byCandidate(janeId, { cookie: jane });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toEqual({
      communicationTypesId: 1,
      communicationType: 'job_alert',
      channel: 'email',
      subscription: 'f',
      candidateId: janeId,
      usersId: janeId,
      userName: 'jane@example.com',
    });
    expect(flags(response.json())).toEqual({ job_alert: 'f', marketing: 'f', sms: 'f' });
  });

  it('applies the payload rules: job-alert e-mail sets marketing e-mail when unset, and back', async () => {
    expect(await setJane({ job_alert: 't' })).toEqual({ job_alert: 't', marketing: 't', sms: 'f' });
    expect(await setJane({ marketing: 'f' })).toEqual({ job_alert: 'f', marketing: 'f', sms: 'f' });
    expect(await setJane({ marketing: 't', job_alert: 'f' })).toEqual({
      job_alert: 'f',
      marketing: 't',
      sms: 'f',
    });
  });

  it('removes duplicates by type and channel (the later choice wins)', async () => {
    const response = await update(
      {
        usersId: janeId,
        candidateId: janeId,
        subscriptions: [
          { communicationType: 'sms', channel: 'sms', subscription: 't' },
          { communicationType: 'sms', channel: 'sms', subscription: 'f' },
          { communicationType: 'sms', channel: 'sms', subscription: 't' },
        ],
      },
      { cookie: jane },
      'PUT',
    );
    expect(flags(response.json())).toMatchObject({ sms: 't' });
  });

  it('modifies one subscription by its type', async () => {
    const response = await post(
      '/rest/private/subscriptions/acme/modify',
      {},
      {
        ...XHR,
        cookie: jane,
      },
    );
    expect(response.statusCode).toBe(400);
    const modified = await app.inject({
      method: 'POST',
      url: '/rest/private/subscriptions/acme/modify',
      headers: { ...XHR, cookie: jane },
      payload: {
        usersId: janeId,
        communicationTypesId: 3,
        communicationType: 'sms',
        subscription: 'f',
        candidateId: janeId,
        userName: 'jane@example.com',
      },
    });
    expect(modified.statusCode).toBe(200);
    expect(flags(modified.json())).toMatchObject({ sms: 'f' });
    const mismatched = await app.inject({
      method: 'POST',
      url: '/rest/private/subscriptions/acme/modify',
      headers: { ...XHR, cookie: jane },
      payload: {
        usersId: null,
        communicationTypesId: 1,
        communicationType: 'sms',
        subscription: 't',
        candidateId: janeId,
      },
    });
    expect(mismatched.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'communicationTypesId',
    });
  });

  it('refuses a type on a channel it does not use, with the field at fault', async () => {
    const response = await update(
      {
        usersId: null,
        candidateId: janeId,
        subscriptions: [{ communicationType: 'marketing', channel: 'sms', subscription: 't' }],
      },
      { cookie: jane },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'subscriptions.0.channel',
    });
  });

  it('keeps another candidate\u2019s and another tenant\u2019s subscriptions unreachable', async () => {
    expect((await byCandidate(bobId, { cookie: jane })).statusCode).toBe(404);
    const other = await update(
      { usersId: null, candidateId: bobId, subscriptions: [email('marketing', 't')] },
      { cookie: jane },
    );
    expect(other.statusCode).toBe(404);
    expect(flags((await byCandidate(bobId, { cookie: bob })).json())).toMatchObject({
      marketing: 'f',
    });
    const foreignUsersId = await update(
      { usersId: bobId, candidateId: janeId, subscriptions: [email('marketing', 't')] },
      { cookie: jane },
    );
    expect(foreignUsersId.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'usersId' });
    expect((await byCandidate(janeId, { cookie: jane }, 'globex')).statusCode).toBe(401);
    expect((await byCandidate(janeId, {})).statusCode).toBe(401);
    const noMarker = await app.inject({
      method: 'POST',
      url: '/rest/private/subscriptions/acme',
      headers: { cookie: jane },
      payload: { usersId: null, candidateId: janeId, subscriptions: [email('marketing', 't')] },
    });
    expect(noMarker.statusCode).toBe(403);
  });
});

describe('token-based variants (e-mailed login-less links)', () => {
  const loginless = async (candidateId: number, tenant = acme) =>
    `Temporary ${
      (
        await issueToken(app.signingKeys, {
          kind: 'temporary',
          tenantId: tenant.id,
          candidateId,
          principal: `candidate/${tenant.client}/x`,
          audiences: ['lgnls'],
          purpose: 'loginless',
          appType: 'candidate',
          generation: 0,
        })
      ).token
    }`;

  it('reads and updates with a temporary token, only for its own candidate', async () => {
    const authorization = await loginless(janeId);
    const read = await app.inject({
      url: `/rest/private/subscriptions/acme/token/candidate/${janeId}`,
      headers: { authorization },
    });
    expect(read.statusCode).toBe(200);
    const updated = await app.inject({
      method: 'POST',
      url: '/rest/private/subscriptions/acme/token',
      headers: { ...XHR, authorization },
      payload: { usersId: null, candidateId: janeId, subscriptions: [email('job_alert', 'f')] },
    });
    expect(flags(updated.json())).toMatchObject({ job_alert: 'f', marketing: 'f' });
    const other = await app.inject({
      url: `/rest/private/subscriptions/acme/token/candidate/${bobId}`,
      headers: { authorization },
    });
    expect(other.statusCode).toBe(404);
    // The session routes do not take temporary tokens.
    expect((await byCandidate(janeId, { authorization })).statusCode).toBe(401);
    const foreign = await app.inject({
      url: `/rest/private/subscriptions/globex/token/candidate/${janeId}`,
      headers: { authorization },
    });
    expect(foreign.statusCode).toBe(401);
  });
});

describe('unsubscribe by link (spec 1 §2, §5, §8; RFC 8058)', () => {
  async function jobAlertEmail() {
    await setJane({ job_alert: 't', marketing: 't' });
    // An alert names each job once: every e-mail here needs a job the last one did not name.
    await createJob(app.db, acme, { title: 'Data Engineer' });
    expect(await sendJobAlerts(app.db, app.signingKeys, acme, ORIGIN)).toBeGreaterThan(0);
    return deliveredTo(app, smtp.received, 'jane@example.com');
  }

  const tokenIn = (text: string) => {
    const link = /https:\/\/\S+\/unsubscribe\/\?token=(\S+)/.exec(text);
    if (!link?.[1]) throw new Error('no unsubscribe link');
    return decodeURIComponent(link[1]);
  };

  it('sends job alerts with unsubscribe links and List-Unsubscribe headers', async () => {
    const received = await jobAlertEmail();
    expect(received.subject).toBe(`New jobs at ${acme.name}`);
    expect(received.text).toContain('Data Engineer');
    expect(received.text).toContain(`${ORIGIN}/unsubscribe/?token=`);
    expect(received.text).toContain(
      `${ORIGIN}/profile/actionpreferences/?action=unsubscribe&email=jane%40example.com&signature=`,
    );
    expect(received.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${ORIGIN}/rest/public/subscriptions/acme/one-click\\?token=[^>]+>$`),
    );
    expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('unsubscribes the e-mail\u2019s type with the link\u2019s token, signed out', async () => {
    const token = tokenIn((await jobAlertEmail()).text);
    const response = await post('/rest/public/subscriptions/acme/unsubscribe', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'Success',
      email: 'jane@example.com',
      unsubscribed: ['job_alert'],
    });
    expect(flags((await byCandidate(janeId, { cookie: jane })).json())).toMatchObject({
      job_alert: 'f',
      marketing: 't',
    });
  });

  it('unsubscribes both marketing and job-alert e-mail with the one-click setting', async () => {
    const token = tokenIn((await jobAlertEmail()).text);
    await app.db
      .update(tenants)
      .set({ featureFlags: { oneClickUnsubscribe: true } })
      .where(eq(tenants.id, acme.id));
    const withSetting = await buildTestApp(database);
    try {
      const response = await withSetting.inject({
        method: 'POST',
        url: '/rest/public/subscriptions/acme/unsubscribe',
        headers: XHR,
        payload: { token },
      });
      expect(response.json()).toMatchObject({ unsubscribed: ['marketing', 'job_alert'] });
      expect(flags((await byCandidate(janeId, { cookie: jane })).json())).toMatchObject({
        job_alert: 'f',
        marketing: 'f',
      });
    } finally {
      await withSetting.close();
      await app.db.update(tenants).set({ featureFlags: {} }).where(eq(tenants.id, acme.id));
    }
  });

  it('takes one POST to the List-Unsubscribe address, without the XHR marker', async () => {
    const received = await jobAlertEmail();
    const address = new URL(/^<(.+)>$/.exec(received.headers['list-unsubscribe'] ?? '')?.[1] ?? '');
    const url = `${address.pathname}${address.search}`;
    const empty = await app.inject({ method: 'POST', url, payload: '' });
    expect(empty.statusCode).toBe(400);
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(flags((await byCandidate(janeId, { cookie: jane })).json())).toMatchObject({
      job_alert: 'f',
    });

    await setJane({ job_alert: 't', marketing: 't' });
    const boundary = 'x-boundary';
    const multipart = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect(flags((await byCandidate(janeId, { cookie: jane })).json())).toMatchObject({
      job_alert: 'f',
    });
  });

  it('refuses forged, edited, expired, foreign and non-e-mail tokens as invalid', async () => {
    const genuine = tokenIn((await jobAlertEmail()).text);
    const [header = '', payload = '', signature = ''] = genuine.split('.');
    const claims: Record<string, unknown> = JSON.parse(
      Buffer.from(payload, 'base64url').toString(),
    );
    const edited = [
      header,
      Buffer.from(JSON.stringify({ ...claims, sub: 'bob@example.com' })).toString('base64url'),
      signature,
    ].join('.');
    const { privateKey } = await generateKeyPair('ES256');
    const kid = JSON.parse(Buffer.from(header, 'base64url').toString()).kid;
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'tg-unsubscribe+jwt' })
      .sign(privateKey);
    const none = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'tg-unsubscribe+jwt' })).toString('base64url'),
      payload,
      '',
    ].join('.');
    const claimsFor = (values: Partial<{ tenantId: number; email: string }>) => ({
      tenantId: acme.id,
      candidateId: janeId,
      email: 'jane@example.com',
      emailType: 'job_alert' as const,
      ...values,
    });
    const expired = await issueUnsubscribeToken(
      app.signingKeys,
      claimsFor({}),
      new Date(Date.now() - 400 * 86_400_000),
    );
    const foreign = await issueUnsubscribeToken(
      app.signingKeys,
      claimsFor({ tenantId: globex.id }),
    );
    const notAnEmail = await issueUnsubscribeToken(app.signingKeys, claimsFor({ email: 'jane' }));
    const bearer = (
      await issueToken(app.signingKeys, {
        kind: 'temporary',
        tenantId: acme.id,
        candidateId: janeId,
        principal: 'candidate/acme/jane@example.com',
        audiences: ['lgnls'],
        purpose: 'loginless',
        appType: 'candidate',
      })
    ).token;

    for (const token of [edited, forged, none, expired, foreign, notAnEmail, bearer, 'garbage']) {
      const response = await post('/rest/public/subscriptions/acme/unsubscribe', { token });
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    }
    expect(flags((await byCandidate(janeId, { cookie: jane })).json())).toMatchObject({
      job_alert: 't',
    });
  });

  it('needs the e-mail\u2019s signature on the action preferences call', async () => {
    const link = /https:\/\/\S+\/profile\/actionpreferences\/\?(\S+)/.exec(
      (await jobAlertEmail()).text,
    );
    const query = new URLSearchParams(link?.[1] ?? '');
    const signature = query.get('signature') ?? '';
    const typed = await post('/rest/public/subscriptions/acme/actionpreferences', {
      action: 'unsubscribe',
      email: 'bob@example.com',
      signature,
    });
    expect(typed.json()).toMatchObject({ statusCode: 400, code: 'INVALID_TOKEN' });
    const unknownAction = await post('/rest/public/subscriptions/acme/actionpreferences', {
      action: 'subscribe',
      email: 'jane@example.com',
      signature,
    });
    expect(unknownAction.statusCode).toBe(400);
    const response = await post('/rest/public/subscriptions/acme/actionpreferences', {
      action: query.get('action'),
      email: query.get('email'),
      signature,
    });
    expect(response.json()).toEqual({
      status: 'Success',
      email: 'jane@example.com',
      unsubscribed: ['job_alert'],
    });
  });

  it('fails when the token\u2019s candidate is gone', async () => {
    const token = await issueUnsubscribeToken(app.signingKeys, {
      tenantId: acme.id,
      candidateId: 999_999,
      email: 'nobody@example.com',
      emailType: 'marketing',
    });
    const response = await post('/rest/public/subscriptions/acme/unsubscribe', { token });
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'CANDIDATE_NOT_FOUND' });
  });
});

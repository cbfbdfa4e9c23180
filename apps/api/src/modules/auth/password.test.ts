import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_SENT } from '@talentgate/domain';
import { eq } from 'drizzle-orm';
import { candidates } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant, TEST_PASSWORD } from '../../test/factories.js';
import {
  deliveredTo as deliverEmail,
  startSmtpServer,
  type ReceivedEmail,
} from '../../test/smtp.js';
import type { Tenant } from '../tenants/find-tenant.js';

let database: TestDatabase;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let acme: Tenant;
let pending: Awaited<ReturnType<typeof createCandidate>>;

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  const db = database.handle.db;
  acme = await createTenant(db, {
    client: 'acme',
    name: 'Acme Careers',
    settings: { passwordCriteria: ['digit'] },
  });
  const globex = await createTenant(db, { client: 'globex' });
  await createCandidate(db, acme, { uname: 'jane@example.com', firstName: 'Jane' });
  pending = await createCandidate(db, acme, { uname: 'pending@example.com', locked: 't' });
  await createCandidate(db, globex, { uname: 'other@example.com' });
  app = await buildTestApp(database, {
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://careers.example.test',
    TENANT_HOSTS: 'jobs.acme.test=acme',
  });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  await smtp.close();
});

const forgot = (uname: string, client = 'acme', suffix = '') =>
  app.inject({
    method: 'POST',
    url: `/rest/public/candidate/${client}/password/${suffix}`,
    headers: XHR,
    payload: { uname, communicationTemplate: 'Password Reset' },
  });

const reset = (token: string, newPassword: string, client = 'acme') =>
  app.inject({
    method: 'POST',
    url: `/rest/public/candidate/${client}/password/reset?token=${encodeURIComponent(token)}`,
    headers: XHR,
    payload: { newPassword },
  });

const login = (uname: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/rest/login',
    headers: { ...XHR, 'x-client': 'acme' },
    payload: { username: uname, password },
  });

function cookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === 'tg_session');
  if (!cookie) throw new Error(`no session (status ${response.statusCode}: ${response.body})`);
  return `tg_session=${cookie.value}`;
}

const deliveredTo = (address: string) => deliverEmail(app, smtp.received, address);

const linkToken = (email: ReceivedEmail) => {
  const link = /https:\/\/\S+\/profile\/reset-password\/\?token=(\S+)/.exec(email.text);
  if (!link?.[1]) throw new Error(`no reset link in: ${email.text}`);
  return { url: link[0], token: decodeURIComponent(link[1]) };
};

describe('forgot password', () => {
  it('answers every well-formed address the same, and sends a reset link only to real accounts of the tenant', async () => {
    const known = await forgot('Jane@Example.com');
    const unknown = await forgot('nobody@example.com');
    const otherTenant = await forgot('other@example.com');
    for (const response of [known, unknown, otherTenant]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(FORGOT_PASSWORD_SENT);
    }
    await app.mailWorker?.sendDue();
    // An address without an account here is told so (the same work as a reset, issue 19).
    expect(smtp.received.map((email) => [email.to, email.subject])).toEqual([
      ['jane@example.com', 'Reset your Acme Careers password'],
      ['nobody@example.com', 'Your Acme Careers password reset request'],
      ['other@example.com', 'Your Acme Careers password reset request'],
    ]);
    expect(smtp.received.filter((email) => email.text.includes('reset-password'))).toHaveLength(1);
  });

  it('accepts the optional captcha-token suffix', async () => {
    expect((await forgot('jane@example.com', 'acme', 'captcha-token-value')).json()).toBe(
      FORGOT_PASSWORD_SENT,
    );
  });

  it('rejects a malformed address with the spec\u2019s message', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'uname',
      message: 'Invalid email address.',
    });
  });

  it('sends a link to the tenant\u2019s own host, never to the host the request named', async () => {
    await app.inject({
      method: 'POST',
      url: '/rest/public/candidate/acme/password/',
      headers: { ...XHR, host: 'evil.example' },
      payload: { uname: 'jane@example.com' },
    });
    const email = await deliveredTo('jane@example.com');
    expect(email.subject).toBe('Reset your Acme Careers password');
    expect(linkToken(email).url).toMatch(
      /^https:\/\/jobs\.acme\.test\/profile\/reset-password\/\?token=/,
    );
    expect(email.text).not.toContain('evil.example');
  });
});

describe('reset by e-mailed link', () => {
  it('sets the password once, ends old sessions, and refuses a second use', async () => {
    const oldSession = cookieOf(await login('jane@example.com', TEST_PASSWORD));
    await forgot('jane@example.com');
    const { token } = linkToken(await deliveredTo('jane@example.com'));

    expect((await reset(token, 'too short')).json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK' });
    expect((await reset(token, 'no digits here at all')).json()).toMatchObject({
      code: 'PASSWORD_TOO_WEAK',
    });
    expect((await reset(token, 'password1')).json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK' });
    expect((await reset(token, TEST_PASSWORD)).json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK' });

    const done = await reset(token, 'brand new secret 2026');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 'Success' });

    const again = await reset(token, 'another new secret 2027');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });

    const current = await app.inject({
      url: '/rest/private/candidate/acme/current',
      headers: { cookie: oldSession },
    });
    expect(current.statusCode).toBe(401);
    expect((await login('jane@example.com', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('jane@example.com', 'brand new secret 2026')).statusCode).toBe(200);
  });

  it('refuses the new password when it equals the old one', async () => {
    await forgot('pending@example.com');
    const { token } = linkToken(await deliveredTo('pending@example.com'));
    const same = await reset(token, `${TEST_PASSWORD} 1`);
    expect(same.statusCode).toBe(200);
    await forgot('pending@example.com');
    const second = linkToken(await deliveredTo('pending@example.com'));
    expect((await reset(second.token, `${TEST_PASSWORD} 1`)).json()).toMatchObject({
      code: 'PASSWORD_REPETITION_NOT_ALLOWED',
    });
  });

  it('activates a not-yet-activated account', async () => {
    // pending@example.com was created locked ('t') and reset its password in the test above.
    expect(pending.locked).toBe('t');
    const [row] = await database.handle.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, pending.id));
    expect(row?.locked).toBe('f');
    expect((await login('pending@example.com', `${TEST_PASSWORD} 1`)).statusCode).toBe(200);
  });

  it('rejects unknown tokens and tokens of another tenant', async () => {
    expect((await reset('made-up-token', 'brand new secret 2026')).json()).toMatchObject({
      code: 'INVALID_TOKEN',
    });
    await forgot('other@example.com', 'globex');
    const { token } = linkToken(await deliveredTo('other@example.com'));
    expect((await reset(token, 'brand new secret 2026', 'acme')).json()).toMatchObject({
      code: 'INVALID_TOKEN',
    });
  });

  it('sends at most five reset e-mails an hour per account', async () => {
    const before = smtp.received.length;
    for (let request = 0; request < 7; request += 1) {
      expect((await forgot('other@example.com', 'globex')).json()).toBe(FORGOT_PASSWORD_SENT);
    }
    await app.mailWorker?.sendDue();
    // One was sent by the previous test in this hour.
    expect(smtp.received.length - before).toBe(4);
  });
});

describe('change password', () => {
  it('surfaces both error codes of the spec and changes the password on success', async () => {
    const password = 'brand new secret 2026';
    const session = await login('jane@example.com', password);
    const cookie = cookieOf(session);
    const candidateId = session.json<{ candidateId: number }>().candidateId;
    const change = (currentPassword: string, newPassword: string, id = candidateId) =>
      app.inject({
        method: 'POST',
        url: '/rest/private/candidate/acme/password',
        headers: { ...XHR, cookie },
        payload: { currentPassword, newPassword, candidateId: id },
      });

    expect((await change('wrong current', 'changed secret 2028')).json()).toMatchObject({
      code: 'CURRENT_PASSWORD_IS_INVALID',
    });
    expect((await change(password, password)).json()).toMatchObject({
      code: 'PASSWORD_REPETITION_NOT_ALLOWED',
    });
    expect((await change(password, 'changed secret 2028', pending.id)).statusCode).toBe(401);
    expect((await change(password, 'changed secret 2028')).json()).toEqual({ status: 'Success' });
    // This session stays; the password changed.
    expect(
      (await app.inject({ url: '/rest/private/candidate/acme/current', headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    expect((await login('jane@example.com', 'changed secret 2028')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/rest/private/candidate/acme/password',
      headers: XHR,
      payload: { currentPassword: 'a', newPassword: 'b', candidateId: 1 },
    });
    expect(response.statusCode).toBe(401);
  });
});

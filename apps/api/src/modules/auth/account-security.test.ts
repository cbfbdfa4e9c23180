/**
 * Issue 19: how accounts, sessions and tokens hold up against someone who is not their owner
 * (the account takeover, token, throttle and reset-link items), each through the real calls.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORGOT_PASSWORD_SENT,
  LOGIN_FAILURE_LIMIT,
  type SessionStatus,
  type TokenResponse,
} from '@talentgate/domain';
import { outboxEmails } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { importDemoStreams } from '../../test/apply-streams.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant, TEST_PASSWORD } from '../../test/factories.js';
import { startCandidateFlow } from '../../test/new-candidate.js';
import { signInCookie } from '../../test/sign-in.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { createLinkToken } from './link-tokens.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const THROTTLE_DELAY_MS = 1_000;
let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;

beforeAll(async () => {
  database = await createTestDatabase();
  acme = await createTenant(database.handle.db, { client: 'acme' });
  await createTenant(database.handle.db, {
    client: 'loginless',
    featureFlags: { profileLoginDeactivated: true },
  });
  app = await buildTestApp(database, { LOGIN_THROTTLE_DELAY_MS: String(THROTTLE_DELAY_MS) });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const login = (
  target: FastifyInstance,
  username: string,
  password: string,
  address = '10.0.0.1',
  client = 'acme',
) =>
  target.inject({
    method: 'POST',
    url: '/rest/login',
    remoteAddress: address,
    headers: { ...XHR, 'x-client': client },
    payload: { username, password },
  });

const forgot = (uname: string, client = 'acme') =>
  app.inject({
    method: 'POST',
    url: `/rest/public/candidate/${client}/password/`,
    headers: XHR,
    payload: { uname },
  });

const reset = (secret: string, newPassword: string, client = 'acme') =>
  app.inject({
    method: 'POST',
    url: `/rest/public/candidate/${client}/password/reset?token=${encodeURIComponent(secret)}`,
    headers: XHR,
    payload: { newPassword },
  });

const finish = (client: string, candidateId: number, authorization: string) =>
  app.inject({
    method: 'POST',
    url: `/rest/private/candidate/${client}/flow/finish`,
    headers: { ...XHR, authorization },
    payload: { candidateId },
  });

/** The e-mails the outbox holds for an address, newest first. */
async function emailsTo(recipient: string) {
  return database.handle.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, recipient))
    .orderBy(desc(outboxEmails.id));
}

/** The secret of the newest password link e-mailed to an address. */
async function latestLinkSecret(recipient: string): Promise<string> {
  const [email] = await emailsTo(recipient);
  const secret = /reset-password\/\?token=(\S+)/.exec(email?.textBody ?? '')?.[1];
  if (!secret) throw new Error(`no password link e-mailed to ${recipient}`);
  return decodeURIComponent(secret);
}

const cookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((item) => item.name === 'tg_session');
  if (!cookie) throw new Error(`no session (${response.statusCode}): ${response.body}`);
  return `tg_session=${cookie.value}`;
};

/** A temporary token from the token call, for a principal of tenant acme. */
async function temporaryToken(uname: string, via: { cookie?: string; linkSecret?: string }) {
  const response = await app.inject({
    method: 'POST',
    url: '/rest/acme/token',
    headers: { ...XHR, ...(via.cookie ? { cookie: via.cookie } : {}) },
    payload: {
      tokenState: via.linkSecret ?? '',
      stateType: via.linkSecret ? 'HASH' : 'NONE',
      tokenType: 'Temporary Token',
      userPrincipal: `candidate/acme/${uname}`,
      audKeys: [],
      appType: 'XCC',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return `Temporary ${response.json<TokenResponse>().token}`;
}

const readWithToken = (authorization: string) =>
  app.inject({ url: '/rest/private/candidate/acme/token/current', headers: { authorization } });

describe('the session cookie over HTTPS', () => {
  it('is named with the __Host- prefix: Secure, Path=/ and no Domain, and only that name is read', async () => {
    await createCandidate(database.handle.db, acme, { uname: 'secure@example.com' });
    const secureApp = await buildTestApp(database, { COOKIE_SECURE: 'true' });
    try {
      const response = await login(secureApp, 'secure@example.com', TEST_PASSWORD);
      expect(response.statusCode, response.body).toBe(200);
      const cookie = response.cookies.find((item) => item.name === '__Host-tg_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(cookie?.domain).toBeUndefined();
      expect(response.cookies.find((item) => item.name === 'tg_session')).toBeUndefined();

      const status = async (cookieHeader: string) =>
        (
          await secureApp.inject({ url: '/rest/session', headers: { cookie: cookieHeader } })
        ).json<SessionStatus>().authenticated;
      expect(await status(`__Host-tg_session=${cookie?.value ?? ''}`)).toBe(true);
      // A cookie without the prefix may have been set by a sibling host or over plain HTTP.
      expect(await status(`tg_session=${cookie?.value ?? ''}`)).toBe(false);
    } finally {
      await secureApp.close();
    }
  });
});

describe('the login name is the e-mail, confirmed before the account opens (item 1)', () => {
  it('refuses a join whose e-mail is not its login name', async () => {
    const tenant = await app.tenants.require('acme');
    await importDemoStreams(app.db, tenant);
    const response = await app.inject({
      method: 'POST',
      url: '/rest/public/candidate/acme/workflow',
      headers: XHR,
      payload: {
        streamId: 'talent-community',
        flowType: 'join',
        candidate: {
          uname: 'victim@example.com',
          email: 'attacker@example.com',
          password: 'Attacker-Pass-2026-x',
        },
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'candidate.email' });
  });

  it('does not let a password typed in a flow sign in, during the flow or after it', async () => {
    const flow = await startCandidateFlow(
      app,
      'acme',
      { uname: 'owner@example.com', password: 'Attacker-Pass-2026-x' },
      { streamId: 'talent-community', flowType: 'join' },
    );
    const during = await login(app, 'owner@example.com', 'Attacker-Pass-2026-x');
    expect(during.statusCode, during.body).toBe(403);
    expect(during.json()).toMatchObject({
      code: 'ACCOUNT_NOT_ACTIVATED',
      message:
        'Your account is not activated yet. Please check your Email and reset password, then you can login',
    });
    expect(during.cookies).toEqual([]);

    expect(
      (await finish('acme', flow.candidate.candidateId, flow.authorization)).json(),
    ).toMatchObject({ locked: 't', email: 'Candidate Activation' });
    expect((await login(app, 'owner@example.com', 'Attacker-Pass-2026-x')).statusCode).toBe(403);
    // The activation e-mail went to the login name.
    expect((await emailsTo('owner@example.com')).map((email) => email.template)).toEqual([
      'Candidate Activation',
    ]);
  });

  it('lets the owner reclaim an account someone else opened: the link sets their password, and the other password, flow token and links end', async () => {
    const squatter = await startCandidateFlow(
      app,
      'acme',
      { uname: 'reclaim@example.com', firstName: 'Not', password: 'Squatter-Pass-2026-x' },
      { streamId: 'talent-community', flowType: 'join' },
    );
    // The owner cannot join with their own address, nor sign in; forgot password reaches them.
    const join = await app.inject({
      method: 'POST',
      url: '/rest/public/candidate/acme/workflow',
      headers: XHR,
      payload: {
        streamId: 'talent-community',
        flowType: 'join',
        candidate: { uname: 'reclaim@example.com' },
      },
    });
    expect(join.json()).toMatchObject({ code: 'EMAIL_EXISTS' });
    expect((await forgot('reclaim@example.com')).json()).toBe(FORGOT_PASSWORD_SENT);
    const secret = await latestLinkSecret('reclaim@example.com');

    expect((await reset(secret, 'Owners-Own-Pass-2026')).statusCode).toBe(200);
    expect((await login(app, 'reclaim@example.com', 'Squatter-Pass-2026-x')).statusCode).toBe(401);
    expect((await login(app, 'reclaim@example.com', 'Owners-Own-Pass-2026')).statusCode).toBe(200);
    // The flow the other person started is closed to them.
    expect(
      (await finish('acme', squatter.candidate.candidateId, squatter.authorization)).statusCode,
    ).toBe(401);
  });

  it('accepts, as the activating password, the one typed in the flow', async () => {
    const flow = await startCandidateFlow(
      app,
      'acme',
      { uname: 'same.password@example.com', password: 'Chosen-In-Flow-2026' },
      { streamId: 'talent-community', flowType: 'join' },
    );
    await finish('acme', flow.candidate.candidateId, flow.authorization);
    const secret = await latestLinkSecret('same.password@example.com');
    const activated = await reset(secret, 'Chosen-In-Flow-2026');
    expect(activated.statusCode, activated.body).toBe(200);
    expect((await login(app, 'same.password@example.com', 'Chosen-In-Flow-2026')).statusCode).toBe(
      200,
    );
  });

  it('keeps an account opened without a link (profile login deactivated) closed to passwords until its owner resets one', async () => {
    const tenant = await app.tenants.require('loginless');
    await importDemoStreams(app.db, tenant);
    const flow = await startCandidateFlow(
      app,
      'loginless',
      { uname: 'quiet@example.com', password: 'Typed-By-Anyone-2026' },
      { streamId: 'talent-community', flowType: 'join' },
    );
    expect(
      (await finish('loginless', flow.candidate.candidateId, flow.authorization)).json(),
    ).toMatchObject({ locked: 'f' });
    const refused = await login(
      app,
      'quiet@example.com',
      'Typed-By-Anyone-2026',
      '10.0.0.1',
      'loginless',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_NOT_ACTIVATED' });

    await forgot('quiet@example.com', 'loginless');
    const secret = await latestLinkSecret('quiet@example.com');
    expect((await reset(secret, 'Quiet-Owner-2026', 'loginless')).statusCode).toBe(200);
    expect(
      (await login(app, 'quiet@example.com', 'Quiet-Owner-2026', '10.0.0.1', 'loginless'))
        .statusCode,
    ).toBe(200);
  });
});

describe('temporary tokens end with their session and with a password change or reset (item 2)', () => {
  it('ends a token obtained with a session when that session logs out', async () => {
    await createCandidate(app.db, acme, { uname: 'logout@example.com' });
    const cookie = await signInCookie(app, 'acme', 'logout@example.com');
    const token = await temporaryToken('logout@example.com', { cookie });
    expect((await readWithToken(token)).statusCode).toBe(200);

    await app.inject({ method: 'POST', url: '/rest/logout', headers: { ...XHR, cookie } });
    const after = await readWithToken(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('ends every temporary token, from a session or an e-mailed link, when the password changes', async () => {
    const candidate = await createCandidate(app.db, acme, { uname: 'change@example.com' });
    const linkSecret = await createLinkToken(app.db, {
      tenantId: acme.id,
      candidateId: candidate.id,
      purpose: 'loginless',
    });
    const fromLink = await temporaryToken('change@example.com', { linkSecret });
    const cookie = await signInCookie(app, 'acme', 'change@example.com');
    const fromSession = await temporaryToken('change@example.com', { cookie });
    expect((await readWithToken(fromLink)).statusCode).toBe(200);

    const change = await app.inject({
      method: 'POST',
      url: '/rest/private/candidate/acme/password',
      headers: { ...XHR, cookie },
      payload: {
        candidateId: candidate.id,
        currentPassword: TEST_PASSWORD,
        newPassword: 'A-New-Passphrase-2026',
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await readWithToken(fromLink)).statusCode).toBe(401);
    expect((await readWithToken(fromSession)).statusCode).toBe(401);
    // Nor can it still write the candidate's subscriptions.
    const write = await app.inject({
      method: 'POST',
      url: '/rest/private/subscriptions/acme/token/modify',
      headers: { ...XHR, authorization: fromLink },
      payload: {
        usersId: null,
        communicationTypesId: 1,
        communicationType: 'job_alert',
        subscription: 't',
        candidateId: candidate.id,
      },
    });
    expect(write.statusCode).toBe(401);
  });

  it('ends every temporary token when the password is reset by link', async () => {
    const candidate = await createCandidate(app.db, acme, { uname: 'reset.tokens@example.com' });
    const linkSecret = await createLinkToken(app.db, {
      tenantId: acme.id,
      candidateId: candidate.id,
      purpose: 'loginless',
    });
    const token = await temporaryToken('reset.tokens@example.com', { linkSecret });
    await forgot('reset.tokens@example.com');
    expect(
      (await reset(await latestLinkSecret('reset.tokens@example.com'), 'Reset-Passphrase-2026'))
        .statusCode,
    ).toBe(200);
    expect((await readWithToken(token)).statusCode).toBe(401);
  });
});

describe('the sign-in throttle under a burst (item 4)', () => {
  it('checks at most one password of a concurrent burst past the limit, and throttles the rest', async () => {
    await createCandidate(app.db, acme, { uname: 'burst@example.com' });
    const address = '10.4.4.4';
    for (let attempt = 1; attempt < LOGIN_FAILURE_LIMIT; attempt += 1) {
      expect((await login(app, 'burst@example.com', `wrong ${attempt}`, address)).statusCode).toBe(
        401,
      );
    }
    const started = performance.now();
    const burst = [
      ...Array.from({ length: 20 }, (_, index) =>
        login(app, 'burst@example.com', `burst ${index}`, address),
      ),
      login(app, 'burst@example.com', TEST_PASSWORD, address),
    ].map(async (pending) => {
      const response = await pending;
      return { status: response.statusCode, ms: performance.now() - started };
    });
    const answers = await Promise.all(burst);
    const unthrottled = answers.filter((answer) => answer.ms < THROTTLE_DELAY_MS - 20);
    expect(unthrottled.length).toBeLessThanOrEqual(1);
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
    expect(answers.every((answer) => answer.status === 401 || answer.status === 200)).toBe(true);
  });
});

describe('reset links (item 5)', () => {
  it('ends an older reset link once a newer one is used', async () => {
    await createCandidate(app.db, acme, { uname: 'two.links@example.com' });
    await forgot('two.links@example.com');
    const older = await latestLinkSecret('two.links@example.com');
    await forgot('two.links@example.com');
    const newer = await latestLinkSecret('two.links@example.com');
    expect(newer).not.toBe(older);

    expect((await reset(newer, 'Newest-Passphrase-2026')).statusCode).toBe(200);
    const stale = await reset(older, 'Older-Link-Passphrase-2026');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('ends an outstanding reset link when the password is changed', async () => {
    const candidate = await createCandidate(app.db, acme, { uname: 'changed@example.com' });
    await forgot('changed@example.com');
    const outstanding = await latestLinkSecret('changed@example.com');
    const cookie = cookieOf(await login(app, 'changed@example.com', TEST_PASSWORD));
    await app.inject({
      method: 'POST',
      url: '/rest/private/candidate/acme/password',
      headers: { ...XHR, cookie },
      payload: {
        candidateId: candidate.id,
        currentPassword: TEST_PASSWORD,
        newPassword: 'Changed-Passphrase-2026',
      },
    });
    expect((await reset(outstanding, 'Via-Old-Link-2026')).json()).toMatchObject({
      code: 'INVALID_TOKEN',
    });
  });
});

describe('forgot password for an address without an account (item 6)', () => {
  it('does the same work as for an account: one e-mail through the outbox, to that address', async () => {
    await createCandidate(app.db, acme, { uname: 'known@example.com' });
    for (const uname of ['known@example.com', 'unknown@example.com']) {
      expect((await forgot(uname)).json()).toBe(FORGOT_PASSWORD_SENT);
    }
    const [known] = await emailsTo('known@example.com');
    const unknownEmails = await database.handle.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.tenantId, acme.id), eq(outboxEmails.recipient, 'unknown@example.com')),
      );
    expect(known?.template).toBe('Password Reset');
    expect(unknownEmails.map((email) => email.template)).toEqual([
      'Password Reset Without Account',
    ]);
    expect(unknownEmails[0]?.textBody).toContain('no account uses it');
    expect(unknownEmails[0]?.textBody).not.toContain('reset-password');
  });
});

describe('passwords of one repeated or sequential pattern', () => {
  it('are refused by the rule the password panels show, wherever a password is set', async () => {
    const tenant = await app.tenants.require('acme');
    const site = await app.inject({ url: '/rest/public/site/acme' });
    expect(site.json<{ passwordCriteria: string[] }>().passwordCriteria).toContain('pattern');

    const join = await app.inject({
      method: 'POST',
      url: '/rest/public/candidate/acme/workflow',
      headers: XHR,
      payload: {
        streamId: 'talent-community',
        flowType: 'join',
        candidate: { uname: 'weak@example.com', password: 'aaaaaaaaaaaa' },
      },
    });
    expect(join.statusCode, join.body).toBe(400);
    expect(join.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK', field: 'candidate.password' });

    const candidate = await createCandidate(app.db, tenant, { uname: 'weak.change@example.com' });
    const cookie = await signInCookie(app, 'acme', 'weak.change@example.com');
    for (const newPassword of ['aaaaaaaaaaaa', '123456789012', 'abcdabcdabcd']) {
      const change = await app.inject({
        method: 'POST',
        url: '/rest/private/candidate/acme/password',
        headers: { ...XHR, cookie },
        payload: { candidateId: candidate.id, currentPassword: TEST_PASSWORD, newPassword },
      });
      expect(change.json(), newPassword).toMatchObject({ code: 'PASSWORD_TOO_WEAK' });
    }
    await forgot('weak.change@example.com');
    const weakReset = await reset(
      await latestLinkSecret('weak.change@example.com'),
      'bbbbbbbbbbbb',
    );
    expect(weakReset.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK' });
  });
});

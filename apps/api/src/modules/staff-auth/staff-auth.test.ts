/** Staff sign-in (issue 20): password then TOTP, enrolment, recovery codes, sessions apart from candidates'. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_FAILURE_LIMIT,
  type StaffLoginResult,
  type StaffMe,
  type StaffSignedIn,
} from '@talentgate/domain';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { signInCookie } from '../../test/sign-in.js';
import { cookieOf, createStaff, signInStaff, STAFF_PASSWORD, totpCode } from '../../test/staff.js';
import type { Tenant } from '../tenants/find-tenant.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let globex: Tenant;

beforeAll(async () => {
  database = await createTestDatabase();
  acme = await createTenant(database.handle.db, { client: 'acme' });
  globex = await createTenant(database.handle.db, { client: 'globex' });
  app = await buildTestApp(database, { LOGIN_THROTTLE_DELAY_MS: '0' });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const login = (client: string, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: `/rest/staff/${client}/login`,
    headers: XHR,
    payload: { email, password },
  });
const secondFactor = (client: string, cookie: string, payload: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/rest/staff/${client}/login/second-factor`,
    headers: { ...XHR, cookie },
    payload,
  });
const me = (client: string, cookie?: string) =>
  app.inject({ method: 'GET', url: `/rest/staff/${client}/me`, headers: cookie ? { cookie } : {} });

describe('staff sign-in', () => {
  it('signs a recruiter in with the password and a TOTP code, and says who they are', async () => {
    const recruiter = await createStaff(app.db, acme, 'recruiter', { name: 'Rita Recruiter' });
    const cookie = await signInStaff(app, 'acme', recruiter);
    const response = await me('acme', cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json<StaffMe>();
    expect(body).toMatchObject({
      name: 'Rita Recruiter',
      client: 'acme',
      roles: ['recruiter'],
      scope: 'all',
    });
    expect(body.permissions).toContain('applications:write');
    expect(body.permissions).not.toContain('staff:admin');
  });

  it('sets an HttpOnly, SameSite=Strict cookie of its own, named __Host-tg_staff over HTTPS', async () => {
    const staff = await createStaff(app.db, acme, 'admin');
    const first = await login('acme', staff.user.email, STAFF_PASSWORD);
    const cookie = first.cookies.find((item) => item.name === 'tg_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const secureApp = await buildTestApp(database, { COOKIE_SECURE: 'true' });
    try {
      const response = await secureApp.inject({
        method: 'POST',
        url: '/rest/staff/acme/login',
        headers: XHR,
        payload: { email: staff.user.email, password: STAFF_PASSWORD },
      });
      expect(response.cookies.map((item) => item.name)).toEqual(['__Host-tg_staff']);
      expect(response.cookies[0]).toMatchObject({ secure: true });
    } finally {
      await secureApp.close();
    }
  });

  it('answers a wrong password, an unknown user and a deactivated one alike', async () => {
    const staff = await createStaff(app.db, acme, 'recruiter');
    const wrong = await login('acme', staff.user.email, 'not the password');
    const unknown = await login('acme', 'nobody@acme.example', STAFF_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(cookieOf(wrong)).toBeNull();
  });

  it('gives the password step alone no access, and refuses a wrong code', async () => {
    const staff = await createStaff(app.db, acme, 'admin');
    const first = await login('acme', staff.user.email, STAFF_PASSWORD);
    expect(first.json<StaffLoginResult>()).toEqual({ next: 'totp' });
    const pending = cookieOf(first) ?? '';
    expect((await me('acme', pending)).statusCode).toBe(401);
    const code = await totpCode(staff.secret);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const refused = await secondFactor('acme', pending, { code: wrongCode });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'STAFF_SECOND_FACTOR_INVALID' });
    expect((await secondFactor('acme', '', { code })).statusCode).toBe(401);
  });

  it('accepts a code once: the same code cannot open a second session', async () => {
    const staff = await createStaff(app.db, acme, 'recruiter');
    const code = await totpCode(staff.secret);
    const first = cookieOf(await login('acme', staff.user.email, STAFF_PASSWORD)) ?? '';
    const second = cookieOf(await login('acme', staff.user.email, STAFF_PASSWORD)) ?? '';
    expect((await secondFactor('acme', first, { code })).statusCode).toBe(200);
    const replay = await secondFactor('acme', second, { code });
    expect(replay.statusCode).toBe(401);
  });

  it('enrols at the first sign-in: the secret as text and URI, then recovery codes that work once', async () => {
    const staff = await createStaff(app.db, acme, 'recruiter', { enrolled: false });
    const first = await login('acme', staff.user.email, STAFF_PASSWORD);
    const offer = first.json<StaffLoginResult>();
    expect(offer.next).toBe('enrol');
    expect(offer.secret).toBe(staff.secret);
    expect(offer.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    // A recovery code is no way in before enrolment.
    const early = await secondFactor('acme', cookieOf(first) ?? '', {
      recoveryCode: 'abcde-fghjk',
    });
    expect(early.statusCode).toBe(401);
    const enrolled = await secondFactor('acme', cookieOf(first) ?? '', {
      code: await totpCode(staff.secret),
    });
    expect(enrolled.statusCode).toBe(200);
    const { recoveryCodes } = enrolled.json<StaffSignedIn>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const again = await login('acme', staff.user.email, STAFF_PASSWORD);
    expect(again.json<StaffLoginResult>()).toEqual({ next: 'totp' });
    const withRecovery = await secondFactor('acme', cookieOf(again) ?? '', {
      recoveryCode: (recoveryCodes[0] ?? '').toUpperCase(),
    });
    expect(withRecovery.statusCode).toBe(200);
    expect(withRecovery.json<StaffSignedIn>().recoveryCodes).toEqual([]);
    const reuse = await login('acme', staff.user.email, STAFF_PASSWORD);
    const refused = await secondFactor('acme', cookieOf(reuse) ?? '', {
      recoveryCode: recoveryCodes[0] ?? '',
    });
    expect(refused.statusCode).toBe(401);
  });

  it('throttles an account after repeated failures, even with the right password then', async () => {
    const staff = await createStaff(app.db, acme, 'recruiter');
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt += 1) {
      expect((await login('acme', staff.user.email, 'wrong password')).statusCode).toBe(401);
    }
    const blocked = await login('acme', staff.user.email, STAFF_PASSWORD);
    expect(blocked.statusCode).toBe(401);
    expect(cookieOf(blocked)).toBeNull();
  });

  it('keeps staff and candidates apart, and each tenant to itself', async () => {
    await createCandidate(app.db, acme, { uname: 'casey@example.com' });
    const candidateCookie = await signInCookie(app, 'acme', 'casey@example.com');
    expect((await me('acme', candidateCookie)).statusCode).toBe(401);
    expect((await me('acme')).statusCode).toBe(401);
    const foreign = await createStaff(app.db, globex, 'admin');
    const foreignCookie = await signInStaff(app, 'globex', foreign);
    expect((await me('globex', foreignCookie)).statusCode).toBe(200);
    expect((await me('acme', foreignCookie)).statusCode).toBe(401);
    // Staff sign in on their own tenant only.
    expect((await login('acme', foreign.user.email, STAFF_PASSWORD)).statusCode).toBe(401);
  });

  it('limits sign-in steps per address', async () => {
    const limited = await buildTestApp(database, { RATE_LIMIT_STAFF_SIGN_INS_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: '/rest/staff/acme/login',
          headers: XHR,
          payload: { email: 'nobody@acme.example', password: 'whatever it is' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('ends the session on logout', async () => {
    const staff = await createStaff(app.db, acme, 'vendor');
    const cookie = await signInStaff(app, 'acme', staff);
    const out = await app.inject({
      method: 'POST',
      url: '/rest/staff/acme/logout',
      headers: { ...XHR, cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await me('acme', cookie)).statusCode).toBe(401);
  });
});

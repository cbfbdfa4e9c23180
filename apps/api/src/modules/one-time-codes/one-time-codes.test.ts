import { createServer, type IncomingMessage } from 'node:http';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { signInCookie } from '../../test/sign-in.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { hasVerifiedOneTimeCode } from './one-time-codes.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const MINUTE = 60_000;

let database: TestDatabase;
let app: FastifyInstance;
let tenant: Tenant;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  tenant = await createTenant(app.db, { name: 'Acme Careers' });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

let phoneSequence = 100;

async function signedIn(phone1: string | null = `51255501${(phoneSequence += 1)}`) {
  const candidate = await createCandidate(app.db, tenant, { phone1 });
  const cookie = await signInCookie(app, tenant.client, candidate.uname);
  const call = (path: string, payload: Record<string, string>, as = cookie) =>
    app.inject({
      method: 'POST',
      url: `/rest/private/candidate/${tenant.client}/one-time-code${path}`,
      headers: { ...XHR, cookie: as },
      payload,
    });
  const send = () => call('', { purpose: 'onboarding' });
  const verify = (code: string) => call('/verify', { purpose: 'onboarding', code });
  /** The code, as the candidate reads it on their phone (the development outbox). */
  const lastCode = async () => {
    const outbox = await app.inject({ url: `/dev/sms/messages?to=${phone1 ?? ''}` });
    const body = outbox.json<{ body: string }[]>()[0]?.body ?? '';
    return /\b(\d{6})\b/.exec(body)?.[1] ?? '';
  };
  return { candidate, cookie, call, send, verify, lastCode };
}

/** Moves the candidate's codes back in time, as if `minutes` had passed. */
async function age(candidateId: number, minutes: number) {
  const codes = await app.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.tenantId, tenant.id), eq(oneTimeCodes.candidateId, candidateId)));
  for (const code of codes) {
    await app.db
      .update(oneTimeCodes)
      .set({
        createdAt: new Date(code.createdAt.getTime() - minutes * MINUTE),
        expiresAt: new Date(code.expiresAt.getTime() - minutes * MINUTE),
      })
      .where(eq(oneTimeCodes.id, code.id));
  }
}

describe('one-time codes', () => {
  it('texts a 6-digit code to the candidate\u2019s phone, stored hashed, verified once', async () => {
    const { candidate, send, verify, lastCode } = await signedIn('5125550142');
    const sent = await send();
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ sentTo: '******0142' });
    const expiresIn = sent.json<{ expiresAt: number }>().expiresAt - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * MINUTE);
    expect(expiresIn).toBeLessThanOrEqual(10 * MINUTE);

    const code = await lastCode();
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await app.inject({ url: '/dev/sms' });
    expect(outbox.headers['content-type']).toContain('text/html');
    expect(outbox.body).toContain(`Acme Careers: your verification code is ${code}`);
    const [row] = await app.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.candidateId, candidate.id));
    expect(JSON.stringify(row)).not.toContain(code);

    const owner = { tenantId: tenant.id, candidateId: candidate.id };
    const since = new Date(Date.now() - MINUTE);
    expect(await hasVerifiedOneTimeCode(app.db, owner, 'onboarding', since)).toBe(false);
    const verified = await verify(` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(verified.json()).toEqual({ verified: true, attemptsLeft: 5 });
    expect(await hasVerifiedOneTimeCode(app.db, owner, 'onboarding', since)).toBe(true);
    // Used once: it cannot be entered again.
    const again = await verify(code);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'OTP_NOT_FOUND' });
  });

  it('takes five wrong codes, then refuses even the right one', async () => {
    const { send, verify, lastCode } = await signedIn();
    await send();
    const code = await lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (const attemptsLeft of [4, 3, 2, 1, 0]) {
      expect((await verify(wrong)).json()).toEqual({ verified: false, attemptsLeft });
    }
    const spent = await verify(code);
    expect(spent.statusCode).toBe(410);
    expect(spent.json()).toMatchObject({
      code: 'OTP_ATTEMPTS_EXHAUSTED',
      message: 'Too many wrong codes were entered. Ask for a new code.',
    });
  });

  it('expires a code after 10 minutes, and only the latest code counts', async () => {
    const { candidate, send, verify, lastCode } = await signedIn();
    await send();
    const first = await lastCode();
    await age(candidate.id, 11);
    const expired = await verify(first);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'OTP_EXPIRED' });

    await send();
    const second = await lastCode();
    if (first !== second) expect((await verify(first)).json()).toMatchObject({ verified: false });
    expect((await verify(second)).json()).toMatchObject({ verified: true });
  });

  it('sends at most three codes per 10 minutes', async () => {
    const { candidate, send } = await signedIn();
    for (let sent = 0; sent < 3; sent += 1) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'OTP_RATE_LIMITED' });
    await age(candidate.id, 10);
    expect((await send()).statusCode).toBe(200);
  });

  it('has no SMS outbox pages in production', async () => {
    const production = await buildTestApp(database, {
      NODE_ENV: 'production',
      SENSITIVE_DATA_MASTER_KEY: 'ab'.repeat(32),
    });
    try {
      expect((await production.inject({ url: '/dev/sms' })).statusCode).toBe(404);
      expect((await production.inject({ url: '/dev/sms/messages' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('needs a phone, and a code before a check', async () => {
    const { send, verify } = await signedIn(null);
    const noPhone = await send();
    expect(noPhone.statusCode).toBe(409);
    expect(noPhone.json()).toMatchObject({ code: 'OTP_PHONE_MISSING' });
    expect((await verify('123456')).json()).toMatchObject({ code: 'OTP_NOT_FOUND' });
  });

  it('acts only for the signed-in candidate: another\u2019s code cannot be checked', async () => {
    const victim = await signedIn();
    await victim.send();
    const code = await victim.lastCode();
    const other = await signedIn();
    // The other candidate's own session checks their own (absent) code, never the victim's.
    const attempt = await other.call('/verify', { purpose: 'onboarding', code });
    expect(attempt.json()).toMatchObject({ code: 'OTP_NOT_FOUND' });
    const anonymous = await victim.call('/verify', { purpose: 'onboarding', code }, '');
    expect(anonymous.statusCode).toBe(401);
    const foreign = await createTenant(app.db);
    const elsewhere = await app.inject({
      method: 'POST',
      url: `/rest/private/candidate/${foreign.client}/one-time-code/verify`,
      headers: { ...XHR, cookie: victim.cookie },
      payload: { purpose: 'onboarding', code },
    });
    expect(elsewhere.statusCode).toBe(401);
    expect((await victim.verify(code)).json()).toMatchObject({ verified: true });
  });
});

function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

describe('an SMS gateway', () => {
  it('delivers each text with its token once the code is kept, and says when it could not', async () => {
    const delivered: { authorization: string | undefined; body: unknown }[] = [];
    let status = 202;
    const gateway = createServer((request, response) => {
      void readBody(request).then((body) => {
        delivered.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const address = gateway.address();
    if (address === null || typeof address === 'string') throw new Error('gateway not listening');
    const withGateway = await buildTestApp(database, {
      SMS_GATEWAY_URL: `http://127.0.0.1:${address.port}/sms`,
      SMS_GATEWAY_TOKEN: 'sms-token',
    });
    try {
      const candidate = await createCandidate(app.db, tenant, { phone1: '5125550177' });
      const cookie = await signInCookie(withGateway, tenant.client, candidate.uname);
      const send = () =>
        withGateway.inject({
          method: 'POST',
          url: `/rest/private/candidate/${tenant.client}/one-time-code`,
          headers: { ...XHR, cookie },
          payload: { purpose: 'onboarding' },
        });
      expect((await send()).statusCode).toBe(200);
      expect(delivered).toEqual([
        {
          authorization: 'Bearer sms-token',
          body: {
            to: '5125550177',
            body: expect.stringMatching(/^Acme Careers: your verification code is \d{6}\./),
          },
        },
      ]);
      status = 500;
      const failed = await send();
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ code: 'SMS_NOT_SENT' });
    } finally {
      await withGateway.close();
      await new Promise((resolve) => gateway.close(resolve));
    }
  });
});

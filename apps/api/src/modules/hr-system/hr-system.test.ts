import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { signInCookie } from '../../test/sign-in.js';
import { runTenantSettingsCommand } from '../tenants/tenant-settings-command.js';
import { checkSignature } from './validate-identity.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

let database: TestDatabase;
let app: FastifyInstance;
let hrDouble: Server;
let hrUrl: string;
/** What the HR double received, newest last. */
const received: { authorization: string | undefined; body: unknown }[] = [];
let hrStatus = 200;
/** An answer the double sends instead of its verdict. */
let hrAnswer: string | null = null;

function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
  });
}

/** An HR system speaking HTTP: it knows one employee, 123-45-6789 with jane@hr.example. */
async function startHrDouble(): Promise<void> {
  hrDouble = createServer((request, response) => {
    void readJson(request).then((body) => {
      received.push({ authorization: request.headers.authorization, body });
      const known = JSON.stringify(body) === '{"ssn":"123456789","email":"jane@hr.example"}';
      response.writeHead(hrStatus, { 'content-type': 'application/json' });
      response.end(
        hrAnswer ?? JSON.stringify(known ? { valid: true } : { valid: false, reason: 'email' }),
      );
    });
  });
  await new Promise<void>((resolve) => hrDouble.listen(0, '127.0.0.1', resolve));
  const address = hrDouble.address();
  if (address === null || typeof address === 'string') throw new Error('HR double not listening');
  hrUrl = `http://127.0.0.1:${address.port}/validate`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await startHrDouble();
  app = await buildTestApp(database, { HR_SECRET_ACME: 'hr-token' });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  await new Promise((resolve) => hrDouble.close(resolve));
});

async function signedIn(settings: Record<string, unknown> = {}, uname?: string) {
  const tenant = await createTenant(app.db, { settings });
  const candidate = await createCandidate(app.db, tenant, uname ? { uname } : {});
  const cookie = await signInCookie(app, tenant.client, candidate.uname);
  const validate = (body: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/rest/private/candidate/${tenant.client}/hr-validation`,
      headers: { ...XHR, cookie },
      payload: body,
    });
  return { tenant, candidate, validate };
}

describe('SSN and e-mail validation (local rules)', () => {
  it('accepts a matching, issued SSN with the account e-mail, answering it masked', async () => {
    const { validate, candidate } = await signedIn();
    const response = await validate({
      ssn: '123-45-6789',
      ssn_confirm: '123456789',
      email: candidate.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, ssnMasked: '***-**-6789' });
    expect(response.body).not.toContain('12345');
  });

  it('refuses a confirmation that differs, a malformed SSN, one never issued, another e-mail', async () => {
    const { validate } = await signedIn();
    const mismatch = await validate({ ssn: '123-45-6789', ssn_confirm: '123-45-6780' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      code: 'SSN_MISMATCH',
      field: 'ssn_confirm',
      message: 'The SSN and its confirmation do not match.',
    });
    const malformed = await validate({ ssn: '12-345', ssn_confirm: '12-345' });
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'ssn' });
    for (const ssn of ['666-45-6789', '912-45-6789', '000-45-6789', '123-00-6789', '123-45-0000']) {
      const refused = await validate({ ssn, ssn_confirm: ssn });
      expect(refused.statusCode, ssn).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'HR_VALIDATION_REFUSED', field: 'ssn' });
    }
    const otherEmail = await validate({
      ssn: '123-45-6789',
      ssn_confirm: '123-45-6789',
      email: 'someone@else.example',
    });
    expect(otherEmail.statusCode).toBe(422);
    expect(otherEmail.json()).toMatchObject({ code: 'HR_VALIDATION_REFUSED', field: 'email' });
  });

  it('follows the tenant\u2019s rules: number checks off, any e-mail of listed domains', async () => {
    const { validate } = await signedIn({
      hrSystem: {
        kind: 'local',
        ssnNumberRules: false,
        emailMatchesAccount: false,
        emailDomains: ['Corp.example'],
      },
    });
    const accepted = await validate({
      ssn: '666-00-0000',
      ssn_confirm: '666000000',
      email: 'new.hire@corp.example',
    });
    expect(accepted.statusCode).toBe(200);
    const refused = await validate({
      ssn: '666-00-0000',
      ssn_confirm: '666000000',
      email: 'new.hire@gmail.example',
    });
    expect(refused.json()).toMatchObject({ code: 'HR_VALIDATION_REFUSED', field: 'email' });
  });

  it('answers only the signed-in candidate of the site', async () => {
    const { tenant } = await signedIn();
    const anonymous = await app.inject({
      method: 'POST',
      url: `/rest/private/candidate/${tenant.client}/hr-validation`,
      headers: XHR,
      payload: { ssn: '123-45-6789', ssn_confirm: '123-45-6789' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('SSN and e-mail validation (an HR system over HTTP)', () => {
  const http = () => ({ hrSystem: { kind: 'http', url: hrUrl, tokenEnv: 'HR_SECRET_ACME' } });

  it('sends the SSN and e-mail with the tenant\u2019s token and follows the verdict', async () => {
    const { validate } = await signedIn(http(), 'jane@hr.example');
    const accepted = await validate({ ssn: '123-45-6789', ssn_confirm: '123-45-6789' });
    expect(accepted.statusCode).toBe(200);
    expect(received.at(-1)).toEqual({
      authorization: 'Bearer hr-token',
      body: { ssn: '123456789', email: 'jane@hr.example' },
    });
    const refused = await validate({
      ssn: '123-45-6789',
      ssn_confirm: '123-45-6789',
      email: 'jane@other.example',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'HR_VALIDATION_REFUSED', field: 'email' });
  });

  it('fails closed when the HR system errs or its token is not configured', async () => {
    const { validate } = await signedIn(http());
    hrStatus = 500;
    try {
      const failed = await validate({ ssn: '123-45-6789', ssn_confirm: '123-45-6789' });
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ code: 'HR_SYSTEM_UNAVAILABLE' });
    } finally {
      hrStatus = 200;
    }
    for (const answer of [
      '{"valid":"yes"}',
      'not json',
      `{"valid":true,"x":"${'y'.repeat(20_000)}"}`,
    ]) {
      hrAnswer = answer;
      try {
        const odd = await validate({ ssn: '123-45-6789', ssn_confirm: '123-45-6789' });
        expect(odd.json(), answer.slice(0, 20)).toMatchObject({ code: 'HR_SYSTEM_UNAVAILABLE' });
      } finally {
        hrAnswer = null;
      }
    }
    const { validate: withoutToken } = await signedIn({
      hrSystem: { kind: 'http', url: hrUrl, tokenEnv: 'HR_SECRET_MISSING' },
    });
    const count = received.length;
    const refused = await withoutToken({ ssn: '123-45-6789', ssn_confirm: '123-45-6789' });
    expect(refused.json()).toMatchObject({ code: 'HR_SYSTEM_UNAVAILABLE' });
    expect(received).toHaveLength(count);
  });
});

describe('choosing the HR system (tenant-settings command)', () => {
  it('sets an HTTP HR system from a file, refuses a wrong file, and goes back to local rules', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'hr-settings-'));
    try {
      const tenant = await createTenant(app.db);
      const file = path.join(folder, 'hr.json');
      await writeFile(
        file,
        JSON.stringify({ kind: 'http', url: hrUrl, tokenEnv: 'HR_SECRET_ACME' }),
      );
      const context = { db: app.db, workingDir: folder };
      expect(
        await runTenantSettingsCommand(['hr-system', tenant.client, 'hr.json'], context),
      ).toContain(`HR system of ${tenant.client}: {"kind":"http"`);
      const candidate = await createCandidate(app.db, tenant, { uname: 'jane@hr.example' });
      const cookie = await signInCookie(app, tenant.client, candidate.uname);
      const count = received.length;
      const response = await app.inject({
        method: 'POST',
        url: `/rest/private/candidate/${tenant.client}/hr-validation`,
        headers: { ...XHR, cookie },
        payload: { ssn: '123-45-6789', ssn_confirm: '123-45-6789' },
      });
      expect(response.statusCode).toBe(200);
      expect(received).toHaveLength(count + 1);

      await writeFile(file, JSON.stringify({ kind: 'http', url: 'ftp://hr.example' }));
      await expect(
        runTenantSettingsCommand(['hr-system', tenant.client, 'hr.json'], context),
      ).rejects.toThrow(/is not an HR-system setting/);
      expect(await runTenantSettingsCommand(['hr-system', tenant.client, '--local'], context)).toBe(
        `HR system of ${tenant.client}: local rules (the default)`,
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('signature', () => {
  it('must be the first plus the last name', () => {
    expect(() => checkSignature('Jane Doe', 'Jane', 'Doe')).not.toThrow();
    expect(() => checkSignature('J. Doe', 'Jane', 'Doe')).toThrow(
      expect.objectContaining({ code: 'SIGNATURE_MISMATCH', field: 'signature' }),
    );
  });
});

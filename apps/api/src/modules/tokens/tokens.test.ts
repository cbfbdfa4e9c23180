import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, decodeProtectedHeader, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candidate, TokenRequest, TokenResponse } from '@talentgate/domain';
import { candidateSessions } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { signInCookie } from '../../test/sign-in.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { createLinkToken } from '../auth/link-tokens.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { SigningKeys } from './signing-keys.js';
import { issueToken, verifyToken } from './tokens.js';

let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let globex: Tenant;
let jane: Awaited<ReturnType<typeof createCandidate>>;
let cookie: string;

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  acme = await createTenant(db, { client: 'acme' });
  globex = await createTenant(db, { client: 'globex' });
  jane = await createCandidate(db, acme, { uname: 'jane@example.com' });
  await createCandidate(db, globex, { uname: 'jane@example.com' });
  app = await buildTestApp(database);
  cookie = await signInCookie(app, 'acme', 'jane@example.com');
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const tokenRequest = (overrides: Partial<TokenRequest> = {}): TokenRequest => ({
  tokenState: '',
  stateType: 'NONE',
  tokenType: 'JWS',
  userPrincipal: 'candidate/acme/jane@example.com',
  audKeys: [{ audKeyShort: 'ALL' }],
  appType: 'XCC',
  ...overrides,
});

const requestToken = (
  body: TokenRequest,
  headers: Record<string, string> = { cookie },
  client = 'acme',
) =>
  app.inject({
    method: 'POST',
    url: `/rest/${client}/token`,
    headers: { ...XHR, ...headers },
    payload: body,
  });

const current = (authorization: string, client = 'acme') =>
  app.inject({ url: `/rest/private/candidate/${client}/current`, headers: { authorization } });
const byToken = (authorization: string, client = 'acme') =>
  app.inject({
    url: `/rest/private/candidate/${client}/token/current`,
    headers: { authorization },
  });

describe('token call', () => {
  it('issues a JWS for the signed-in candidate that works as a bearer credential', async () => {
    const response = await requestToken(tokenRequest());
    expect(response.statusCode).toBe(200);
    const { token, expiry } = response.json<TokenResponse>();
    expect(expiry - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', typ: 'tg-bearer+jwt' });
    expect(decodeProtectedHeader(token).kid).toBeTruthy();
    const own = await current(`Bearer ${token}`);
    expect(own.statusCode).toBe(200);
    expect(own.json<Candidate>().candidateId).toBe(jane.id);
  });

  it('will not mint a token for a principal the caller does not hold', async () => {
    expect((await requestToken(tokenRequest(), {})).statusCode).toBe(401);
    const someoneElse = await requestToken(
      tokenRequest({ userPrincipal: 'candidate/acme/bob@example.com' }),
    );
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json()).toMatchObject({ code: 'TOKEN_NOT_ALLOWED' });
    const otherTenant = await requestToken(
      tokenRequest({ userPrincipal: 'candidate/globex/jane@example.com' }),
      { cookie },
      'globex',
    );
    expect(otherTenant.statusCode).toBe(401);
    const badPrincipal = await requestToken(
      tokenRequest({ userPrincipal: 'admin/acme/jane@example.com' }),
    );
    expect(badPrincipal.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'userPrincipal',
    });
    const badAudience = await requestToken(tokenRequest({ audKeys: [{ audKeyShort: 'staff' }] }));
    expect(badAudience.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'audKeys' });
    const invalidBody = await app.inject({
      method: 'POST',
      url: '/rest/acme/token',
      headers: { ...XHR, cookie },
      payload: { ...tokenRequest(), stateType: 'OTHER' },
    });
    expect(invalidBody.statusCode).toBe(400);
    expect(invalidBody.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'stateType' });
  });

  it('exchanges a login-less e-mailed link for a temporary token that reaches token routes only', async () => {
    const secret = await createLinkToken(database.handle.db, {
      tenantId: acme.id,
      candidateId: jane.id,
      purpose: 'loginless',
    });
    const response = await requestToken(
      tokenRequest({
        stateType: 'HASH',
        tokenState: secret,
        tokenType: 'Temporary Token',
        audKeys: [{ audKeyShort: 'lgnls' }],
      }),
      {},
    );
    expect(response.statusCode).toBe(200);
    const { token } = response.json<TokenResponse>();
    expect(decodeProtectedHeader(token).typ).toBe('tg-temporary+jwt');

    const profile = await byToken(`Temporary ${token}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json<Candidate>().candidateId).toBe(jane.id);
    // Not a sign-in: private routes refuse it, under either scheme.
    expect((await current(`Temporary ${token}`)).statusCode).toBe(401);
    expect((await current(`Bearer ${token}`)).statusCode).toBe(401);
    // And another tenant's route refuses it.
    expect((await byToken(`Temporary ${token}`, 'globex')).statusCode).toBe(401);
  });

  it('refuses a link secret that does not exist', async () => {
    const response = await requestToken(
      tokenRequest({ stateType: 'HASH', tokenState: 'guessed', tokenType: 'Temporary Token' }),
      {},
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('token verification', () => {
  let valid: string;

  beforeAll(async () => {
    valid = (await requestToken(tokenRequest())).json<TokenResponse>().token;
  });

  it('rejects a tampered token', async () => {
    const [header, payload, signature] = valid.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, cid: claims.cid + 1 })).toString(
      'base64url',
    );
    expect((await current(`Bearer ${header}.${forged}.${signature}`)).statusCode).toBe(401);
    expect((await current(`Bearer ${valid.slice(0, -4)}AAAA`)).statusCode).toBe(401);
  });

  it('rejects alg: none', async () => {
    const [, payload] = valid.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'tg-bearer+jwt' })).toString(
      'base64url',
    );
    expect((await current(`Bearer ${none}.${payload}.`)).statusCode).toBe(401);
  });

  it('rejects a token signed by a key we did not issue, even with a known key id', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const kid = decodeProtectedHeader(valid).kid ?? '';
    const foreign = await new SignJWT({ tid: acme.id, cid: jane.id })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'tg-bearer+jwt' })
      .setIssuer('talentgate')
      .setSubject('candidate/acme/jane@example.com')
      .setAudience('ALL')
      .setJti('x')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await current(`Bearer ${foreign}`)).statusCode).toBe(401);
  });

  it('rejects an expired token, a wrong audience and another tenant\u2019s token', async () => {
    const claims = {
      kind: 'bearer' as const,
      tenantId: acme.id,
      candidateId: jane.id,
      principal: 'candidate/acme/jane@example.com',
      audiences: ['ALL'],
      appType: 'XCC',
    };
    const expired = await issueToken(app.signingKeys, claims, new Date(Date.now() - 2 * 3_600_000));
    expect((await current(`Bearer ${expired.token}`)).statusCode).toBe(401);

    const temporary = await issueToken(app.signingKeys, {
      ...claims,
      kind: 'temporary',
      purpose: 'loginless',
    });
    expect((await current(`Bearer ${temporary.token}`)).statusCode).toBe(401);

    // A live session, so only the audience can make the difference.
    const [live] = await database.handle.db
      .select({ id: candidateSessions.id })
      .from(candidateSessions)
      .where(and(eq(candidateSessions.candidateId, jane.id), isNull(candidateSessions.revokedAt)));
    if (!live) throw new Error('no live session');
    const rightAudience = await issueToken(app.signingKeys, { ...claims, sessionId: live.id });
    expect((await current(`Bearer ${rightAudience.token}`)).statusCode).toBe(200);
    const loginlessOnly = await issueToken(app.signingKeys, {
      ...claims,
      sessionId: live.id,
      audiences: ['lgnls'],
    });
    expect((await current(`Bearer ${loginlessOnly.token}`)).statusCode).toBe(401);

    expect((await current(`Bearer ${valid}`, 'globex')).statusCode).toBe(401);
  });

  it('ends bearer tokens with their session, and keeps old tokens valid across key rotation', async () => {
    const kid = await app.signingKeys.rotate();
    const fresh = (await requestToken(tokenRequest())).json<TokenResponse>().token;
    expect(decodeProtectedHeader(fresh).kid).toBe(kid);
    expect((await current(`Bearer ${valid}`)).statusCode).toBe(200);

    await app.inject({ method: 'POST', url: '/rest/logout', headers: { ...XHR, cookie } });
    expect((await current(`Bearer ${valid}`)).statusCode).toBe(401);
    expect((await current(`Bearer ${fresh}`)).statusCode).toBe(401);
  });

  it('signs with the stored key after a restart, and the tokens verify elsewhere', async () => {
    // A second instance on the same database: it reads the signing key another one created.
    const restarted = new SigningKeys(database.handle.db);
    const claims = {
      kind: 'temporary' as const,
      tenantId: acme.id,
      candidateId: jane.id,
      principal: 'candidate/acme/jane@example.com',
      audiences: ['lgnls'],
      purpose: 'loginless',
      appType: 'XCC',
    };
    const { token } = await issueToken(restarted, claims);
    expect(decodeProtectedHeader(token).kid).toBe((await app.signingKeys.signing()).kid);
    const verified = await verifyToken(app.signingKeys, token, { kind: 'temporary', tenant: acme });
    expect(verified).toMatchObject({ candidateId: jane.id, purpose: 'loginless' });
  });
});

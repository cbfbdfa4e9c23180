/** The x-nonce answer of candidate creation: what it holds, where it works, how long. */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candidate, TokenResponse } from '@talentgate/domain';
import { candidates } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { importDemoStreams } from '../../test/apply-streams.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { startCandidateFlow } from '../../test/new-candidate.js';

let database: TestDatabase;
let app: FastifyInstance;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  database = await createTestDatabase();
  const acme = await createTenant(database.handle.db, { client: 'acme' });
  await createTenant(database.handle.db, { client: 'globex' });
  await importDemoStreams(database.handle.db, acme);
  await createCandidate(database.handle.db, acme, { uname: 'jane@example.com' });
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const startWorkflow = (payload: Record<string, unknown>, client = 'acme') =>
  app.inject({
    method: 'POST',
    url: `/rest/public/candidate/${client}/workflow`,
    headers: XHR,
    payload,
  });

describe('the x-nonce token', () => {
  it('is a temporary token of the new candidate, with its expiry, for about 30 minutes', async () => {
    const response = await startWorkflow({
      streamId: 'full-apply',
      flowType: 'join',
      candidate: { uname: 'nonce@example.com' },
    });
    const nonce = String(response.headers['x-nonce']);
    expect(decodeProtectedHeader(nonce)).toMatchObject({ alg: 'ES256', typ: 'tg-temporary+jwt' });
    const claims = decodeJwt(nonce);
    expect(claims).toMatchObject({
      sub: 'candidate/acme/nonce@example.com',
      aud: ['lgnls'],
      cid: response.json<Candidate>().candidateId,
    });
    const expiry = Number(response.headers['x-nonce-expiry']);
    expect(expiry).toBe((claims.exp ?? 0) * 1000);
    expect(expiry - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(expiry - Date.now()).toBeLessThanOrEqual(30 * 60_000);
  });

  it('updates the new candidate, and reaches nothing else', async () => {
    const { candidate, authorization } = await startCandidateFlow(app, 'acme', {
      uname: 'flow.update@example.com',
    });
    const update = await app.inject({
      method: 'POST',
      url: '/rest/private/candidate/acme',
      headers: { ...XHR, authorization },
      payload: { candidateId: candidate.candidateId, lastName: 'Flow', zip: '' },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json<Candidate>()).toMatchObject({ lastName: 'Flow', zip: null, locked: null });

    for (const url of [
      '/rest/private/candidate/acme/current',
      '/rest/private/candidate/acme/current/id',
      '/rest/private/candidate/acme/token/current',
    ]) {
      const response = await app.inject({ url, headers: { authorization } });
      expect(response.statusCode, url).toBe(401);
    }
    const otherTenant = await app.inject({
      method: 'POST',
      url: '/rest/private/candidate/globex',
      headers: { ...XHR, authorization },
      payload: { candidateId: candidate.candidateId, lastName: 'Elsewhere' },
    });
    expect(otherTenant.statusCode).toBe(401);
    const asBearer = await app.inject({
      method: 'POST',
      url: '/rest/private/candidate/acme',
      headers: { ...XHR, authorization: authorization.replace('Temporary', 'Bearer') },
      payload: { candidateId: candidate.candidateId, lastName: 'Bearer' },
    });
    expect(asBearer.statusCode).toBe(401);
  });

  it('is renewed by the token call while the flow is open, for that candidate only', async () => {
    const { nonce } = await startCandidateFlow(app, 'acme', { uname: 'renew@example.com' });
    const request = (
      headers: Record<string, string>,
      userPrincipal: string,
      tokenType = 'Temporary Token',
    ) =>
      app.inject({
        method: 'POST',
        url: '/rest/acme/token',
        headers: { ...XHR, ...headers },
        payload: {
          tokenState: '',
          stateType: 'NONE',
          tokenType,
          userPrincipal,
          audKeys: [{ audKeyShort: 'lgnls' }],
          appType: 'XCC',
        },
      });
    const renewed = await request({ 'x-nonce': nonce }, 'candidate/acme/renew@example.com');
    expect(renewed.statusCode).toBe(200);
    const { token } = renewed.json<TokenResponse>();
    expect(decodeJwt(token)).toMatchObject({
      sub: 'candidate/acme/renew@example.com',
      pur: 'new-candidate',
    });

    expect(
      (await request({ 'x-nonce': nonce }, 'candidate/acme/jane@example.com')).statusCode,
    ).toBe(403);
    expect(
      (await request({ 'x-nonce': nonce }, 'candidate/acme/renew@example.com', 'JWS')).statusCode,
    ).toBe(403);
    expect(
      (await request({ 'x-nonce': 'forged' }, 'candidate/acme/renew@example.com')).statusCode,
    ).toBe(401);
    expect((await request({}, 'candidate/acme/renew@example.com')).statusCode).toBe(401);
  });

  it('is refused once the candidate is no longer new, and for candidates created long ago', async () => {
    const { candidate, nonce, authorization } = await startCandidateFlow(app, 'acme', {
      uname: 'closed.flow@example.com',
    });
    await database.handle.db
      .update(candidates)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(candidates.id, candidate.candidateId));
    const late = await app.inject({
      method: 'POST',
      url: '/rest/acme/token',
      headers: { ...XHR, 'x-nonce': nonce },
      payload: {
        tokenState: '',
        stateType: 'NONE',
        tokenType: 'Temporary Token',
        userPrincipal: 'candidate/acme/closed.flow@example.com',
        audKeys: [],
        appType: 'XCC',
      },
    });
    expect(late.statusCode).toBe(403);

    await database.handle.db
      .update(candidates)
      .set({ locked: 't' })
      .where(eq(candidates.id, candidate.candidateId));
    const afterFlow = await app.inject({
      method: 'POST',
      url: '/rest/private/candidate/acme',
      headers: { ...XHR, authorization },
      payload: { candidateId: candidate.candidateId, lastName: 'Late' },
    });
    expect(afterFlow.statusCode).toBe(401);
  });
});

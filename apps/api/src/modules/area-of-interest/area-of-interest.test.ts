import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAreaOfInterestEntries, type Candidate } from '@talentgate/domain';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { startCandidateFlow, type NewCandidate } from '../../test/new-candidate.js';
import { signInCookie } from '../../test/sign-in.js';

let database: TestDatabase;
let app: FastifyInstance;
let visitor: NewCandidate;
let janeId: number;
let jane: string;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  const acme = await createTenant(db, { client: 'acme' });
  await createTenant(db, { client: 'globex' });
  janeId = (await createCandidate(db, acme, { uname: 'jane@example.com' })).id;
  app = await buildTestApp(database);
  visitor = await startCandidateFlow(app, 'acme', { uname: 'visitor@example.com' });
  jane = await signInCookie(app, 'acme', 'jane@example.com');
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const replaceList = (
  candidateId: number,
  entries: unknown[],
  headers: Record<string, string>,
  client = 'acme',
) =>
  app.inject({
    method: 'POST',
    url: `/rest/private/candidate/${client}/area-of-interest/${candidateId}`,
    headers: { ...XHR, ...headers },
    payload: entries,
  });

const current = async () =>
  (
    await app.inject({ url: '/rest/private/candidate/acme/current', headers: { cookie: jane } })
  ).json<Candidate>();

describe('update candidate area of interest list by candidateId', () => {
  it('replaces the list; the candidate shows it flattened (spec 1 §3)', async () => {
    const entries = toAreaOfInterestEntries(
      { areaOfInterestList: ['Engineering', 'Sales', 'Engineering'] },
      new Set(['Sales']),
    );
    const response = await replaceList(janeId, entries, { cookie: jane });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { usersId: janeId, areaOfInterest: 'Engineering', isSystemGenerated: 0 },
      { usersId: janeId, areaOfInterest: 'Sales', isSystemGenerated: 1 },
    ]);
    expect(await current()).toMatchObject({
      areaInterest: null,
      areaOfInterestList: ['Engineering', 'Sales'],
    });

    await replaceList(janeId, [{ usersId: janeId, areaOfInterest: 'Design' }], { cookie: jane });
    expect(await current()).toMatchObject({
      areaInterest: 'Design',
      areaOfInterestList: ['Design'],
    });

    expect((await replaceList(janeId, [], { cookie: jane })).json()).toEqual([]);
    expect(await current()).toMatchObject({ areaInterest: null, areaOfInterestList: null });
  });

  it('works with the x-nonce token of a new candidate', async () => {
    const response = await replaceList(
      visitor.candidate.candidateId,
      [{ usersId: null, areaOfInterest: 'Nursing' }],
      { authorization: visitor.authorization },
    );
    expect(response.json()).toEqual([
      { usersId: visitor.candidate.candidateId, areaOfInterest: 'Nursing', isSystemGenerated: 0 },
    ]);
  });

  it('refuses another candidate\u2019s list, another usersId, another tenant and no credentials', async () => {
    const entries = [{ usersId: null, areaOfInterest: 'Hijacked' }];
    expect(
      (await replaceList(janeId, entries, { authorization: visitor.authorization })).statusCode,
    ).toBe(404);
    const otherUser = await replaceList(
      janeId,
      [
        { usersId: null, areaOfInterest: 'A' },
        { usersId: visitor.candidate.candidateId, areaOfInterest: 'B' },
      ],
      { cookie: jane },
    );
    expect(otherUser.statusCode).toBe(400);
    expect(otherUser.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: '1.usersId' });
    expect((await replaceList(janeId, entries, { cookie: jane }, 'globex')).statusCode).toBe(401);
    expect((await replaceList(janeId, entries, {})).statusCode).toBe(401);
    const tooLong = await replaceList(
      janeId,
      [{ usersId: null, areaOfInterest: 'x'.repeat(201) }],
      {
        cookie: jane,
      },
    );
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('area of interest on update candidate', () => {
  const update = (payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/rest/private/candidate/acme',
      headers: { ...XHR, cookie: jane },
      payload: { candidateId: janeId, ...payload },
    });

  it('takes the sent list of entries and answers the flattened fields; without a list nothing changes', async () => {
    const withList = await update({
      areaOfInterestList: toAreaOfInterestEntries({ areaInterest: 'Finance' }),
    });
    expect(withList.json<Candidate>()).toMatchObject({
      areaInterest: 'Finance',
      areaOfInterestList: ['Finance'],
    });
    const withoutList = await update({ firstName: 'Janet' });
    expect(withoutList.json<Candidate>()).toMatchObject({
      firstName: 'Janet',
      areaInterest: 'Finance',
    });
    const cleared = await update({ areaOfInterestList: [] });
    expect(cleared.json<Candidate>()).toMatchObject({
      areaInterest: null,
      areaOfInterestList: null,
    });
  });

  it('names the entry at fault', async () => {
    const response = await update({
      areaOfInterestList: [{ usersId: janeId + 1, areaOfInterest: 'X' }],
    });
    expect(response.json()).toMatchObject({ field: 'areaOfInterestList.0.usersId' });
  });

  it('refuses the flattened form, which is only ever answered', async () => {
    const response = await update({ areaOfInterestList: ['Finance'] });
    expect(response.statusCode).toBe(400);
    expect((await update({ areaInterest: 'Finance' })).statusCode).toBe(400);
  });
});

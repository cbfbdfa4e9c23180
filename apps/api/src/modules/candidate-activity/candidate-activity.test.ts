import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '@talentgate/domain';
import { candidateActivities } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { startCandidateFlow, type NewCandidate } from '../../test/new-candidate.js';
import { signInCookie } from '../../test/sign-in.js';

let database: TestDatabase;
let app: FastifyInstance;
let visitor: NewCandidate;
let jane: string;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  const acme = await createTenant(db, { client: 'acme' });
  await createTenant(db, { client: 'globex' });
  await createCandidate(db, acme, { uname: 'jane@example.com' });
  app = await buildTestApp(database);
  visitor = await startCandidateFlow(app, 'acme', { uname: 'visitor@example.com' });
  jane = await signInCookie(app, 'acme', 'jane@example.com');
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const addActivity = (
  payload: Record<string, unknown>,
  headers: Record<string, string>,
  client = 'acme',
) =>
  app.inject({
    method: 'PUT',
    url: `/rest/private/candidate/${client}/activity`,
    headers: { ...XHR, ...headers },
    payload,
  });

describe('add candidate activity', () => {
  it('adds an activity with the given dates, or now', async () => {
    const candidateId = visitor.candidate.candidateId;
    const response = await addActivity(
      {
        candidateId,
        contextType: 'candidate',
        type: 'action',
        status: 'completed',
        activityData: 'Application submitted.',
        createdDatetime: 1_780_000_000_000,
        completedDatetime: null,
      },
      { authorization: visitor.authorization },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Activity>()).toEqual({
      activityId: expect.any(Number),
      candidateId,
      contextType: 'candidate',
      type: 'action',
      status: 'completed',
      activityData: 'Application submitted.',
      createdDatetime: 1_780_000_000_000,
      completedDatetime: null,
    });
    const now = await addActivity(
      {
        candidateId,
        contextType: 'candidate',
        type: 'notification',
        status: 'created',
        activityData: '',
      },
      { authorization: visitor.authorization },
    );
    expect(Math.abs(now.json<Activity>().createdDatetime - Date.now())).toBeLessThan(5_000);

    const stored = await database.handle.db
      .select({ type: candidateActivities.type })
      .from(candidateActivities)
      .where(eq(candidateActivities.candidateId, candidateId));
    expect(stored.map((row) => row.type).sort()).toEqual(['action', 'notification', 'summary']);
  });

  it('refuses unknown types and contexts, another candidate, another tenant and no credentials', async () => {
    const body = {
      candidateId: visitor.candidate.candidateId,
      contextType: 'candidate',
      type: 'summary',
      status: 'created',
      activityData: 'x',
    };
    expect((await addActivity({ ...body, type: 'gossip' }, { cookie: jane })).statusCode).toBe(400);
    expect(
      (await addActivity({ ...body, contextType: 'staff' }, { cookie: jane })).statusCode,
    ).toBe(400);
    expect((await addActivity(body, { cookie: jane })).statusCode).toBe(404);
    expect(
      (await addActivity(body, { authorization: visitor.authorization }, 'globex')).statusCode,
    ).toBe(401);
    expect((await addActivity(body, {})).statusCode).toBe(401);
  });
});

import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candidate, StartCandidateWorkflow } from '@talentgate/domain';
import { candidateActivities, candidateFormRecords, candidates } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { importDemoStreams } from '../../test/apply-streams.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createJob, createTenant } from '../../test/factories.js';
import { startCandidateFlow } from '../../test/new-candidate.js';
import { signInCookie } from '../../test/sign-in.js';

let database: TestDatabase;
let app: FastifyInstance;
let requisitionId: number;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
let fullApplyStreamId: number;
let globexStreamId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  const acme = await createTenant(db, { client: 'acme' });
  const globex = await createTenant(db, { client: 'globex' });
  const initech = await createTenant(db, {
    client: 'initech',
    featureFlags: { duplicateUsernameCheck: true },
  });
  fullApplyStreamId = (await importDemoStreams(db, acme))['full-apply'] ?? 0;
  globexStreamId = (await importDemoStreams(db, globex))['full-apply'] ?? 0;
  await importDemoStreams(db, initech);
  await createCandidate(db, acme, { uname: 'jane@example.com' });
  requisitionId = (await createJob(db, acme)).requisition.id;
  app = await buildTestApp(database, { RATE_LIMIT_LOOKUPS_PER_MINUTE: '5' });
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

const storedCandidate = async (candidateId: number) => {
  const [row] = await database.handle.db
    .select()
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  if (!row) throw new Error('no such candidate');
  return row;
};

describe('start create-candidate workflow', () => {
  it('creates a new candidate: locked null, uname lower-cased, empty strings removed, contact method, activity, form record', async () => {
    const hostUrl = `https://events.example.com/check-in?${'x'.repeat(300)}`;
    const response = await startWorkflow({
      streamId: 'full-apply',
      flowType: 'apply',
      hostUrl,
      candidate: {
        uname: '  New.Visitor@Example.com ',
        firstName: 'Nia',
        lastName: '',
        phone1: '+1 (512) 555-0199',
        city: '',
        latitude: 0,
        longitude: null,
        atsRequisitionId: requisitionId,
        areaOfInterestList: [{ usersId: null, areaOfInterest: 'Engineering' }],
        candidateCustomFieldsValueDTO: { customFieldsNameValuePairs: { shirt: 'M', team: '' } },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const candidate = response.json<Candidate>();
    expect(candidate).toMatchObject({
      uname: 'new.visitor@example.com',
      email: 'new.visitor@example.com',
      firstName: 'Nia',
      lastName: null,
      city: null,
      phone1: '15125550199',
      latitude: 0,
      longitude: null,
      locked: null,
      accessType: 'E',
      areaInterest: 'Engineering',
      areaOfInterestList: ['Engineering'],
      candidateCustomFieldsValueDTO: { customFieldsNameValuePairs: { shirt: 'M' } },
    });
    expect(response.headers['cache-control']).toBe('no-store');

    const stored = await storedCandidate(candidate.candidateId);
    expect(stored).toMatchObject({
      locked: null,
      passwordHash: null,
      sfxContactMethod: 'SFX Application',
      atsRequisitionId: requisitionId,
    });
    const activities = await database.handle.db
      .select()
      .from(candidateActivities)
      .where(eq(candidateActivities.candidateId, candidate.candidateId));
    expect(activities).toEqual([
      expect.objectContaining({
        contextType: 'candidate',
        type: 'summary',
        status: 'created',
        activityData: 'Profile created on {createdDatetime}.',
        createdDatetime: stored.createdAt,
      }),
    ]);
    const [record] = await database.handle.db
      .select()
      .from(candidateFormRecords)
      .where(eq(candidateFormRecords.candidateId, candidate.candidateId));
    expect(record?.applyStreamId).toBe('full-apply');
    expect(record?.hostUrl).toBe(hostUrl.slice(0, 220));
  });

  it.each<[Partial<StartCandidateWorkflow>, string | null]>([
    [{ flowType: 'apply', leadCapture: true, easyApplyFlag: 't' }, 'SFX Short Apply'],
    [{ flowType: 'apply', leadCapture: true, easyApplyFlag: 'f' }, 'Apply Join Form'],
    [{ flowType: 'join' }, 'Sign Up Form'],
    [{ flowType: 'microsite' }, 'Landing Page'],
    [{ flowType: 'event' }, 'Event Registration Form'],
    [{ flowType: 'alert' }, null],
  ])('records the contact method of %j as %s', async (flow, method) => {
    const uname = `flow-${String(method).replaceAll(' ', '-').toLowerCase()}@example.com`;
    const { candidate } = await startCandidateFlow(app, 'acme', { uname }, flow);
    expect((await storedCandidate(candidate.candidateId)).sfxContactMethod).toBe(method);
  });

  it('stores an optional password that the policy accepts', async () => {
    const { candidate } = await startCandidateFlow(app, 'acme', {
      uname: 'with.password@example.com',
      password: 'Harbor-Lantern-4815',
    });
    expect((await storedCandidate(candidate.candidateId)).passwordHash).toMatch(/^\$argon2id\$/);
    const weak = await startWorkflow({
      streamId: 'full-apply',
      flowType: 'apply',
      candidate: { uname: 'weak.password@example.com', password: 'password' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK', field: 'candidate.password' });
  });

  it.each([
    [{ uname: '' }, 'candidate.uname', 'User Name / Email is required.'],
    [{ uname: 'not-an-address' }, 'candidate.uname', 'Invalid email address.'],
    [{ uname: 'ok@example.com', dob: '2999-01-01' }, 'candidate.dob', 'Enter valid date.'],
    [{ uname: 'ok@example.com', phone1: '123' }, 'candidate.phone1', 'Phone is invalid.'],
    [
      { uname: 'ok@example.com', areaOfInterestList: [{ usersId: 999_999, areaOfInterest: 'A' }] },
      'candidate.areaOfInterestList.0.usersId',
      'usersId must be null or the candidate\u2019s id.',
    ],
  ])('rejects %j naming the field', async (candidate, field, message) => {
    const response = await startWorkflow({ streamId: 'full-apply', flowType: 'join', candidate });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
  });

  it('refuses fields a visitor may not set, and a requisition of another tenant', async () => {
    for (const field of ['locked', 'accessType', 'ssn', 'sfxContactMethod']) {
      const response = await startWorkflow({
        streamId: 'full-apply',
        flowType: 'join',
        candidate: { uname: 'sneaky@example.com', [field]: 't' },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ field: `candidate.${field}` });
    }
    const otherTenant = await startWorkflow(
      {
        streamId: 'full-apply',
        flowType: 'apply',
        candidate: { uname: 'x@example.com', atsRequisitionId: requisitionId },
      },
      'globex',
    );
    expect(otherTenant.json()).toMatchObject({ code: 'REQUISITION_NOT_FOUND' });
  });

  it('answers an existing e-mail with EMAIL_EXISTS, or DUPLICATE_USERNAME where the tenant checks duplicates', async () => {
    const existing = await startWorkflow({
      streamId: 'full-apply',
      flowType: 'apply',
      candidate: { uname: 'JANE@example.com' },
    });
    expect(existing.statusCode).toBe(409);
    expect(existing.json()).toMatchObject({
      code: 'EMAIL_EXISTS',
      field: 'candidate.uname',
      message: 'It looks like you already have an account, log in?',
    });

    await startCandidateFlow(app, 'initech', { uname: 'twice@example.com' });
    const duplicate = await startWorkflow(
      { streamId: 'full-apply', flowType: 'join', candidate: { uname: 'twice@example.com' } },
      'initech',
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'DUPLICATE_USERNAME' });
    // The same address is free in another tenant.
    await startCandidateFlow(app, 'globex', { uname: 'twice@example.com' });
  });

  it('creates one candidate when the same address is sent twice at once', async () => {
    const payload = {
      streamId: 'full-apply',
      flowType: 'join',
      candidate: { uname: 'race@example.com' },
    };
    const answers = await Promise.all([startWorkflow(payload), startWorkflow(payload)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('candidate exists', () => {
  it('answers only whether the username exists in the tenant, and is rate-limited', async () => {
    const exists = (username: string, client = 'acme') =>
      app.inject({
        url: `/rest/public/candidate/${client}/exists?username=${encodeURIComponent(username)}`,
        remoteAddress: '10.1.1.1',
      });
    expect((await exists(' Jane@Example.com')).json()).toEqual({ exists: true });
    expect((await exists('nobody@example.com')).json()).toEqual({ exists: false });
    expect((await exists('jane@example.com', 'globex')).json()).toEqual({ exists: false });
    const invalid = await exists('not an address');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ field: 'username', message: 'Invalid email address.' });
    expect((await exists('jane@example.com')).statusCode).toBe(200);
    const limited = await exists('jane@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const otherAddress = await app.inject({
      url: '/rest/public/candidate/acme/exists?username=jane@example.com',
      remoteAddress: '10.1.1.2',
    });
    expect(otherAddress.statusCode).toBe(200);
  });
});

describe('candidate form record', () => {
  it('is added for the acting candidate only, with the host URL cut to 220 characters', async () => {
    const { candidate, authorization } = await startCandidateFlow(app, 'acme', {
      uname: 'form.record@example.com',
    });
    const add = (payload: Record<string, unknown>, headers: Record<string, string>) =>
      app.inject({
        method: 'PUT',
        url: '/rest/private/candidate/acme/form-record',
        headers: { ...XHR, ...headers },
        payload,
      });
    const response = await add(
      {
        applyStreamId: fullApplyStreamId,
        candidateId: candidate.candidateId,
        hostUrl: `https://x.example/${'é'.repeat(400)}`,
        wpLandingPageId: 'spring-campaign',
      },
      { authorization },
    );
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({
      applyStreamId: 'full-apply',
      candidateId: candidate.candidateId,
      wpLandingPageId: 'spring-campaign',
    });
    expect(Array.from(String(record.hostUrl))).toHaveLength(220);

    const jane = await signInCookie(app, 'acme', 'jane@example.com');
    const someoneElse = await add(
      { applyStreamId: 'full-apply', candidateId: candidate.candidateId },
      { cookie: jane },
    );
    expect(someoneElse.statusCode).toBe(404);
    for (const applyStreamId of ['no-such-stream', globexStreamId, String(globexStreamId)]) {
      const unknown = await add(
        { applyStreamId, candidateId: candidate.candidateId },
        { authorization },
      );
      expect(unknown.statusCode, String(applyStreamId)).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'APPLY_STREAM_NOT_FOUND' });
    }
    expect(
      (await add({ applyStreamId: 'full-apply', candidateId: candidate.candidateId }, {}))
        .statusCode,
    ).toBe(401);
  });
});

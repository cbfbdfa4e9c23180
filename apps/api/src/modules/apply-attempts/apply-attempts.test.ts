import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplyAttempt,
  ApplyStreamMetadata,
  ErrorBody,
  ReturningApplyAttempt,
  StartedApplyAttempt,
  StreamFile,
} from '@talentgate/domain';
import { applyAttempts, requisitions as requisitionTable } from '../../db/schema.js';
import { insertAttempt } from '../../stores/attempt-store.js';
import { buildTestApp } from '../../test/app.js';
import { importDemoStreams } from '../../test/apply-streams.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createJob, createTenant } from '../../test/factories.js';
import { signInCookie } from '../../test/sign-in.js';
import { importStream } from '../apply-streams/import-stream.js';
import { findStreamByKey } from '../apply-streams/find-stream.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { attemptSecretHash } from './attempt-secrets.js';

let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let streams: Record<string, number>;
let globexStreams: Record<string, number>;
let screeningStreamId: number;
let janeId: number;
const requisitions: Record<string, number> = {};
/** Form ids of the full apply, by form key. */
const forms: Record<string, number> = {};
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

const screeningStream: StreamFile = {
  key: 'screening',
  name: 'Screening',
  flowType: 'join',
  steps: [
    {
      container: 'application',
      forms: ['convicted', 'convicted-details', 'account'].map((key) => ({
        key,
        templateName: key,
        formStyle: 0,
        formDefinition: { table: 'candidate' },
        tableMap: [],
        schemaMetaData: {
          type: 'object',
          additionalProperties: false,
          properties: { [key === 'account' ? 'password' : 'answer']: { type: 'string' } },
        },
        formMetaData: {
          title: key,
          fields: [
            key === 'account'
              ? { name: 'password', widget: 'password', title: 'Password' }
              : { name: 'answer', widget: 'text', title: 'Answer' },
          ],
          ...(key === 'convicted'
            ? { skipNextFormWhen: { field: 'answer', values: 'yes||Y' } }
            : {}),
        },
      })),
    },
  ],
};

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  acme = await createTenant(db, { client: 'acme' });
  const globex = await createTenant(db, { client: 'globex' });
  streams = await importDemoStreams(db, acme);
  globexStreams = await importDemoStreams(db, globex);
  await importStream(db, acme, screeningStream);
  screeningStreamId = (await findStreamByKey(db, acme, 'screening'))?.id ?? 0;
  const full = streams['full-apply'];
  requisitions['open'] = (await createJob(db, acme, { applyStreamId: full })).requisition.id;
  requisitions['closed'] = (
    await createJob(db, acme, { applyStreamId: full, status: 'closed' })
  ).requisition.id;
  requisitions['noStream'] = (await createJob(db, acme)).requisition.id;
  requisitions['globex'] = (
    await createJob(db, globex, { applyStreamId: globexStreams['full-apply'] })
  ).requisition.id;
  janeId = (await createCandidate(db, acme, { uname: 'jane@example.com' })).id;
  app = await buildTestApp(database);
  const metadata = (
    await app.inject({ url: `/rest/public/applystream/acme/metadata/${full}` })
  ).json<ApplyStreamMetadata>();
  for (const form of metadata.metaData) forms[form.key] = form.applyFormId;
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const start = (payload: Record<string, unknown>, client = 'acme', headers = {}) =>
  app.inject({
    method: 'PUT',
    url: `/rest/public/apply/${client}/attempt`,
    headers: { ...XHR, ...headers },
    payload,
  });

async function startFullApply(): Promise<StartedApplyAttempt> {
  const response = await start({ requisitionId: requisitions['open'] });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StartedApplyAttempt>();
}

const save = (attemptId: string, formKey: string, data: unknown, client = 'acme') =>
  app.inject({
    method: 'POST',
    url: `/rest/public/apply/${client}/attempt/form/${forms[formKey] ?? formKey}`,
    headers: { ...XHR, 'x-apply-attempt': attemptId },
    payload: { data },
  });

const read = (attemptId: string, client = 'acme') =>
  app.inject({
    url: `/rest/public/apply/${client}/attempt`,
    headers: { 'x-apply-attempt': attemptId },
  });

const candidate = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  uname: 'Ada.Lovelace@Example.com ',
  phone1: '+1 (512) 555-0100',
  zip: '78701',
  city: 'Austin',
  state: 'TX',
  country: 'United States',
  latitude: 30.27,
  longitude: -97.74,
  dob: '',
};
const education = {
  education: [{ levelAttained: 'Bachelor', institution: 'University of London' }],
};

describe('starting an attempt', () => {
  it('starts on a requisition\u2019s stream with a secret id, at the first form', async () => {
    const response = await start({ requisitionId: requisitions['open'] });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const attempt = response.json<StartedApplyAttempt>();
    expect(attempt.attemptId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(attempt).toMatchObject({
      applyStreamId: streams['full-apply'],
      requisitionId: requisitions['open'],
      completedFormIds: [],
      answers: {},
      nextFormId: forms['candidate'],
    });
    expect(attempt.expiresAt).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('starts a join or alert stream without a requisition, and the easy stream for one', async () => {
    const join = await start({ applyStreamId: streams['talent-community'] });
    expect(join.statusCode).toBe(201);
    expect(join.json()).toMatchObject({ requisitionId: null });
    const easy = await start({
      requisitionId: requisitions['open'],
      applyStreamId: streams['easy-apply'],
    });
    expect(easy.json()).toMatchObject({ applyStreamId: streams['easy-apply'] });
  });

  it('refuses what cannot be applied to', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 400, 'VALIDATION_FAILED'],
      [{ applyStreamId: streams['full-apply'] }, 400, 'VALIDATION_FAILED'],
      [{ requisitionId: requisitions['closed'] }, 409, 'REQUISITION_CLOSED'],
      [{ requisitionId: requisitions['noStream'] }, 404, 'APPLY_STREAM_NOT_FOUND'],
      [{ requisitionId: requisitions['globex'] }, 404, 'REQUISITION_NOT_FOUND'],
      [{ applyStreamId: globexStreams['talent-community'] }, 404, 'APPLY_STREAM_NOT_FOUND'],
      [{ requisitionId: 1, sneaky: true }, 400, 'VALIDATION_FAILED'],
    ];
    const attempts = async () =>
      (await database.handle.db.select({ n: count() }).from(applyAttempts))[0]?.n;
    const before = await attempts();
    for (const [payload, status, code] of cases) {
      const response = await start(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ code });
    }
    // A refused start keeps nothing.
    expect(await attempts()).toBe(before);
  });

  it('records the signed-in candidate who starts it', async () => {
    const cookie = await signInCookie(app, 'acme', 'jane@example.com');
    const janes = () =>
      database.handle.db.select().from(applyAttempts).where(eq(applyAttempts.candidateId, janeId));
    expect(await janes()).toHaveLength(0);
    const response = await start({ applyStreamId: streams['talent-community'] }, 'acme', {
      cookie,
    });
    expect(response.statusCode).toBe(201);
    expect(await janes()).toHaveLength(1);
    await start({ applyStreamId: streams['talent-community'] });
    expect(await janes()).toHaveLength(1);
  });
});

describe('starting an attempt with its first form (firstForm)', () => {
  const attemptCount = async () =>
    (await database.handle.db.select({ n: count() }).from(applyAttempts))[0]?.n;

  it('starts with the form saved as its own save would, and the next form to do', async () => {
    const response = await start({
      requisitionId: requisitions['open'],
      firstForm: { applyFormId: forms['candidate'], data: candidate },
    });
    expect(response.statusCode, response.body).toBe(201);
    const started = response.json<StartedApplyAttempt>();
    expect(started).toMatchObject({
      completedFormIds: [forms['candidate']],
      nextFormId: forms['education'],
    });
    // Prepared as a save prepares it: trimmed, lower-cased e-mail, empty strings dropped.
    expect(started.answers[String(forms['candidate'])]).toMatchObject({
      uname: 'ada.lovelace@example.com',
      firstName: 'Ada',
    });
    expect(started.answers[String(forms['candidate'])]).not.toHaveProperty('dob');
    expect((await save(started.attemptId, 'education', education)).statusCode).toBe(200);
    const stored = (await read(started.attemptId)).json<ReturningApplyAttempt>();
    expect(stored.completedFormIds).toEqual([forms['candidate'], forms['education']]);
  });

  it('starts nothing when the form is refused, out of order or of another stream', async () => {
    const before = await attemptCount();
    const open = { requisitionId: requisitions['open'] };
    const refused = await start({
      ...open,
      firstForm: { applyFormId: forms['candidate'], data: { ...candidate, firstName: '' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().fields).toEqual([
      expect.objectContaining({ field: 'firstName', code: 302 }),
    ]);
    const early = await start({
      ...open,
      firstForm: { applyFormId: forms['education'], data: education },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'STEP_OUT_OF_ORDER' });
    const foreign = await start({
      applyStreamId: streams['talent-community'],
      firstForm: { applyFormId: forms['candidate'], data: candidate },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'APPLY_FORM_NOT_FOUND' });
    const closed = await start({
      requisitionId: requisitions['closed'],
      firstForm: { applyFormId: forms['candidate'], data: candidate },
    });
    expect(closed.json()).toMatchObject({ code: 'REQUISITION_CLOSED' });
    expect(await attemptCount()).toBe(before);
  });
});

// The requisition's stream is read, then the attempt inserted only if the requisition is still
// open on that stream (one INSERT … SELECT): a stream replaced in between never leaves an
// attempt on a stream its first form was not checked against, a half-made row or a 500.
describe('starting while the requisition\u2019s stream changes', () => {
  const db = () => database.handle.db;
  const useStream = (requisitionId: number, applyStreamId: number | undefined) =>
    db()
      .update(requisitionTable)
      .set({ applyStreamId })
      .where(eq(requisitionTable.id, requisitionId));

  it('inserts nothing over a stream the requisition no longer has', async () => {
    const { requisition } = await createJob(db(), acme, { applyStreamId: streams['full-apply'] });
    const full = await findStreamByKey(db(), acme, 'full-apply');
    if (!full) throw new Error('demo stream missing');
    await useStream(requisition.id, streams['easy-apply']);
    const values = {
      tenantId: acme.id,
      secretHash: attemptSecretHash('a-secret-never-handed-out'),
      applyStreamId: full.id,
      requisitionId: requisition.id,
      namedStreamId: null,
      candidateId: null,
      completedFormIds: [],
      answers: {},
      expiresAt: new Date(Date.now() + 60_000),
      now: new Date(),
    };
    expect(await insertAttempt(db(), values, full)).toBeNull();
    const rows = await db()
      .select({ id: applyAttempts.id })
      .from(applyAttempts)
      .where(eq(applyAttempts.requisitionId, requisition.id));
    expect(rows).toEqual([]);
    // The same values on the stream the requisition has now start the attempt.
    const easy = await findStreamByKey(db(), acme, 'easy-apply');
    if (!easy) throw new Error('demo stream missing');
    expect(await insertAttempt(db(), { ...values, applyStreamId: easy.id }, easy)).toMatchObject({
      requisitionId: requisition.id,
      applyStreamId: easy.id,
    });
  });

  it('answers every start with 201 or a clear 4xx while the stream flips, and keeps no stray row', async () => {
    const { requisition } = await createJob(db(), acme, { applyStreamId: streams['full-apply'] });
    const flips = (async () => {
      for (let flip = 0; flip < 20; flip += 1) {
        await useStream(
          requisition.id,
          flip % 2 === 0 ? streams['easy-apply'] : streams['full-apply'],
        );
      }
    })();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        start({
          requisitionId: requisition.id,
          ...(index % 2 === 0
            ? { firstForm: { applyFormId: forms['candidate'], data: candidate } }
            : {}),
        }),
      ),
    );
    await flips;
    const started = responses.filter((response) => response.statusCode === 201);
    for (const response of responses) {
      expect([201, 404, 409], response.body).toContain(response.statusCode);
      if (response.statusCode !== 201) {
        expect(['APPLY_FORM_NOT_FOUND', 'APPLY_STREAM_CHANGED']).toContain(
          response.json<ErrorBody>().code,
        );
      }
    }
    const rows = await db()
      .select({
        applyStreamId: applyAttempts.applyStreamId,
        completed: applyAttempts.completedFormIds,
      })
      .from(applyAttempts)
      .where(eq(applyAttempts.requisitionId, requisition.id));
    expect(rows).toHaveLength(started.length);
    // An attempt that started with the full apply's first form is on the full apply.
    for (const row of rows) {
      if (row.completed.length > 0) expect(row.applyStreamId).toBe(streams['full-apply']);
    }
  });
});

describe('saving a form: the server enforces the form (ASVS 2.3.1)', () => {
  it('lists every field error with the spec codes, and keeps nothing', async () => {
    const { attemptId } = await startFullApply();
    const response = await save(attemptId, 'candidate', {
      ...candidate,
      firstName: '   ',
      lastName: 'L'.repeat(51),
      uname: 'not an e-mail',
      phone1: '12',
      dob: '2999-01-01',
      isAdmin: 't',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'firstName',
      message: 'First Name is required.',
    });
    expect(body.fields).toEqual([
      { field: 'firstName', code: 302, message: 'First Name is required.' },
      { field: 'lastName', code: 201, message: 'Last Name is too long, maximum 50 chars.' },
      { field: 'uname', code: 202, message: 'Invalid email address.' },
      { field: 'phone1', code: 202, message: 'Phone is invalid.' },
      { field: 'dob', code: 202, message: 'Enter valid date.' },
      { field: 'isAdmin', code: 202, message: 'isAdmin is invalid.' },
    ]);
    const after = (await read(attemptId)).json<ApplyAttempt>();
    expect(after).toMatchObject({ completedFormIds: [], answers: {} });
  });

  it('cannot skip a required field by sending nothing or empty strings', async () => {
    const { attemptId } = await startFullApply();
    const response = await save(attemptId, 'candidate', { firstName: '', lastName: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().fields?.map((error) => [error.field, error.code])).toEqual([
      ['firstName', 302],
      ['lastName', 302],
      ['uname', 302],
      ['phone1', 302],
      ['zip', 302],
      ['city', 302],
      ['country', 302],
    ]);
  });

  it('cannot submit a form before the earlier ones (409 STEP_OUT_OF_ORDER)', async () => {
    const { attemptId } = await startFullApply();
    const early = await save(attemptId, 'education', education);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'STEP_OUT_OF_ORDER' });
    expect((await save(attemptId, 'candidate', candidate)).statusCode).toBe(200);
    const skipping = await save(attemptId, 'terms', { termsAndPolicy: 't' });
    expect(skipping.statusCode).toBe(409);
  });

  it('enforces grid row counts and each row\u2019s mandatory fields', async () => {
    const { attemptId } = await startFullApply();
    await save(attemptId, 'candidate', candidate);
    const none = await save(attemptId, 'education', { education: [] });
    expect(none.json<ErrorBody>().fields).toEqual([
      { field: 'education', code: 302, message: 'The minimum number of records permitted is 1.' },
    ]);
    const six = Array.from({ length: 6 }, (_, index) => ({
      levelAttained: 'Bachelor',
      institution: `School ${index}`,
    }));
    const many = await save(attemptId, 'education', { education: six });
    expect(many.json<ErrorBody>().fields).toEqual([
      { field: 'education', code: 202, message: 'The maximum number of records permitted is 5.' },
    ]);
    const incomplete = await save(attemptId, 'education', {
      education: [
        { levelAttained: 'Bachelor', institution: 'I'.repeat(81) },
        { institution: 'MIT' },
      ],
    });
    expect(incomplete.json<ErrorBody>().fields).toEqual([
      {
        field: 'education.0.institution',
        code: 201,
        message: 'Institution is too long, maximum 80 chars.',
      },
      { field: 'education.1.levelAttained', code: 302, message: 'Level attained is required.' },
    ]);
  });

  it('requires termsAndPolicy as "t"', async () => {
    const { attemptId } = await startFullApply();
    for (const [key, data] of [
      ['candidate', candidate],
      ['education', education],
      ['work-history', {}],
      ['certification', {}],
    ] as const) {
      expect((await save(attemptId, key, data)).statusCode, key).toBe(200);
    }
    const refused = await save(attemptId, 'terms', { termsAndPolicy: 'f' });
    expect(refused.json<ErrorBody>().fields).toEqual([
      { field: 'termsAndPolicy', code: 202, message: 'Terms and Policy is invalid.' },
    ]);
    const missing = await save(attemptId, 'terms', { subscriptions: ['job_alert'] });
    expect(missing.json<ErrorBody>().fields).toEqual([
      { field: 'termsAndPolicy', code: 302, message: 'Terms and Policy is required.' },
    ]);
  });
});

describe('a complete attempt, saved and resumed', () => {
  it('walks every form in order, keeps prepared answers, and ends with no next form', async () => {
    const { attemptId } = await startFullApply();
    const steps: [string, unknown][] = [
      ['candidate', candidate],
      ['education', education],
      [
        'work-history',
        {
          workHistory: [
            { company: 'Acme', title: 'Engineer', startDate: '2015-03-01', endDate: '2019-06-30' },
          ],
        },
      ],
      ['certification', { certification: [{ name: 'PMP' }] }],
      ['terms', { termsAndPolicy: 't', subscriptions: ['job_alert'] }],
    ];
    let attempt: ApplyAttempt | undefined;
    for (const [index, [key, data]] of steps.entries()) {
      const response = await save(attemptId, key, data);
      expect(response.statusCode, response.body).toBe(200);
      attempt = response.json<ApplyAttempt>();
      expect(attempt.nextFormId).toBe(forms[steps[index + 1]?.[0] ?? ''] ?? null);
    }
    const resumed = (await read(attemptId)).json<ReturningApplyAttempt>();
    // On return the attempt also names the resume it holds (none here).
    expect(resumed).toEqual({ ...attempt, heldResume: null });
    expect(resumed.completedFormIds).toEqual(steps.map(([key]) => forms[key]));
    expect(resumed.answers[String(forms['candidate'])]).toEqual({
      ...candidate,
      uname: 'ada.lovelace@example.com',
      phone1: '15125550100',
      dob: undefined,
    });
    expect(resumed.answers[String(forms['education'])]).toEqual({
      education: [
        { levelAttained: 'Bachelor', institution: 'University of London', completed: 't' },
      ],
    });
    expect(resumed.answers[String(forms['work-history'])]).toMatchObject({
      workHistory: [{ company: 'Acme', current: 'f' }],
    });
  });

  it('lets an earlier form be changed later, and a failed change keeps the saved answers', async () => {
    const { attemptId } = await startFullApply();
    await save(attemptId, 'candidate', candidate);
    await save(attemptId, 'education', education);
    expect((await save(attemptId, 'candidate', { ...candidate, city: 'Dallas' })).statusCode).toBe(
      200,
    );
    expect((await save(attemptId, 'candidate', { ...candidate, city: '' })).statusCode).toBe(400);
    const attempt = (await read(attemptId)).json<ApplyAttempt>();
    expect(attempt.answers[String(forms['candidate'])]).toMatchObject({ city: 'Dallas' });
    expect(attempt.completedFormIds).toEqual([forms['candidate'], forms['education']]);
  });

  it('skips a form an earlier answer hides, and never keeps passwords', async () => {
    const metadata = (
      await app.inject({ url: `/rest/public/applystream/acme/metadata/${screeningStreamId}` })
    ).json<ApplyStreamMetadata>();
    const [convicted, details, account] = metadata.metaData.map((form) => form.applyFormId);
    const started = await start({ applyStreamId: screeningStreamId });
    const { attemptId } = started.json<StartedApplyAttempt>();
    await save(attemptId, String(convicted), { answer: 'no' });
    expect((await save(attemptId, String(account), { password: 'x' })).statusCode).toBe(409);
    const hidden = await save(attemptId, String(convicted), { answer: 'yes' });
    expect(hidden.json<ApplyAttempt>().nextFormId).toBe(account);
    const saved = await save(attemptId, String(account), { password: '  Secret pass 1  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ApplyAttempt>().answers[String(account)]).toEqual({});
    expect(JSON.stringify(await database.handle.db.select().from(applyAttempts))).not.toContain(
      'Secret pass',
    );
    expect(details).toBeDefined();
  });
});

/** What another server process does to an attempt: this process never sees it happen. */
async function writeElsewhere(attemptId: string, change: (attempt: ApplyAttempt) => ApplyAttempt) {
  const current = (await read(attemptId)).json<ReturningApplyAttempt>();
  const changed = change(current);
  await database.handle.db
    .update(applyAttempts)
    .set({
      completedFormIds: changed.completedFormIds,
      answers: changed.answers,
      version: sql`${applyAttempts.version} + 1`,
    })
    .where(eq(applyAttempts.secretHash, attemptSecretHash(attemptId)));
}

describe('saves made elsewhere than the copy this process keeps (attempt-cache.ts)', () => {
  it('accepts the next form after a save made elsewhere, which the state kept here would refuse', async () => {
    const { attemptId } = await startFullApply();
    const candidateFormId = forms['candidate'] ?? 0;
    await writeElsewhere(attemptId, (attempt) => ({
      ...attempt,
      completedFormIds: [candidateFormId],
      answers: { [String(candidateFormId)]: { firstName: 'Elsewhere' } },
    }));
    const response = await save(attemptId, 'education', education);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ApplyAttempt>().completedFormIds).toEqual([
      candidateFormId,
      forms['education'],
    ]);
  });

  it('never writes over answers saved elsewhere with the older ones kept here', async () => {
    const { attemptId } = await startFullApply();
    expect((await save(attemptId, 'candidate', candidate)).statusCode).toBe(200);
    const candidateKey = String(forms['candidate']);
    await writeElsewhere(attemptId, (attempt) => ({
      ...attempt,
      answers: { ...attempt.answers, [candidateKey]: { firstName: 'Changed elsewhere' } },
    }));
    const response = await save(attemptId, 'education', education);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ApplyAttempt>().answers[candidateKey]).toEqual({
      firstName: 'Changed elsewhere',
    });
  });

  it('refuses a kept attempt completed elsewhere (404)', async () => {
    const { attemptId } = await startFullApply();
    expect((await save(attemptId, 'candidate', candidate)).statusCode).toBe(200);
    await database.handle.db
      .update(applyAttempts)
      .set({ completedAt: new Date() })
      .where(eq(applyAttempts.secretHash, attemptSecretHash(attemptId)));
    const response = await save(attemptId, 'education', education);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'APPLY_ATTEMPT_NOT_FOUND' });
  });
});

describe('attempts are secret and scoped to their tenant', () => {
  it('answers 404 for another tenant, an unknown or an expired attempt; 400 for a malformed id', async () => {
    const { attemptId } = await startFullApply();
    expect((await read(attemptId, 'globex')).statusCode).toBe(404);
    expect((await save(attemptId, 'candidate', candidate, 'globex')).statusCode).toBe(404);
    const unknown = 'A'.repeat(43);
    expect((await read(unknown)).json()).toMatchObject({ code: 'APPLY_ATTEMPT_NOT_FOUND' });
    expect((await read('short')).statusCode).toBe(400);
    const missingHeader = await app.inject({ url: '/rest/public/apply/acme/attempt' });
    expect(missingHeader.statusCode).toBe(400);

    await database.handle.db
      .update(applyAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(applyAttempts.applyStreamId, streams['full-apply'] ?? 0));
    expect((await read(attemptId)).statusCode).toBe(404);
    expect((await save(attemptId, 'candidate', candidate)).statusCode).toBe(404);
  });

  it('answers 404 for a form of another stream', async () => {
    const { attemptId } = await startFullApply();
    const join = (
      await app.inject({
        url: `/rest/public/applystream/acme/metadata/${streams['talent-community']}`,
      })
    ).json<ApplyStreamMetadata>();
    const response = await save(attemptId, String(join.metaData[0]?.applyFormId), {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'APPLY_FORM_NOT_FOUND' });
  });
});

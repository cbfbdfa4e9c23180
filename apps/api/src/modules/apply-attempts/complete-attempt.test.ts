/**
 * The final submit of an attempt (POST …/attempt/complete) against the demo streams: what
 * the database holds afterwards, and that a refused submit leaves nothing behind.
 */
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  ApplyStreamMetadata,
  CompletedAttempt,
  StartedApplyAttempt,
} from '@talentgate/domain';
import {
  applications,
  applyAttempts,
  candidateActivities,
  candidateAreasOfInterest,
  candidateFormRecords,
  candidateRecords,
  candidates,
  candidateSubscriptions,
  folderCandidates,
  outboxEmails,
  requisitions,
} from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { databaseWritesDuring } from '../../test/database-round-trips.js';
import { importDemoStreams } from '../../test/apply-streams.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createFolder, createJob, createTenant } from '../../test/factories.js';
import { signInCookie } from '../../test/sign-in.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { attemptSecretHash } from './attempt-secrets.js';

let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let loginless: Tenant;
let streams: Record<string, number>;
let loginlessStreams: Record<string, number>;
let openRequisition: number;
let janeId: number;
/** Form ids by form key, over every demo stream of acme (keys are unique across them). */
const forms: Record<string, number> = {};
const loginlessForms: Record<string, number> = {};
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

async function formIds(client: string, streamIds: number[], into: Record<string, number>) {
  for (const id of streamIds) {
    const metadata = (
      await app.inject({ url: `/rest/public/applystream/${client}/metadata/${id}` })
    ).json<ApplyStreamMetadata>();
    for (const form of metadata.metaData) into[form.key] = form.applyFormId;
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  acme = await createTenant(db, { client: 'acme' });
  const globex = await createTenant(db, { client: 'globex' });
  await createCandidate(db, globex, { uname: 'gil@example.com' });
  loginless = await createTenant(db, {
    client: 'loginless',
    featureFlags: { profileLoginDeactivated: true },
  });
  streams = await importDemoStreams(db, acme);
  loginlessStreams = await importDemoStreams(db, loginless);
  openRequisition = (await createJob(db, acme, { applyStreamId: streams['full-apply'] }))
    .requisition.id;
  janeId = (
    await createCandidate(db, acme, { uname: 'jane@example.com', city: 'Boston', phone1: null })
  ).id;
  await createCandidate(db, loginless, { uname: 'lee@example.com', firstName: 'Lee' });
  app = await buildTestApp(database);
  await formIds('acme', Object.values(streams), forms);
  await formIds('loginless', Object.values(loginlessStreams), loginlessForms);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const start = async (payload: Record<string, unknown>, client = 'acme', headers = {}) => {
  const response = await app.inject({
    method: 'PUT',
    url: `/rest/public/apply/${client}/attempt`,
    headers: { ...XHR, ...headers },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StartedApplyAttempt>().attemptId;
};

async function save(attemptId: string, formKey: string, data: unknown, client = 'acme') {
  const id = (client === 'loginless' ? loginlessForms : forms)[formKey];
  const response = await app.inject({
    method: 'POST',
    url: `/rest/public/apply/${client}/attempt/form/${String(id)}`,
    headers: { ...XHR, 'x-apply-attempt': attemptId },
    payload: { data },
  });
  expect(response.statusCode, `${formKey}: ${response.body}`).toBe(200);
}

const complete = (
  attemptId: string,
  payload: Record<string, unknown> = {},
  client = 'acme',
  headers = {},
) =>
  app.inject({
    method: 'POST',
    url: `/rest/public/apply/${client}/attempt/complete`,
    headers: { ...XHR, 'x-apply-attempt': attemptId, ...headers },
    payload: {
      language: 'en',
      pageUrl: `https://jobs.acme.test/apply/${openRequisition}/`,
      ...payload,
    },
  });

const person = (uname: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  uname,
  phone1: '+1 (512) 555-0100',
  zip: '78701',
  city: 'Austin',
  state: 'TX',
  country: 'United States',
});

/** A full apply with every form saved; answers the attempt id. */
async function fullApply(uname: string, requisitionId = openRequisition, headers = {}) {
  const attemptId = await start({ requisitionId }, 'acme', headers);
  await save(attemptId, 'candidate', person(uname));
  await save(attemptId, 'education', {
    education: [
      { levelAttained: 'Bachelor', institution: 'University of London', endDate: '2010-06-30' },
      { levelAttained: 'Master', institution: 'Cambridge', completed: 'f' },
    ],
  });
  await save(attemptId, 'work-history', {
    workHistory: [{ company: 'Analytical Engines', title: 'Engineer', startDate: '2012-03-01' }],
  });
  await save(attemptId, 'certification', { certification: [{ name: 'PMP' }] });
  await save(attemptId, 'terms', { termsAndPolicy: 't', subscriptions: ['job_alert'] });
  return attemptId;
}

const db = () => database.handle.db;

async function candidateByUname(uname: string) {
  const [row] = await db().select().from(candidates).where(eq(candidates.uname, uname));
  return row;
}

async function rowCount(table: typeof applications | typeof candidates) {
  const [row] = await db().select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** The candidate's stored e-mail subscriptions by type. */
async function storedSubscriptions(candidateId: number): Promise<Record<string, boolean>> {
  const rows = await db()
    .select({
      type: candidateSubscriptions.communicationType,
      subscribed: candidateSubscriptions.subscribed,
    })
    .from(candidateSubscriptions)
    .where(eq(candidateSubscriptions.candidateId, candidateId));
  return Object.fromEntries(rows.map((row) => [row.type, row.subscribed]));
}

describe('a new visitor completes the full apply', () => {
  it('creates the candidate, records, application, activity, form record and e-mail', async () => {
    const attemptId = await fullApply('Ada.Lovelace@Example.com');
    const longUrl = `https://jobs.acme.test/apply/${openRequisition}/?q=${'x'.repeat(300)}`;
    const response = await complete(attemptId, { pageUrl: longUrl, eventId: 'fair-2026' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(String(response.headers['x-nonce'])).toMatch(/^ey/);
    expect(Number(response.headers['x-nonce-expiry'])).toBeGreaterThan(Date.now());
    const result = response.json<CompletedAttempt>();
    expect(result).toMatchObject({ newCandidate: true, emailSent: 'activation' });

    const candidate = await candidateByUname('ada.lovelace@example.com');
    expect(candidate).toMatchObject({
      id: result.candidateId,
      tenantId: acme.id,
      firstName: 'Ada',
      phone1: '15125550100',
      city: 'Austin',
      locked: 't',
      termsAndPolicy: 't',
      sfxContactMethod: 'SFX Application',
      pageUrl: longUrl,
      passwordHash: null,
      customFields: { subscription_jobalert_email: 't', subscription_marketing_email: 'f' },
    });
    // The same choice is the candidate's stored subscriptions (what the preferences tab shows).
    expect(await storedSubscriptions(result.candidateId)).toEqual({
      job_alert: true,
      marketing: false,
    });

    const records = await db()
      .select({ kind: candidateRecords.kind, fields: candidateRecords.fields })
      .from(candidateRecords)
      .where(eq(candidateRecords.candidateId, result.candidateId))
      .orderBy(candidateRecords.id);
    expect(records).toEqual([
      {
        kind: 'education',
        fields: {
          levelAttained: 'Bachelor',
          institution: 'University of London',
          endDate: '2010-06-30',
          completed: 't',
        },
      },
      {
        kind: 'education',
        fields: { levelAttained: 'Master', institution: 'Cambridge', completed: 'f' },
      },
      {
        kind: 'work-history',
        fields: {
          company: 'Analytical Engines',
          title: 'Engineer',
          startDate: '2012-03-01',
          current: 'f',
        },
      },
      { kind: 'certification', fields: { name: 'PMP' } },
    ]);

    const [application] = await db()
      .select()
      .from(applications)
      .where(eq(applications.candidateId, result.candidateId));
    expect(application).toMatchObject({
      id: result.applicationId,
      requisitionId: openRequisition,
      status: 'Applied',
      sfxApplicationMethod: 'SFX Application',
      applicationType: 'E',
      totalScreenValue: 0,
    });

    const activities = await db()
      .select()
      .from(candidateActivities)
      .where(eq(candidateActivities.candidateId, result.candidateId));
    expect(activities).toMatchObject([
      { contextType: 'candidate', type: 'summary', status: 'created' },
    ]);

    const [record] = await db()
      .select()
      .from(candidateFormRecords)
      .where(eq(candidateFormRecords.candidateId, result.candidateId));
    expect(record?.applyStreamId).toBe('full-apply');
    expect(record?.hostUrl).toBe(longUrl.slice(0, 220));
    expect(record?.eventId).toBe('fair-2026');

    const emails = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, 'ada.lovelace@example.com'));
    expect(emails.map((email) => email.template)).toEqual(['Candidate Activation']);

    const [attempt] = await db()
      .select()
      .from(applyAttempts)
      .where(eq(applyAttempts.candidateId, result.candidateId));
    expect(attempt?.completedAt).toBeInstanceOf(Date);
    expect(attempt?.answers).toEqual({});
  });

  it('answers 404 once completed: no second complete, no more saving or reading', async () => {
    const attemptId = await fullApply('babbage@example.com');
    expect((await complete(attemptId)).statusCode).toBe(200);
    const again = await complete(attemptId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'APPLY_ATTEMPT_NOT_FOUND' });
    const saving = await app.inject({
      method: 'POST',
      url: `/rest/public/apply/acme/attempt/form/${String(forms['terms'])}`,
      headers: { ...XHR, 'x-apply-attempt': attemptId },
      payload: { data: { termsAndPolicy: 't' } },
    });
    expect(saving.statusCode).toBe(404);
    const reading = await app.inject({
      url: '/rest/public/apply/acme/attempt',
      headers: { 'x-apply-attempt': attemptId },
    });
    expect(reading.statusCode).toBe(404);
    expect(await candidateByUname('babbage@example.com')).toBeDefined();
  });
});

describe('the last form sent with the final submit (lastForm)', () => {
  /** A full apply with every form but the terms saved; answers the attempt id. */
  async function allButTerms(uname: string) {
    const attemptId = await start({ requisitionId: openRequisition });
    await save(attemptId, 'candidate', person(uname));
    for (const [key, data] of [
      ['education', { education: [{ levelAttained: 'Bachelor', institution: 'UCL' }] }],
      ['work-history', { workHistory: [] }],
      ['certification', { certification: [] }],
    ] as const)
      await save(attemptId, key, data);
    return attemptId;
  }
  const terms = (data: Record<string, unknown>) => ({
    lastForm: { applyFormId: forms['terms'], data },
  });
  const attemptRow = async (attemptId: string) => {
    const [row] = await db()
      .select({ completedFormIds: applyAttempts.completedFormIds, answers: applyAttempts.answers })
      .from(applyAttempts)
      .where(eq(applyAttempts.secretHash, attemptSecretHash(attemptId)));
    return row;
  };

  it('saves the form and completes in one request: its answers reach the candidate', async () => {
    const attemptId = await allButTerms('last.form@example.com');
    const response = await complete(
      attemptId,
      terms({ termsAndPolicy: 't', subscriptions: ['marketing'] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { candidateId, applicationId } = response.json<CompletedAttempt>();
    expect(applicationId).not.toBeNull();
    expect(await candidateByUname('last.form@example.com')).toMatchObject({
      termsAndPolicy: 't',
    });
    expect(await storedSubscriptions(candidateId)).toEqual({ job_alert: false, marketing: true });
  });

  it('refuses the form’s invalid answers field by field and keeps nothing of it', async () => {
    const attemptId = await allButTerms('refused.terms@example.com');
    const before = await rowCount(candidates);
    const response = await complete(attemptId, terms({ subscriptions: ['marketing'] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [expect.objectContaining({ field: 'termsAndPolicy' })],
    });
    expect(await rowCount(candidates)).toBe(before);
    const row = await attemptRow(attemptId);
    expect(row?.completedFormIds).not.toContain(forms['terms']);
    expect(row?.answers).not.toHaveProperty(String(forms['terms']));
  });

  it('is refused out of order (409) and for a form of another stream (404)', async () => {
    const attemptId = await start({ requisitionId: openRequisition });
    await save(attemptId, 'candidate', person('early.terms@example.com'));
    const early = await complete(attemptId, terms({ termsAndPolicy: 't' }));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'STEP_OUT_OF_ORDER' });
    const foreign = await complete(attemptId, {
      lastForm: { applyFormId: loginlessForms['terms'], data: { termsAndPolicy: 't' } },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'APPLY_FORM_NOT_FOUND' });
    expect(await candidateByUname('early.terms@example.com')).toBeUndefined();
  });

  it('is not kept when the final submit fails (an e-mail with an account)', async () => {
    const attemptId = await allButTerms('jane@example.com');
    const response = await complete(attemptId, terms({ termsAndPolicy: 't' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_EXISTS' });
    expect((await attemptRow(attemptId))?.completedFormIds).not.toContain(forms['terms']);
  });
});

// Decision 0025: on the server, the final submit's statements leave in two writes: BEGIN,
// the attempt's locked read, the requisition and the candidate's INSERT (built from the
// attempt as this process last saved it); the records, application, activity, e-mail with
// its link token, the completed mark and the COMMIT together.
describe.runIf(inject('postgresTemplate'))('round trips of the final submit', () => {
  it('a new visitor\u2019s full apply is completed in two round trips', async () => {
    const attemptId = await fullApply('round.trips@example.com');
    let response: Awaited<ReturnType<typeof complete>> | undefined;
    const writes = await databaseWritesDuring(async () => {
      response = await complete(attemptId);
    });
    expect(response?.statusCode, response?.body).toBe(200);
    expect(response?.json<CompletedAttempt>()).toMatchObject({ emailSent: 'activation' });
    expect(writes).toBe(2);
  });

  it('with the last form sent along, still in two round trips', async () => {
    const attemptId = await fullApply('last.round.trips@example.com');
    let response: Awaited<ReturnType<typeof complete>> | undefined;
    const writes = await databaseWritesDuring(async () => {
      response = await complete(attemptId, {
        lastForm: { applyFormId: forms['terms'], data: { termsAndPolicy: 't' } },
      });
    });
    expect(response?.statusCode, response?.body).toBe(200);
    expect(writes).toBe(2);
  });
});

describe('an attempt saved elsewhere since this process last wrote it', () => {
  /** What another process's save of the candidate form leaves: other answers, a new version. */
  async function saveElsewhere(attemptId: string, city: string) {
    const secretHash = attemptSecretHash(attemptId);
    const [row] = await db()
      .select({ answers: applyAttempts.answers, version: applyAttempts.version })
      .from(applyAttempts)
      .where(eq(applyAttempts.secretHash, secretHash));
    if (!row) throw new Error('no attempt');
    const key = String(forms['candidate']);
    const candidate = row.answers[key];
    await db()
      .update(applyAttempts)
      .set({
        answers: { ...row.answers, [key]: { ...candidate, city } },
        version: row.version + 1,
      })
      .where(eq(applyAttempts.secretHash, secretHash));
  }

  it('is completed from the attempt as stored, not as this process last saved it', async () => {
    const attemptId = await fullApply('saved.elsewhere@example.com');
    await saveElsewhere(attemptId, 'Dallas');
    const response = await complete(attemptId);
    expect(response.statusCode, response.body).toBe(200);
    expect(await candidateByUname('saved.elsewhere@example.com')).toMatchObject({
      city: 'Dallas',
    });
  });

  it('answers a refusal from the attempt as stored', async () => {
    const attemptId = await fullApply('refused.elsewhere@example.com');
    // Elsewhere, the terms were not (yet) saved: the final submit is out of order.
    const secretHash = attemptSecretHash(attemptId);
    const [row] = await db()
      .select({ ids: applyAttempts.completedFormIds, version: applyAttempts.version })
      .from(applyAttempts)
      .where(eq(applyAttempts.secretHash, secretHash));
    await db()
      .update(applyAttempts)
      .set({
        completedFormIds: (row?.ids ?? []).filter((id) => id !== forms['terms']),
        version: (row?.version ?? 0) + 1,
      })
      .where(eq(applyAttempts.secretHash, secretHash));
    const response = await complete(attemptId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'STEP_OUT_OF_ORDER' });
    expect(await candidateByUname('refused.elsewhere@example.com')).toBeUndefined();
  });
});

describe('concurrent calls on one attempt', () => {
  it('keeps every form of concurrent saves, and a save racing the complete is kept or 404', async () => {
    const attemptId = await start({ requisitionId: openRequisition });
    await save(attemptId, 'candidate', person('racer@example.com'));
    const saves = await Promise.all([
      ...['Austin', 'Dallas', 'Houston'].map((city) =>
        app.inject({
          method: 'POST',
          url: `/rest/public/apply/acme/attempt/form/${String(forms['candidate'])}`,
          headers: { ...XHR, 'x-apply-attempt': attemptId },
          payload: { data: { ...person('racer@example.com'), city } },
        }),
      ),
      app.inject({
        method: 'POST',
        url: `/rest/public/apply/acme/attempt/form/${String(forms['education'])}`,
        headers: { ...XHR, 'x-apply-attempt': attemptId },
        payload: { data: { education: [{ levelAttained: 'Bachelor', institution: 'UCL' }] } },
      }),
    ]);
    expect(saves.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const attempt = await app.inject({
      url: '/rest/public/apply/acme/attempt',
      headers: { 'x-apply-attempt': attemptId },
    });
    expect(attempt.json<{ completedFormIds: number[] }>().completedFormIds.sort()).toEqual(
      [forms['candidate'], forms['education']].sort(),
    );
    await save(attemptId, 'work-history', {});
    await save(attemptId, 'certification', {});
    await save(attemptId, 'terms', { termsAndPolicy: 't' });
    const [completed, late] = await Promise.all([
      complete(attemptId),
      app.inject({
        method: 'POST',
        url: `/rest/public/apply/acme/attempt/form/${String(forms['terms'])}`,
        headers: { ...XHR, 'x-apply-attempt': attemptId },
        payload: { data: { termsAndPolicy: 't' } },
      }),
    ]);
    expect(completed.statusCode, completed.body).toBe(200);
    expect([200, 404]).toContain(late.statusCode);
    expect((await complete(attemptId)).statusCode).toBe(404);
  });
});

describe('other flows', () => {
  it('easy apply records the short apply method', async () => {
    const attemptId = await start({
      requisitionId: openRequisition,
      applyStreamId: streams['easy-apply'],
    });
    await save(attemptId, 'easy-candidate', {
      firstName: 'Grace',
      lastName: 'Hopper',
      uname: 'grace@example.com',
      phone1: '5125550101',
      termsAndPolicy: 't',
    });
    const response = await complete(attemptId, { easyApply: true });
    expect(response.statusCode, response.body).toBe(200);
    const { candidateId, applicationId } = response.json<CompletedAttempt>();
    expect(applicationId).not.toBeNull();
    const [application] = await db()
      .select()
      .from(applications)
      .where(eq(applications.candidateId, candidateId));
    expect(application?.sfxApplicationMethod).toBe('SFX Short Apply');
    expect((await candidateByUname('grace@example.com'))?.sfxContactMethod).toBe('SFX Short Apply');
  });

  it('joining the talent community captures the lead in live folders, without an application', async () => {
    const { db: handle } = database.handle;
    const job = await createJob(handle, acme, { applyStreamId: streams['full-apply'] });
    const jobFolder = await createFolder(handle, acme, { requisitionId: job.requisition.id });
    const otherType = await createFolder(handle, acme, {
      requisitionId: job.requisition.id,
      type: 'archive',
    });
    const eventFolder = await createFolder(handle, acme);
    const join = async (uname: string, requisitionId?: number) => {
      const attemptId = await start({
        applyStreamId: streams['talent-community'],
        ...(requisitionId ? { requisitionId } : {}),
      });
      await save(attemptId, 'join-candidate', {
        firstName: 'Alan',
        lastName: 'Turing',
        uname,
        areaOfInterestList: ['Engineering', 'Finance'],
        subscriptions: ['marketing'],
        termsAndPolicy: 't',
      });
      const response = await complete(attemptId, { folderId: eventFolder.id });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CompletedAttempt>();
    };
    const folderIdsOf = async (candidateId: number) =>
      (
        await handle
          .select({ folderId: folderCandidates.folderId })
          .from(folderCandidates)
          .where(eq(folderCandidates.candidateId, candidateId))
      )
        .map((row) => row.folderId)
        .sort((a, b) => a - b);

    const alone = await join('alan@example.com');
    expect(alone.applicationId).toBeNull();
    expect(await folderIdsOf(alone.candidateId)).toEqual([eventFolder.id]);
    expect(await candidateByUname('alan@example.com')).toMatchObject({
      sfxContactMethod: 'Sign Up Form',
      customFields: { subscription_jobalert_email: 'f', subscription_marketing_email: 't' },
    });
    const areas = await handle
      .select({ name: candidateAreasOfInterest.areaOfInterest })
      .from(candidateAreasOfInterest)
      .where(eq(candidateAreasOfInterest.candidateId, alone.candidateId));
    expect(areas.map((row) => row.name).sort()).toEqual(['Engineering', 'Finance']);

    const forJob = await join('alan.jr@example.com', job.requisition.id);
    expect(forJob.applicationId).toBeNull();
    expect(await folderIdsOf(forJob.candidateId)).toEqual([jobFolder.id, eventFolder.id]);
    expect(await folderIdsOf(forJob.candidateId)).not.toContain(otherType.id);
    expect((await candidateByUname('alan.jr@example.com'))?.sfxContactMethod).toBe(
      'Apply Join Form',
    );
    const [applied] = await handle
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.candidateId, forJob.candidateId));
    expect(applied?.n).toBe(0);
  });

  it('a job alert sign-up keeps the categories and the subscription', async () => {
    const attemptId = await start({ applyStreamId: streams['job-alert'] });
    await save(attemptId, 'job-alert', {
      uname: 'alerts@example.com',
      categories: ['Engineering', 'Nursing & Care'],
    });
    const response = await complete(attemptId);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<CompletedAttempt>();
    expect(result).toMatchObject({ applicationId: null, newCandidate: true });
    expect(await candidateByUname('alerts@example.com')).toMatchObject({
      sfxContactMethod: null,
      customFields: { subscription_jobalert_email: 't' },
    });
    // Spec 1 §5: a job-alert e-mail subscription implies marketing e-mail when that is unset.
    expect(await storedSubscriptions(result.candidateId)).toEqual({
      job_alert: true,
      marketing: true,
    });
    const areas = await db()
      .select({ name: candidateAreasOfInterest.areaOfInterest })
      .from(candidateAreasOfInterest)
      .where(eq(candidateAreasOfInterest.candidateId, result.candidateId));
    expect(areas.map((row) => row.name).sort()).toEqual(['Engineering', 'Nursing & Care']);
  });
});

describe('a signed-in candidate', () => {
  it('applies without a duplicate: profile updated, locked f, welcome e-mail', async () => {
    const cookie = await signInCookie(app, 'acme', 'jane@example.com');
    const before = await rowCount(candidates);
    const attemptId = await fullApply('jane@example.com', openRequisition, { cookie });
    const response = await complete(attemptId, {}, 'acme', { cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-nonce']).toBeUndefined();
    expect(response.json()).toMatchObject({
      candidateId: janeId,
      newCandidate: false,
      emailSent: 'welcome',
    });
    expect(await rowCount(candidates)).toBe(before);
    expect(await candidateByUname('jane@example.com')).toMatchObject({
      id: janeId,
      firstName: 'Ada',
      city: 'Austin',
      phone1: '15125550100',
      locked: 'f',
    });
    const [application] = await db()
      .select()
      .from(applications)
      .where(eq(applications.candidateId, janeId));
    expect(application?.requisitionId).toBe(openRequisition);
    const emails = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, 'jane@example.com'));
    expect(emails.map((email) => email.template)).toEqual(['Welcome']);
  });

  it('is not signed in here with a session of another tenant', async () => {
    const cookie = await signInCookie(app, 'globex', 'gil@example.com');
    const attemptId = await fullApply('gil@example.com', openRequisition, { cookie });
    const response = await complete(attemptId, {}, 'acme', { cookie });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<CompletedAttempt>();
    expect(result).toMatchObject({ newCandidate: true, emailSent: 'activation' });
    const [created] = await db()
      .select()
      .from(candidates)
      .where(eq(candidates.id, result.candidateId));
    expect(created).toMatchObject({ tenantId: acme.id, uname: 'gil@example.com', locked: 't' });
  });

  it('cannot apply twice (409 ALREADY_APPLIED), and nothing of the second try is kept', async () => {
    const cookie = await signInCookie(app, 'acme', 'jane@example.com');
    const attemptId = await start({ requisitionId: openRequisition }, 'acme', { cookie });
    await save(attemptId, 'candidate', { ...person('jane@example.com'), city: 'Denver' });
    for (const [key, data] of [
      ['education', { education: [{ levelAttained: 'PhD', institution: 'MIT' }] }],
      ['work-history', {}],
      ['certification', {}],
      ['terms', { termsAndPolicy: 't' }],
    ] as const) {
      await save(attemptId, key, data);
    }
    const response = await complete(attemptId, {}, 'acme', { cookie });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ALREADY_APPLIED' });
    expect((await candidateByUname('jane@example.com'))?.city).toBe('Austin');
    const phd = await db()
      .select()
      .from(candidateRecords)
      .where(and(eq(candidateRecords.candidateId, janeId), eq(candidateRecords.kind, 'education')));
    expect(phd.map((row) => row.fields['levelAttained'])).not.toContain('PhD');
  });
});

describe('refusals leave nothing behind', () => {
  it('an e-mail with an account is 409 EMAIL_EXISTS: no candidate, no application', async () => {
    const attemptId = await fullApply('Jane@Example.com');
    const [candidatesBefore, applicationsBefore] = [
      await rowCount(candidates),
      await rowCount(applications),
    ];
    const response = await complete(attemptId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_EXISTS', field: 'uname' });
    expect(await rowCount(candidates)).toBe(candidatesBefore);
    expect(await rowCount(applications)).toBe(applicationsBefore);
    // The attempt stays: after signing in the visitor can complete it.
    const cookie = await signInCookie(app, 'acme', 'jane@example.com');
    const reading = await app.inject({
      url: '/rest/public/apply/acme/attempt',
      headers: { 'x-apply-attempt': attemptId, cookie },
    });
    expect(reading.statusCode).toBe(200);
  });

  it('completing before every form is submitted is 409 STEP_OUT_OF_ORDER', async () => {
    const attemptId = await start({ requisitionId: openRequisition });
    await save(attemptId, 'candidate', person('early@example.com'));
    const response = await complete(attemptId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'STEP_OUT_OF_ORDER' });
    expect(await candidateByUname('early@example.com')).toBeUndefined();
  });

  it('another tenant\u2019s or an unknown attempt is 404', async () => {
    const attemptId = await fullApply('tenant.hopper@example.com');
    const elsewhere = await complete(attemptId, {}, 'globex');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'APPLY_ATTEMPT_NOT_FOUND' });
    const unknown = await complete('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(await candidateByUname('tenant.hopper@example.com')).toBeUndefined();
  });

  it('a requisition closed meanwhile is 409 REQUISITION_CLOSED, with no candidate', async () => {
    const job = await createJob(db(), acme, { applyStreamId: streams['full-apply'] });
    const attemptId = await fullApply('late@example.com', job.requisition.id);
    await db()
      .update(requisitions)
      .set({ status: 'closed' })
      .where(eq(requisitions.id, job.requisition.id));
    const response = await complete(attemptId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'REQUISITION_CLOSED' });
    expect(await candidateByUname('late@example.com')).toBeUndefined();
  });

  it('refuses a body that is not the contract (400) and a write without the XHR marker', async () => {
    const attemptId = await fullApply('strict@example.com');
    expect((await complete(attemptId, { language: 'english' })).statusCode).toBe(400);
    expect((await complete(attemptId, { isAdmin: true })).statusCode).toBe(400);
    const noMarker = await app.inject({
      method: 'POST',
      url: '/rest/public/apply/acme/attempt/complete',
      headers: { 'x-apply-attempt': attemptId },
      payload: { language: 'en', pageUrl: 'https://jobs.acme.test/' },
    });
    expect(noMarker.statusCode).toBe(403);
    expect(await candidateByUname('strict@example.com')).toBeUndefined();
  });
});

describe('returning-user mode where profile login is deactivated', () => {
  it('uses the existing loginless candidate as they are, and adds the application', async () => {
    const job = await createJob(db(), loginless, {
      applyStreamId: loginlessStreams['full-apply'],
    });
    const attemptId = await start({ requisitionId: job.requisition.id }, 'loginless');
    await save(attemptId, 'candidate', person('lee@example.com'), 'loginless');
    for (const [key, data] of [
      ['education', { education: [{ levelAttained: 'Bachelor', institution: 'LSE' }] }],
      ['work-history', {}],
      ['certification', {}],
      ['terms', { termsAndPolicy: 't' }],
    ] as const) {
      await save(attemptId, key, data, 'loginless');
    }
    const response = await complete(attemptId, {}, 'loginless');
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<CompletedAttempt>();
    expect(result).toMatchObject({ newCandidate: false, emailSent: null });
    expect(response.headers['x-nonce']).toBeUndefined();
    const lee = await candidateByUname('lee@example.com');
    expect(lee).toMatchObject({ id: result.candidateId, firstName: 'Lee', locked: 'f' });
    const [application] = await db()
      .select()
      .from(applications)
      .where(eq(applications.candidateId, result.candidateId));
    expect(application?.requisitionId).toBe(job.requisition.id);
  });
});

/**
 * What a new visitor's full apply calls, in order, with the x-nonce temporary token; then
 * what the database holds: the candidate, records, application, contact method, activity.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  Application,
  Candidate,
  FinishFlowResult,
  Requisition,
  TokenResponse,
} from '@talentgate/domain';
import {
  applications,
  candidateActivities,
  candidateFormRecords,
  candidateRecords,
  candidates,
  outboxEmails,
} from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { importDemoStreams } from '../../test/apply-streams.js';
import { createJob, createTenant } from '../../test/factories.js';

let database: TestDatabase;
let app: FastifyInstance;
let requisitionId: number;
let fullApplyStreamId: number;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  database = await createTestDatabase();
  const acme = await createTenant(database.handle.db, { client: 'acme', name: 'Acme Careers' });
  fullApplyStreamId = (await importDemoStreams(database.handle.db, acme))['full-apply'] ?? 0;
  const job = await createJob(database.handle.db, acme, { applyStreamId: fullApplyStreamId });
  requisitionId = job.requisition.id;
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

it('a new visitor applies: create, records, update, application, finish', async () => {
  // The apply page reads the requisition for its stream, and checks the e-mail on blur.
  const requisition = (
    await app.inject({ url: `/rest/public/requisition/acme/id/${requisitionId}` })
  ).json<Requisition>();
  expect(requisition.applyStreamId).toBe(fullApplyStreamId);
  const exists = await app.inject({
    url: '/rest/public/candidate/acme/exists?username=ana.lima@example.com',
  });
  expect(exists.json()).toEqual({ exists: false });

  // Step 1, candidate form: the workflow creates the candidate and answers the x-nonce.
  const created = await app.inject({
    method: 'POST',
    url: '/rest/public/candidate/acme/workflow',
    headers: XHR,
    payload: {
      streamId: requisition.applyStreamId,
      flowType: 'apply',
      hostUrl: `https://jobs.acme.test/apply/${requisitionId}/`,
      candidate: {
        uname: 'Ana.Lima@example.com',
        firstName: 'Ana',
        lastName: 'Lima',
        city: 'Porto',
        country: '',
        atsRequisitionId: requisitionId,
      },
    },
  });
  expect(created.statusCode).toBe(201);
  const candidateId = created.json<Candidate>().candidateId;
  let authorization = `Temporary ${String(created.headers['x-nonce'])}`;
  const call = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { ...XHR, authorization },
      ...(payload ? { payload } : {}),
    });

  // Step 2, education grid: add two rows, edit one, delete the other.
  const education = async (levelAttained: string) =>
    (
      await call('PUT', '/rest/private/candidate/acme/education', {
        candidateId,
        levelAttained,
        institution: 'Universidade do Porto',
        endDate: '2014-07-15',
      })
    ).json<{ educationId: number }>().educationId;
  const bachelor = await education('Bachelor');
  const master = await education('Master');
  const edited = await call('POST', '/rest/private/candidate/acme/education', {
    educationId: bachelor,
    candidateId,
    levelAttained: 'Bachelor of Engineering',
    institution: 'Universidade do Porto',
    endDate: '2012-07-15',
    completed: 't',
  });
  expect(edited.statusCode).toBe(200);
  expect(
    (await call('DELETE', `/rest/private/candidate/acme/education/${master}`)).statusCode,
  ).toBe(200);

  // The browser renews the temporary token before it expires; the new one carries on.
  const renewed = await app.inject({
    method: 'POST',
    url: '/rest/acme/token',
    headers: { ...XHR, 'x-nonce': authorization.replace('Temporary ', '') },
    payload: {
      tokenState: '',
      stateType: 'NONE',
      tokenType: 'Temporary Token',
      userPrincipal: 'candidate/acme/ana.lima@example.com',
      audKeys: [{ audKeyShort: 'lgnls' }],
      appType: 'XCC',
    },
  });
  expect(renewed.statusCode).toBe(200);
  authorization = `Temporary ${renewed.json<TokenResponse>().token}`;

  // Step 3, work history and certification grids.
  const work = await call('PUT', '/rest/private/candidate/acme/work-history', {
    candidateId,
    company: 'Northwind',
    title: 'Process Engineer',
    startDate: '2014-09-01',
    current: 't',
  });
  expect(work.statusCode).toBe(201);
  expect(
    (
      await call('PUT', '/rest/private/candidate/acme/certification', {
        candidateId,
        name: 'Six Sigma',
      })
    ).statusCode,
  ).toBe(201);

  // Step 4, a second form of the candidate table: mode update.
  const updated = await call('POST', '/rest/private/candidate/acme', {
    candidateId,
    phone1: '+351 912 345 678',
    areaOfInterestList: [{ usersId: null, areaOfInterest: 'Engineering' }],
  });
  expect(updated.json<Candidate>()).toMatchObject({
    phone1: '351912345678',
    areaInterest: 'Engineering',
  });

  // Last form: the combined add application, then the end of the flow.
  const applied = await call(
    'PUT',
    '/rest/private/application/acme?easyApplyFlag=f&callEsb=f&enhancedAddApplicationStepFlow=f',
    { candidateId, requisitionId },
  );
  expect(applied.statusCode).toBe(201);
  const applicationId = applied.json<Application>().applicationId;
  const finished = await call('POST', '/rest/private/candidate/acme/flow/finish', { candidateId });
  expect(finished.json<FinishFlowResult>()).toEqual({
    candidateId,
    locked: 't',
    email: 'Candidate Activation',
  });

  // The flow is over: its tokens are refused.
  expect(
    (await call('PUT', '/rest/private/candidate/acme/certification', { candidateId, name: 'Late' }))
      .statusCode,
  ).toBe(401);

  // What the database holds.
  const db = database.handle.db;
  const [candidate] = await db.select().from(candidates).where(eq(candidates.id, candidateId));
  expect(candidate).toMatchObject({
    uname: 'ana.lima@example.com',
    firstName: 'Ana',
    country: null,
    phone1: '351912345678',
    locked: 't',
    sfxContactMethod: 'SFX Application',
    atsRequisitionId: requisitionId,
  });
  const records = await db
    .select({ kind: candidateRecords.kind, fields: candidateRecords.fields })
    .from(candidateRecords)
    .where(eq(candidateRecords.candidateId, candidateId))
    .orderBy(candidateRecords.id);
  expect(records).toEqual([
    {
      kind: 'education',
      fields: {
        levelAttained: 'Bachelor of Engineering',
        institution: 'Universidade do Porto',
        endDate: '2012-07-15',
        completed: 't',
      },
    },
    {
      kind: 'work-history',
      fields: {
        company: 'Northwind',
        title: 'Process Engineer',
        startDate: '2014-09-01',
        current: 't',
      },
    },
    { kind: 'certification', fields: { name: 'Six Sigma' } },
  ]);
  const [application] = await db
    .select()
    .from(applications)
    .where(eq(applications.candidateId, candidateId));
  expect(application).toMatchObject({
    id: applicationId,
    requisitionId,
    status: 'Applied',
    sfxApplicationMethod: 'SFX Application',
    applicationType: 'E',
    reqScreenValue: 0,
    generalScreenValue: 0,
    interviewScreenValue: 0,
    totalScreenValue: 0,
  });
  const activities = await db
    .select()
    .from(candidateActivities)
    .where(eq(candidateActivities.candidateId, candidateId));
  expect(activities).toMatchObject([
    { contextType: 'candidate', type: 'summary', status: 'created' },
  ]);
  const formRecords = await db
    .select()
    .from(candidateFormRecords)
    .where(eq(candidateFormRecords.candidateId, candidateId));
  expect(formRecords).toMatchObject([
    {
      applyStreamId: 'full-apply',
      hostUrl: `https://jobs.acme.test/apply/${requisitionId}/`,
    },
  ]);
  const emails = await db
    .select({ template: outboxEmails.template })
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, 'ana.lima@example.com'));
  expect(emails).toEqual([{ template: 'Candidate Activation' }]);
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '@talentgate/domain';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createJob, createTenant } from '../../test/factories.js';
import { startCandidateFlow } from '../../test/new-candidate.js';
import { signInCookie } from '../../test/sign-in.js';

let database: TestDatabase;
let app: FastifyInstance;
let open: number;
let second: number;
let closed: number;
let globexRequisition: number;
let intranetRequisition: number;
let janeId: number;
let ivanId: number;
let jane: string;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  const acme = await createTenant(db, {
    client: 'acme',
    settings: { candidateFlow: { enhancedApplicationStatus: 'Sourced' } },
  });
  const globex = await createTenant(db, { client: 'globex' });
  const intranet = await createTenant(db, {
    client: 'intranet',
    featureFlags: { internalSite: true },
  });
  open = (await createJob(db, acme)).requisition.id;
  second = (await createJob(db, acme)).requisition.id;
  closed = (await createJob(db, acme, { status: 'closed' })).requisition.id;
  globexRequisition = (await createJob(db, globex)).requisition.id;
  intranetRequisition = (await createJob(db, intranet)).requisition.id;
  janeId = (await createCandidate(db, acme, { uname: 'jane@example.com' })).id;
  ivanId = (await createCandidate(db, intranet, { uname: 'ivan@example.com' })).id;
  app = await buildTestApp(database);
  jane = await signInCookie(app, 'acme', 'jane@example.com');
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const apply = (
  body: Record<string, unknown>,
  headers: Record<string, string>,
  query = '',
  client = 'acme',
) =>
  app.inject({
    method: 'PUT',
    url: `/rest/private/application/${client}${query}`,
    headers: { ...XHR, ...headers },
    payload: body,
  });

const exists = (requisitionId: number, headers: Record<string, string>, client = 'acme') =>
  app.inject({
    url: `/rest/private/application/exists/${client}/candidate/requisition/${requisitionId}`,
    headers,
  });

describe('combined add application', () => {
  it('applies a new visitor with the spec\u2019s starting values', async () => {
    const { candidate, authorization } = await startCandidateFlow(app, 'acme', {
      uname: 'applicant@example.com',
    });
    expect((await exists(open, { authorization })).json()).toEqual({ reqStatus: 'false' });
    const before = Date.now();
    const response = await apply(
      { candidateId: candidate.candidateId, requisitionId: open, submissionSource: 'career site' },
      { authorization },
      '?easyApplyFlag=f&callEsb=false',
    );
    expect(response.statusCode).toBe(201);
    const application = response.json<Application>();
    expect(application).toEqual({
      applicationId: expect.any(Number),
      candidateId: candidate.candidateId,
      requisitionId: open,
      status: 'Applied',
      statusId: null,
      dispositionId: null,
      sfxApplicationMethod: 'SFX Application',
      sfxApplicationSource: null,
      submissionSource: 'career site',
      reqScreenValue: 0,
      generalScreenValue: 0,
      interviewScreenValue: 0,
      totalScreenValue: 0,
      applyDate: expect.any(Number),
      applicationType: 'E',
    });
    expect(application.applyDate).toBeGreaterThanOrEqual(before);
    expect(application.applyDate).toBeLessThanOrEqual(Date.now());
    const applied = (await exists(open, { authorization })).json();
    expect(applied).toMatchObject({ reqStatus: 'true', applicationId: expect.any(Number) });
    // The date the job page shows ("You applied on …"), as the application has it.
    expect(Date.parse(applied.applyDate)).toBeGreaterThan(Date.now() - 60_000);

    const byId = await app.inject({
      url: `/rest/private/application/id/acme/${application.applicationId}`,
      headers: { authorization },
    });
    expect(byId.json()).toEqual(application);
  });

  it('records easy apply as SFX Short Apply, and the enhanced flow\u2019s status and ids', async () => {
    const easy = await apply(
      { candidateId: janeId, requisitionId: open },
      { cookie: jane },
      '?easyApplyFlag=t',
    );
    expect(easy.json()).toMatchObject({
      sfxApplicationMethod: 'SFX Short Apply',
      status: 'Applied',
    });
    const enhanced = await apply(
      { candidateId: janeId, requisitionId: second },
      { cookie: jane },
      '?enhancedAddApplicationStepFlow=true&statusId=12&dispositionId=4',
    );
    expect(enhanced.json()).toMatchObject({ status: 'Sourced', statusId: 12, dispositionId: 4 });
  });

  it('marks applications on an internal site with type I', async () => {
    const ivan = await signInCookie(app, 'intranet', 'ivan@example.com');
    const response = await apply(
      { candidateId: ivanId, requisitionId: intranetRequisition },
      { cookie: ivan },
      '',
      'intranet',
    );
    expect(response.json()).toMatchObject({ applicationType: 'I' });
  });

  it('refuses a closed job, a second application, another tenant\u2019s job and bad flags', async () => {
    const { candidate, authorization } = await startCandidateFlow(app, 'acme', {
      uname: 'twice@example.com',
    });
    const body = (requisitionId: number) => ({ candidateId: candidate.candidateId, requisitionId });
    const closedJob = await apply(body(closed), { authorization });
    expect(closedJob.statusCode).toBe(409);
    expect(closedJob.json()).toMatchObject({ code: 'REQUISITION_CLOSED' });

    expect((await apply(body(open), { authorization })).statusCode).toBe(201);
    const again = await apply(body(open), { authorization });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_APPLIED' });

    expect((await apply(body(globexRequisition), { authorization })).json()).toMatchObject({
      code: 'REQUISITION_NOT_FOUND',
    });
    const badFlag = await apply(body(second), { authorization }, '?easyApplyFlag=yes');
    expect(badFlag.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'easyApplyFlag' });
  });

  it('applies only as the acting candidate and shows each candidate only their own', async () => {
    const { candidate, authorization } = await startCandidateFlow(app, 'acme', {
      uname: 'private@example.com',
    });
    const mine = (
      await apply({ candidateId: candidate.candidateId, requisitionId: second }, { authorization })
    ).json<Application>();

    const asSomeoneElse = await apply(
      { candidateId: candidate.candidateId, requisitionId: open },
      { cookie: jane },
    );
    expect(asSomeoneElse.statusCode).toBe(404);
    const read = (headers: Record<string, string>, client = 'acme') =>
      app.inject({
        url: `/rest/private/application/id/${client}/${mine.applicationId}`,
        headers,
      });
    expect((await read({ cookie: jane })).statusCode).toBe(404);
    expect((await read({ authorization }, 'globex')).statusCode).toBe(401);
    expect((await read({})).statusCode).toBe(401);
    expect((await exists(second, {})).statusCode).toBe(401);
    expect(
      (await apply({ candidateId: candidate.candidateId, requisitionId: open }, {})).statusCode,
    ).toBe(401);
  });
});

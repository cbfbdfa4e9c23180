/**
 * The application pipeline on the employer's side (issue 20): search with counts, moves that
 * reach the candidate's dashboard (timeline, activity, to-do, e-mail), bulk moves, notes,
 * the application detail, vendor submissions, and who sees which application.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Activity,
  ApplicationSearchResult,
  ApplicationSummary,
  AuditPage,
  BulkStatusResult,
  StaffApplicationDetail,
  StatusCounts,
  Todo,
} from '@talentgate/domain';
import { applications, outboxEmails, requisitionMembers } from '../../db/schema.js';
import { insertApplication } from '../../stores/application-store.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createJob, createTenant } from '../../test/factories.js';
import { signInCookie } from '../../test/sign-in.js';
import { createStaff, signInStaff, type TestStaff } from '../../test/staff.js';
import type { Tenant } from '../tenants/find-tenant.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let globex: Tenant;
let recruiter: string;
let manager: TestStaff;
let managerCookie: string;
let vendor: TestStaff;
let vendorCookie: string;
let foreignRecruiter: string;
let requisitionId: number;
let otherRequisitionId: number;

async function apply(tenant: Tenant, uname: string, requisition: number, firstName = 'Casey') {
  const candidate = await createCandidate(app.db, tenant, {
    uname,
    firstName,
    lastName: 'Applicant',
  });
  const row = await insertApplication(app.db, {
    tenantId: tenant.id,
    candidateId: candidate.id,
    requisitionId: requisition,
    status: 'Applied',
    statusId: null,
    dispositionId: null,
    sfxApplicationMethod: 'SFX Application',
    sfxApplicationSource: 'LinkedIn',
    submissionSource: null,
    applyDate: new Date('2026-10-01T10:00:00Z'),
    applicationType: 'E',
    submittedByStaffId: null,
    answers: [{ form: 'Contact', field: 'firstName', value: firstName }],
  });
  if (!row) throw new Error('no application');
  return { candidate, applicationId: row.id };
}

beforeAll(async () => {
  database = await createTestDatabase();
  acme = await createTenant(database.handle.db, { client: 'acme' });
  globex = await createTenant(database.handle.db, { client: 'globex' });
  app = await buildTestApp(database);
  recruiter = await signInStaff(
    app,
    'acme',
    await createStaff(app.db, acme, 'recruiter', { name: 'Rita' }),
  );
  manager = await createStaff(app.db, acme, 'hiring_manager');
  managerCookie = await signInStaff(app, 'acme', manager);
  vendor = await createStaff(app.db, acme, 'vendor', { name: 'Val Vendor' });
  vendorCookie = await signInStaff(app, 'acme', vendor);
  foreignRecruiter = await signInStaff(
    app,
    'globex',
    await createStaff(app.db, globex, 'recruiter'),
  );
  requisitionId = (await createJob(app.db, acme, { title: 'Pipeline Pilot' })).requisition.id;
  otherRequisitionId = (await createJob(app.db, acme, { title: 'Other Operator' })).requisition.id;
  await app.db.insert(requisitionMembers).values({
    tenantId: acme.id,
    requisitionId,
    staffUserId: manager.user.id,
    role: 'hiring_manager',
  });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

function call(
  cookie: string,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  client = 'acme',
) {
  return app.inject({
    method,
    url: `/rest/staff/${client}/application${url}`,
    headers: { ...XHR, cookie },
    ...(payload === undefined && method !== 'POST'
      ? {}
      : { payload: (payload ?? {}) as InjectOptions['payload'] }),
  });
}

const candidateGet = (cookie: string, url: string) =>
  app.inject({ method: 'GET', url, headers: { cookie } });

describe('the application pipeline', () => {
  it('moves an application to an interview: the candidate sees the stage, the activity, a to-do and the e-mail', async () => {
    const { candidate, applicationId } = await apply(acme, 'ivy@example.com', requisitionId, 'Ivy');
    const moved = await call(recruiter, 'POST', `/${applicationId}/status/interview`, {
      emailTemplate: 'Interview Invitation',
      note: 'Strong portfolio',
    });
    expect(moved.statusCode).toBe(200);

    const cookie = await signInCookie(app, 'acme', 'ivy@example.com');
    const dashboard = await candidateGet(
      cookie,
      `/rest/private/application/acme/candidate/${candidate.id}`,
    );
    const [summary] = dashboard.json<ApplicationSummary[]>();
    expect(summary?.status).toBe('Interview');
    expect(summary?.timeline.map((stage) => stage.stage)).toEqual(['Applied', 'Interview']);
    expect(summary?.timeline[1]?.nextStep).toBe('Interview with the hiring team');

    const todos = (
      await candidateGet(cookie, `/rest/private/todo/acme/candidate/${candidate.id}`)
    ).json<Todo[]>();
    expect(todos.map((todo) => todo.title)).toEqual([
      'Tell us when you are available for an interview',
    ]);
    const activities = (
      await candidateGet(cookie, `/rest/private/candidate/acme/activity/candidate/${candidate.id}`)
    ).json<Activity[]>();
    expect(activities.map((activity) => activity.activityData)).toContain(
      'Your application for Pipeline Pilot moved to Interview.',
    );

    const [email] = await app.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.tenantId, acme.id), eq(outboxEmails.recipient, 'ivy@example.com')),
      );
    expect(email?.template).toBe('Interview Invitation');
    expect(email?.subject).toBe(`Interview invitation: Pipeline Pilot at ${acme.name}`);
    expect(email?.textBody).toContain('/profile/applications/');

    const detail = (
      await call(recruiter, 'GET', `/id/${applicationId}`)
    ).json<StaffApplicationDetail>();
    expect(detail.notes.map((note) => note.text)).toEqual(['Strong portfolio']);
    expect(detail.answers).toEqual([{ form: 'Contact', field: 'firstName', value: 'Ivy' }]);
    expect(detail.timeline.map((stage) => stage.stage)).toEqual(['Applied', 'Interview']);
    expect(
      (await call(recruiter, 'POST', `/${applicationId}/status/Interview`)).json(),
    ).toMatchObject({
      code: 'APPLICATION_STATUS_UNCHANGED',
    });
  });

  it('refuses unknown stages, a rejection without a fitting disposition and a template it cannot send', async () => {
    const { applicationId } = await apply(acme, 'rex@example.com', requisitionId, 'Rex');
    expect(
      (await call(recruiter, 'POST', `/${applicationId}/status/Astronaut`)).json(),
    ).toMatchObject({ code: 'APPLICATION_STATUS_UNKNOWN' });
    expect(
      (await call(recruiter, 'POST', `/${applicationId}/status/Rejected`, {})).json(),
    ).toMatchObject({ code: 'DISPOSITION_REQUIRED' });
    expect(
      (
        await call(recruiter, 'POST', `/${applicationId}/status/Rejected`, { dispositionId: 5 })
      ).json(),
    ).toMatchObject({ code: 'DISPOSITION_INVALID' });
    expect(
      (
        await call(recruiter, 'POST', `/${applicationId}/status/Screening`, {
          emailTemplate: 'Password Reset',
        })
      ).json(),
    ).toMatchObject({
      code: 'EMAIL_TEMPLATE_NOT_FOUND',
    });
    expect(
      (await call(recruiter, 'POST', `/${applicationId}/status/Rejected`, { dispositionId: 1 }))
        .statusCode,
    ).toBe(200);
    const [row] = await app.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(row).toMatchObject({ status: 'Rejected', dispositionId: 1 });
  });

  it('searches by requisition, status, source and text, with counts by status', async () => {
    const { applicationId } = await apply(acme, 'sol@example.com', otherRequisitionId, 'Solveig');
    await apply(acme, 'tor@example.com', otherRequisitionId, 'Torvald');
    await call(recruiter, 'POST', `/${applicationId}/status/Screening`);
    const all = (
      await call(recruiter, 'POST', '/search', { requisitionId: otherRequisitionId })
    ).json<ApplicationSearchResult>();
    expect(all.total).toBe(2);
    expect(all.countsByStatus).toEqual({ Applied: 1, Screening: 1 });
    const screening = (
      await call(recruiter, 'POST', '/search', {
        requisitionId: otherRequisitionId,
        status: 'screening',
      })
    ).json<ApplicationSearchResult>();
    expect(screening.items.map((item) => item.candidateName)).toEqual(['Solveig Applicant']);
    const byText = (
      await call(recruiter, 'POST', '/search', { q: 'torv' })
    ).json<ApplicationSearchResult>();
    expect(byText.items.map((item) => item.candidateEmail)).toEqual(['tor@example.com']);
    const bySource = (
      await call(recruiter, 'POST', '/search', {
        requisitionId: otherRequisitionId,
        source: 'LinkedIn',
      })
    ).json<ApplicationSearchResult>();
    expect(bySource.total).toBe(2);
    const byDate = (
      await call(recruiter, 'POST', '/search', { appliedFrom: Date.parse('2026-10-02') })
    ).json<ApplicationSearchResult>();
    expect(byDate.total).toBe(0);
    const counts = (
      await call(recruiter, 'GET', `/status/counts/${otherRequisitionId}`)
    ).json<StatusCounts>();
    expect(counts).toEqual({
      requisitionId: otherRequisitionId,
      counts: { Applied: 1, Screening: 1 },
    });
  });

  it('moves several applications at once, skipping the ones it cannot', async () => {
    const a = await apply(acme, 'bulk-a@example.com', otherRequisitionId);
    const b = await apply(acme, 'bulk-b@example.com', otherRequisitionId);
    const foreign = await apply(
      globex,
      'bulk-c@example.com',
      (await createJob(app.db, globex)).requisition.id,
    );
    const result = await call(recruiter, 'POST', '/bulk/status/Screening', {
      applicationIds: [a.applicationId, b.applicationId, foreign.applicationId],
      emailTemplate: 'Application Status Update',
    });
    expect(result.json<BulkStatusResult>()).toEqual({
      moved: [a.applicationId, b.applicationId],
      skipped: [foreign.applicationId],
    });
    const [foreignRow] = await app.db
      .select()
      .from(applications)
      .where(eq(applications.id, foreign.applicationId));
    expect(foreignRow?.status).toBe('Applied');
  });

  it('shows a hiring manager only their requisition\u2019s applications; they may note but not move them', async () => {
    const mine = await apply(acme, 'mine@example.com', requisitionId);
    const notMine = await apply(acme, 'notmine@example.com', otherRequisitionId);
    const seen = (await call(managerCookie, 'POST', '/search', {})).json<ApplicationSearchResult>();
    expect(seen.items.every((item) => item.requisitionId === requisitionId)).toBe(true);
    expect((await call(managerCookie, 'GET', `/id/${notMine.applicationId}`)).statusCode).toBe(404);
    expect(
      (await call(managerCookie, 'GET', `/status/counts/${otherRequisitionId}`)).statusCode,
    ).toBe(404);
    const note = await call(managerCookie, 'PUT', `/${mine.applicationId}/notes`, {
      text: 'Good fit',
    });
    expect(note.statusCode).toBe(201);
    expect(
      (await call(managerCookie, 'PUT', `/${notMine.applicationId}/notes`, { text: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(managerCookie, 'POST', `/${mine.applicationId}/status/Screening`)).statusCode,
    ).toBe(403);
  });

  it('lets a recruiter submit a candidate; a vendor\u2019s user has the portal, not the pipeline', async () => {
    const submitted = await call(recruiter, 'PUT', '', {
      requisitionId: otherRequisitionId,
      email: 'Vera.Submitted@example.com',
      firstName: 'Vera',
      lastName: 'Submitted',
    });
    expect(submitted.statusCode).toBe(201);
    const { applicationId } = submitted.json<{ applicationId: number }>();
    const detail = (
      await call(recruiter, 'GET', `/id/${applicationId}`)
    ).json<StaffApplicationDetail>();
    expect(detail.application).toMatchObject({
      candidateEmail: 'vera.submitted@example.com',
      source: 'Recruiter',
    });
    const again = await call(recruiter, 'PUT', '', {
      requisitionId: otherRequisitionId,
      email: 'vera.submitted@example.com',
      firstName: 'Vera',
      lastName: 'Submitted',
    });
    expect(again.json()).toMatchObject({ code: 'ALREADY_APPLIED' });
    // Vendors submit through their portal (decision 0051); the pipeline refuses them.
    const asVendor = [
      await call(vendorCookie, 'POST', '/search', {}),
      await call(vendorCookie, 'GET', `/id/${applicationId}`),
      await call(vendorCookie, 'PUT', '', {
        requisitionId: otherRequisitionId,
        email: 'vic@example.com',
        firstName: 'Vic',
        lastName: 'Vendor',
      }),
    ];
    expect(asVendor.map((response) => response.statusCode)).toEqual([403, 403, 403]);
  });

  it('never shows a recruiter of another tenant this tenant\u2019s applications', async () => {
    const { applicationId } = await apply(acme, 'private@example.com', requisitionId);
    expect(
      (await call(foreignRecruiter, 'GET', `/id/${applicationId}`, undefined, 'globex')).statusCode,
    ).toBe(404);
    expect(
      (await call(foreignRecruiter, 'POST', `/${applicationId}/status/Screening`, {}, 'globex'))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(foreignRecruiter, 'GET', `/status/counts/${requisitionId}`, undefined, 'globex'))
        .statusCode,
    ).toBe(404);
    const search = (
      await call(foreignRecruiter, 'POST', '/search', {}, 'globex')
    ).json<ApplicationSearchResult>();
    expect(search.items.map((item) => item.candidateEmail)).not.toContain('private@example.com');
    expect((await call(foreignRecruiter, 'GET', `/id/${applicationId}`)).statusCode).toBe(401);
    const candidateCookie = await signInCookie(app, 'acme', 'private@example.com');
    expect((await call(candidateCookie, 'GET', `/id/${applicationId}`)).statusCode).toBe(401);
  });

  it('audits every move without the note\u2019s text', async () => {
    const admin = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'admin'));
    const page = (
      await app.inject({
        method: 'GET',
        url: '/rest/staff/acme/audit?entityType=application&pageSize=200',
        headers: { cookie: admin },
      })
    ).json<AuditPage>();
    const interview = page.items.find((item) => JSON.stringify(item.after).includes('"Interview"'));
    expect(interview).toMatchObject({
      staffName: 'Rita',
      action: 'application.status',
      before: { status: 'Applied', dispositionId: null },
      after: { status: 'Interview', emailTemplate: 'Interview Invitation', todo: true, note: true },
    });
    expect(JSON.stringify(page.items)).not.toContain('Strong portfolio');
  });
});

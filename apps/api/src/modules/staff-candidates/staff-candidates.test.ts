/**
 * Candidates for staff (issue 20): search by text, folder and date; profile, records,
 * documents, activity and transaction log, communication log; e-mail by template; folders
 * and talent pools (lead capture's live folders too); and who sees which candidate.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditPage,
  CandidateSearchResult,
  CommunicationLog,
  StaffCandidateLog,
  StaffCandidateProfile,
  StaffCandidateRecords,
} from '@talentgate/domain';
import {
  candidateRecords,
  folderCandidates,
  folders,
  outboxEmails,
  requisitionMembers,
  transactionLog,
  staffRoles,
  staffUserRoles,
} from '../../db/schema.js';
import { insertApplication } from '../../stores/application-store.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createJob, createTenant } from '../../test/factories.js';
import { signInCookie } from '../../test/sign-in.js';
import { createStaff, signInStaff, type TestStaff } from '../../test/staff.js';
import { addActivity } from '../candidate-activity/add-activity.js';
import type { Tenant } from '../tenants/find-tenant.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let admin: string;
let recruiter: string;
let managerCookie: string;
let vendor: TestStaff;
let vendorCookie: string;
let foreign: string;
let candidateCookie: string;
const people = { ada: 0, bob: 0, cleo: 0, stranger: 0 };
const apps = { ada: 0, bob: 0, cleo: 0 };
let liveFolder = 0;
let poolFolder = 0;

async function applyAs(
  tenant: Tenant,
  candidateId: number,
  requisitionId: number,
  by: number | null,
) {
  const row = await insertApplication(app.db, {
    tenantId: tenant.id,
    candidateId,
    requisitionId,
    status: 'Applied',
    statusId: null,
    dispositionId: null,
    sfxApplicationMethod: 'SFX Application',
    sfxApplicationSource: 'LinkedIn',
    submissionSource: null,
    applyDate: new Date(),
    applicationType: 'E',
    submittedByStaffId: by,
    answers: [],
  });
  if (!row) throw new Error('no application');
  return row.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  acme = await createTenant(app.db, { client: 'acme' });
  const globex = await createTenant(app.db, { client: 'globex' });
  admin = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'admin'));
  recruiter = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'recruiter'));
  const manager = await createStaff(app.db, acme, 'hiring_manager');
  managerCookie = await signInStaff(app, 'acme', manager);
  // The 'submitted' scope, in a role of the tenant's own: the built-in vendor role has the
  // portal alone since decision 0051.
  vendor = await createStaff(app.db, acme, null);
  const [submitter] = await app.db
    .insert(staffRoles)
    .values({
      tenantId: acme.id,
      name: 'Submitter',
      permissions: ['candidates:read', 'applications:read'],
      scope: 'submitted',
    })
    .returning();
  if (!submitter) throw new Error('no role');
  await app.db.insert(staffUserRoles).values({ staffUserId: vendor.user.id, roleId: submitter.id });
  vendorCookie = await signInStaff(app, 'acme', vendor);
  foreign = await signInStaff(app, 'globex', await createStaff(app.db, globex, 'admin'));
  const alpha = (await createJob(app.db, acme, { title: 'Alpha' })).requisition.id;
  const beta = (await createJob(app.db, acme, { title: 'Beta' })).requisition.id;
  await app.db.insert(requisitionMembers).values({
    tenantId: acme.id,
    requisitionId: alpha,
    staffUserId: manager.user.id,
    role: 'hiring_manager',
  });
  const ada = await createCandidate(app.db, acme, {
    uname: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    city: 'London',
    createdAt: new Date('2026-01-10T00:00:00Z'),
  });
  const bob = await createCandidate(app.db, acme, {
    uname: 'bob@example.com',
    firstName: 'Bob',
    lastName: 'Builder',
    city: 'Leeds',
    createdAt: new Date('2026-03-10T00:00:00Z'),
  });
  const cleo = await createCandidate(app.db, acme, {
    uname: 'cleo@example.com',
    firstName: 'Cleo',
    lastName: 'Patra',
    city: 'Cairo',
    createdAt: new Date('2026-05-10T00:00:00Z'),
  });
  const stranger = await createCandidate(app.db, globex, {
    uname: 'stranger@example.com',
    firstName: 'Ada',
  });
  Object.assign(people, { ada: ada.id, bob: bob.id, cleo: cleo.id, stranger: stranger.id });
  apps.ada = await applyAs(acme, ada.id, alpha, null);
  apps.bob = await applyAs(acme, bob.id, beta, vendor.user.id);
  apps.cleo = await applyAs(acme, cleo.id, beta, null);
  const [live] = await app.db
    .insert(folders)
    .values({ tenantId: acme.id, requisitionId: alpha, type: 'live', name: 'Alpha leads' })
    .returning();
  liveFolder = live?.id ?? 0;
  await app.db
    .insert(folderCandidates)
    .values({ folderId: liveFolder, candidateId: ada.id, tenantId: acme.id });
  await app.db.insert(candidateRecords).values({
    tenantId: acme.id,
    candidateId: ada.id,
    kind: 'education',
    fields: { institution: 'Analytical Engine School' },
  });
  await addActivity(app.db, acme.id, ada.id, {
    contextType: 'application',
    type: 'status',
    status: 'created',
    activityData: 'Applied to Alpha',
    createdDatetime: new Date(),
  });
  await app.db
    .insert(transactionLog)
    .values({ tenantId: acme.id, candidateId: ada.id, action: 'login', detail: 'password' });
  await createCandidate(app.db, acme, { uname: 'portal@example.com' });
  candidateCookie = await signInCookie(app, 'acme', 'portal@example.com');
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
    url: `/rest/staff/${client}${url}`,
    headers: { ...XHR, cookie },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

const search = async (cookie: string, body: object) => {
  const response = await call(cookie, 'POST', '/candidate/search', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CandidateSearchResult>();
};
const emails = (result: CandidateSearchResult) => result.items.map((item) => item.email).sort();

describe('candidate search', () => {
  it('finds the tenant’s candidates by name, e-mail or city, newest first', async () => {
    const all = await search(recruiter, {});
    expect(all.items.map((item) => item.email)).not.toContain('stranger@example.com');
    expect(emails(await search(recruiter, { q: 'lovelace' }))).toEqual(['ada@example.com']);
    expect(emails(await search(recruiter, { q: 'LEEDS' }))).toEqual(['bob@example.com']);
    expect(emails(await search(recruiter, { q: 'cleo@' }))).toEqual(['cleo@example.com']);
    // A LIKE wildcard is text, not a pattern.
    expect((await search(recruiter, { q: '%' })).total).toBe(0);
    const dated = await search(recruiter, {
      createdFrom: Date.parse('2026-01-01T00:00:00Z'),
      createdTo: Date.parse('2026-04-01T00:00:00Z'),
    });
    expect(dated.items.map((item) => item.email)).toEqual(['bob@example.com', 'ada@example.com']);
    expect(dated).toMatchObject({ total: 2, more: false });
  });

  it('finds the candidates of a folder', async () => {
    expect(emails(await search(recruiter, { folderId: liveFolder }))).toEqual(['ada@example.com']);
  });

  it('shows a hiring manager only candidates of their requisitions, a vendor only theirs', async () => {
    expect(emails(await search(managerCookie, {}))).toEqual(['ada@example.com']);
    expect(emails(await search(vendorCookie, {}))).toEqual(['bob@example.com']);
  });
});

describe('one candidate', () => {
  it('answers the profile with applications and folders', async () => {
    const response = await call(recruiter, 'GET', `/candidate/id/${people.ada}`);
    expect(response.statusCode).toBe(200);
    const profile = response.json<StaffCandidateProfile>();
    expect(profile).toMatchObject({ firstName: 'Ada', city: 'London', email: 'ada@example.com' });
    expect(profile.applications.map((item) => item.applicationId)).toEqual([apps.ada]);
    expect(profile.folders).toEqual([
      {
        folderId: liveFolder,
        name: 'Alpha leads',
        type: 'live',
        requisitionId: expect.any(Number),
      },
    ]);
  });

  it('answers records, activity with the transaction log, and documents', async () => {
    const records = await call(recruiter, 'GET', `/candidate/${people.ada}/records`);
    expect(records.json<StaffCandidateRecords>()).toEqual([
      {
        recordId: expect.any(Number),
        kind: 'education',
        fields: { institution: 'Analytical Engine School' },
      },
    ]);
    const log = (
      await call(recruiter, 'GET', `/candidate/${people.ada}/activity`)
    ).json<StaffCandidateLog>();
    expect(log.activities.map((item) => item.activityData)).toContain('Applied to Alpha');
    expect(log.transactions.map((item) => item.action)).toEqual(['login']);
    const documents = await call(recruiter, 'GET', `/candidate/${people.ada}/documents`);
    expect(documents.statusCode).toBe(200);
    expect(documents.json()).toEqual([]);
    expect((await call(recruiter, 'GET', `/candidate/${people.ada}/document/999`)).statusCode).toBe(
      404,
    );
  });

  it('hides candidates outside the scope or tenant (404)', async () => {
    for (const [cookie, id] of [
      [recruiter, people.stranger],
      [managerCookie, people.bob],
      [vendorCookie, people.ada],
    ] as const) {
      for (const path of [
        `/candidate/id/${id}`,
        `/candidate/${id}/records`,
        `/candidate/${id}/activity`,
        `/communicationlog/${id}`,
      ]) {
        const response = await call(cookie, 'GET', path);
        expect(response.statusCode, path).toBe(404);
        expect(response.json()).toMatchObject({ code: 'CANDIDATE_NOT_FOUND' });
      }
    }
    expect((await call(managerCookie, 'GET', `/candidate/id/${people.ada}`)).statusCode).toBe(200);
    expect((await call(vendorCookie, 'GET', `/candidate/id/${people.bob}`)).statusCode).toBe(200);
  });

  it('refuses anonymous callers, candidates and another tenant’s staff (401)', async () => {
    for (const cookie of ['', candidateCookie, foreign]) {
      expect((await call(cookie, 'GET', `/candidate/id/${people.ada}`)).statusCode).toBe(401);
      expect((await call(cookie, 'POST', '/candidate/search', {})).statusCode).toBe(401);
    }
    // On their own site, another tenant's id is simply not found.
    expect(
      (await call(foreign, 'GET', `/candidate/id/${people.ada}`, undefined, 'globex')).statusCode,
    ).toBe(404);
  });
});

describe('e-mail by template and the communication log', () => {
  it('sends a status template about an application, logs it and audits it', async () => {
    const response = await call(recruiter, 'POST', `/candidate/${people.ada}/emailbytemplate`, {
      template: 'Interview Invitation',
      applicationId: apps.ada,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [email] = await app.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.tenantId, acme.id), eq(outboxEmails.recipient, 'ada@example.com')),
      );
    expect(email?.textBody).toContain('Alpha');
    const log = (
      await call(recruiter, 'GET', `/communicationlog/${people.ada}`)
    ).json<CommunicationLog>();
    expect(log).toEqual([
      expect.objectContaining({
        template: 'Interview Invitation',
        subject: email?.subject,
        status: 'pending',
      }),
    ]);
    const audit = (await call(admin, 'GET', '/audit')).json<AuditPage>();
    expect(audit.items.map((item) => item.action)).toContain('candidate.email');
  });

  it('refuses a password-link template, another candidate’s application and readers', async () => {
    const reset = await call(recruiter, 'POST', `/candidate/${people.ada}/emailbytemplate`, {
      template: 'Password Reset',
      applicationId: apps.ada,
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ code: 'EMAIL_TEMPLATE_NOT_FOUND', field: 'template' });
    const other = await call(recruiter, 'POST', `/candidate/${people.ada}/emailbytemplate`, {
      template: 'Interview Invitation',
      applicationId: apps.cleo,
    });
    expect(other.statusCode).toBe(404);
    const manager = await call(managerCookie, 'POST', `/candidate/${people.ada}/emailbytemplate`, {
      template: 'Interview Invitation',
      applicationId: apps.ada,
    });
    expect(manager.statusCode).toBe(403);
  });
});

describe('folders and talent pools', () => {
  it('creates a pool, adds candidates, moves them out of the live folder', async () => {
    const created = await call(recruiter, 'PUT', '/folder', { name: '  Senior engineers ' });
    expect(created.statusCode).toBe(201);
    poolFolder = created.json<{ folderId: number }>().folderId;
    expect(created.json()).toMatchObject({ name: 'Senior engineers', type: 'pool' });
    const added = await call(recruiter, 'POST', '/folder/add', {
      candidateList: [people.bob, people.cleo],
      destinationList: [poolFolder, liveFolder],
    });
    expect(added.json()).toEqual({ changed: 4 });
    const again = await call(recruiter, 'POST', '/folder/add', {
      candidateList: [people.bob],
      destinationList: [poolFolder],
    });
    expect(again.json()).toEqual({ changed: 0 });
    const moved = await call(recruiter, 'POST', '/folder/move', {
      candidateList: [people.ada, people.bob],
      sourceFolderId: liveFolder,
      destinationList: [poolFolder],
    });
    expect(moved.json()).toEqual({ changed: 2 });
    expect(emails(await search(recruiter, { folderId: liveFolder }))).toEqual(['cleo@example.com']);
    expect(emails(await search(recruiter, { folderId: poolFolder }))).toEqual([
      'ada@example.com',
      'bob@example.com',
      'cleo@example.com',
    ]);
    const list = (await call(recruiter, 'GET', '/folders')).json<
      { folderId: number; candidates: number }[]
    >();
    expect(list.find((folder) => folder.folderId === poolFolder)?.candidates).toBe(3);
    // A vendor counts only the candidates they see.
    const theirs = (await call(vendorCookie, 'GET', '/folders')).json<
      { folderId: number; candidates: number }[]
    >();
    expect(theirs.find((folder) => folder.folderId === poolFolder)?.candidates).toBe(1);
  });

  it('refuses another tenant’s candidates or folders, and vendors (404, 403)', async () => {
    const stranger = await call(recruiter, 'POST', '/folder/add', {
      candidateList: [people.stranger],
      destinationList: [liveFolder],
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'CANDIDATE_NOT_FOUND', field: 'candidateList' });
    const foreignFolder = await call(
      foreign,
      'POST',
      '/folder/add',
      {
        candidateList: [people.stranger],
        destinationList: [liveFolder],
      },
      'globex',
    );
    expect(foreignFolder.statusCode).toBe(404);
    expect(foreignFolder.json()).toMatchObject({ code: 'FOLDER_NOT_FOUND' });
    expect((await call(vendorCookie, 'PUT', '/folder', { name: 'Mine' })).statusCode).toBe(403);
  });
});

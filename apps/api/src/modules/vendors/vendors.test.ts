/**
 * Vendors (issue 27, decision 0051): staff manage agencies, their users and the requisitions
 * they are given; a vendor's user lists those requisitions, submits a candidate with a resume
 * (the application records the vendor as its source) and follows their view group's
 * submissions and stages, and nothing else. The route-by-route isolation is the vendor
 * authorization matrix (security/vendor-authorization-matrix.test.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PortalRequisition,
  PortalSubmission,
  StaffApplicationDetail,
  StaffDirectoryEntry,
  StaffMe,
  VendorDetail,
  VendorSummary,
} from '@talentgate/domain';
import { applications, attachments, candidates } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createJob, createTenant } from '../../test/factories.js';
import { multipart, pdf } from '../../test/files.js';
import { createStaff, signInStaff, STAFF_PASSWORD, totpCode, cookieOf } from '../../test/staff.js';
import { createVendor, createVendorUser, type TestVendorUser } from '../../test/vendors.js';
import type { Tenant } from '../tenants/find-tenant.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let admin: string;
let recruiter: string;
let given: number;
let alsoGiven: number;
let notGiven: number;
let closedGiven: number;
let harborId: number;
let harborA: TestVendorUser;
let harborB: TestVendorUser;
let harborOwn: TestVendorUser;
let pierId: number;
let pier: TestVendorUser;

const call = (cookie: string, method: InjectOptions['method'], path: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/rest/staff/acme/${path}`,
    headers: { ...XHR, cookie },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

const submit = (
  cookie: string,
  requisitionId: number,
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer } | null = { name: 'cv.pdf', bytes: pdf() },
) => {
  const body = multipart(fields, file ?? undefined);
  return app.inject({
    method: 'PUT',
    url: `/rest/staff/acme/vendor/portal/requisition/${requisitionId}/candidate`,
    headers: { ...XHR, cookie, ...body.headers },
    payload: body.payload,
  });
};

const person = (email: string, firstName = 'Sam') => ({
  firstName,
  lastName: 'Seeker',
  email,
  phone1: '555 010 2030',
});

const submissions = async (user: TestVendorUser) =>
  (await call(user.cookie, 'GET', 'vendor/portal/submissions')).json<PortalSubmission[]>();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  acme = await createTenant(app.db, { client: 'acme' });
  admin = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'admin'));
  recruiter = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'recruiter'));
  given = (await createJob(app.db, acme, { title: 'Forklift driver' })).requisition.id;
  alsoGiven = (await createJob(app.db, acme, { title: 'Warehouse lead' })).requisition.id;
  notGiven = (await createJob(app.db, acme, { title: 'Chief of staff' })).requisition.id;
  closedGiven = (await createJob(app.db, acme, { title: 'Old role', status: 'closed' })).requisition
    .id;
  harborId = await createVendor(app.db, acme, 'Harbor Staffing', [given, alsoGiven, closedGiven]);
  harborA = await createVendorUser(app, acme, harborId, 'vendor', 'Hana Harbor');
  harborB = await createVendorUser(app, acme, harborId, 'vendor', 'Hugo Harbor');
  harborOwn = await createVendorUser(app, acme, harborId, 'own', 'Hal Harbor');
  pierId = await createVendor(app.db, acme, 'Pier Recruiting', [given]);
  pier = await createVendorUser(app, acme, pierId, 'vendor', 'Pia Pier');
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('vendors as staff manage them', () => {
  it('creates a vendor, its user (who signs in to the portal) and gives it requisitions', async () => {
    const created = await call(admin, 'PUT', 'vendor', {
      name: 'Dock Talent',
      contactEmail: 'Desk@Dock.example',
    });
    expect(created.statusCode).toBe(201);
    const vendor = created.json<VendorDetail>();
    expect(vendor).toMatchObject({ name: 'Dock Talent', contactEmail: 'desk@dock.example' });
    expect(
      (await call(admin, 'PUT', 'vendor', { name: 'dock talent', contactEmail: null })).json(),
    ).toMatchObject({ code: 'VENDOR_NAME_EXISTS', field: 'name' });

    const withUser = await call(admin, 'PUT', `vendor/${vendor.vendorId}/user`, {
      email: 'dee@dock.example',
      name: 'Dee Dock',
      password: STAFF_PASSWORD,
      viewGroup: 'own',
    });
    expect(withUser.statusCode).toBe(201);
    expect(withUser.json<VendorDetail>().users).toEqual([
      expect.objectContaining({ name: 'Dee Dock', email: 'dee@dock.example', viewGroup: 'own' }),
    ]);
    const givenTo = await call(admin, 'POST', `vendor/${vendor.vendorId}/requisitions`, {
      requisitionIds: [given],
    });
    expect(givenTo.json<VendorDetail>().requisitions).toEqual([
      { requisitionId: given, title: 'Forklift driver', status: 'open' },
    ]);
    const list = (await call(recruiter, 'GET', 'vendor')).json<VendorSummary[]>();
    expect(list.find((item) => item.name === 'Dock Talent')).toMatchObject({
      userCount: 1,
      requisitionCount: 1,
      active: true,
    });

    // Dee signs in (enrolling the second factor) and is a vendor's user: the portal only.
    const login = await app.inject({
      method: 'POST',
      url: '/rest/staff/acme/login',
      headers: XHR,
      payload: { email: 'dee@dock.example', password: STAFF_PASSWORD },
    });
    const secret = login.json<{ secret: string }>().secret;
    const second = await app.inject({
      method: 'POST',
      url: '/rest/staff/acme/login/second-factor',
      headers: { ...XHR, cookie: cookieOf(login) ?? '' },
      payload: { code: await totpCode(secret) },
    });
    const dee = cookieOf(second) ?? '';
    const me = (await call(dee, 'GET', 'me')).json<StaffMe>();
    expect(me).toMatchObject({
      roles: ['vendor'],
      permissions: ['vendor:portal'],
      vendor: { vendorId: vendor.vendorId, vendorName: 'Dock Talent', viewGroup: 'own' },
    });
    const mine = (await call(dee, 'GET', 'vendor/portal/requisitions')).json<PortalRequisition[]>();
    expect(mine.map((item) => item.title)).toEqual(['Forklift driver']);
  });

  it('refuses a requisition of another tenant, and a vendor of another tenant', async () => {
    const globex = await createTenant(app.db, { client: 'globex' });
    const foreign = (await createJob(app.db, globex, { title: 'Globex job' })).requisition.id;
    const refused = await call(admin, 'POST', `vendor/${harborId}/requisitions`, {
      requisitionIds: [given, foreign],
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      code: 'REQUISITION_NOT_FOUND',
      field: 'requisitionIds',
    });
    const globexVendor = await createVendor(app.db, globex, 'Globex Partners');
    expect((await call(admin, 'GET', `vendor/${globexVendor}`)).statusCode).toBe(404);
    expect(
      (
        await call(admin, 'PUT', `vendor/${globexVendor}/user`, {
          email: 'x@globex.example',
          name: 'X',
          password: STAFF_PASSWORD,
          viewGroup: 'vendor',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps managing vendors to those allowed: a hiring manager is refused', async () => {
    const manager = await signInStaff(
      app,
      'acme',
      await createStaff(app.db, acme, 'hiring_manager'),
    );
    expect((await call(manager, 'GET', 'vendor')).statusCode).toBe(403);
    // A vendor's users are nobody's hiring manager, approver or hierarchy manager.
    const directory = (await call(admin, 'GET', 'directory')).json<StaffDirectoryEntry[]>();
    expect(directory.length).toBeGreaterThan(0);
    expect(directory.map((entry) => entry.name)).not.toContain('Hana Harbor');
    // And the portal is a vendor's: an administrator has no vendor to act for.
    expect((await call(admin, 'GET', 'vendor/portal/requisitions')).statusCode).toBe(403);
  });
});

describe('the vendor portal', () => {
  it('lists the open requisitions given to the vendor, and no other', async () => {
    const listed = (await call(harborA.cookie, 'GET', 'vendor/portal/requisitions')).json<
      PortalRequisition[]
    >();
    expect(listed.map((item) => item.requisitionId).sort()).toEqual([given, alsoGiven].sort());
    expect(
      (await call(harborA.cookie, 'GET', `vendor/portal/requisition/${given}`)).statusCode,
    ).toBe(200);
    for (const other of [notGiven, closedGiven]) {
      const response = await call(harborA.cookie, 'GET', `vendor/portal/requisition/${other}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'REQUISITION_NOT_FOUND' });
    }
    expect(
      (await call(pier.cookie, 'GET', `vendor/portal/requisition/${alsoGiven}`)).statusCode,
    ).toBe(404);
  });

  it('submits a candidate with a resume; the application names the vendor as its source', async () => {
    const response = await submit(harborA.cookie, given, person('sam.seeker@example.com'));
    expect(response.statusCode).toBe(201);
    const { applicationId } = response.json<{ applicationId: number }>();
    const [row] = await app.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(row).toMatchObject({
      submissionSource: 'Vendor',
      sfxApplicationSource: 'Harbor Staffing',
      vendorId: harborId,
      submittedByStaffId: harborA.staff.user.id,
      status: 'Applied',
    });
    const [candidate] = await app.db
      .select()
      .from(candidates)
      .where(and(eq(candidates.tenantId, acme.id), eq(candidates.uname, 'sam.seeker@example.com')));
    expect(candidate).toMatchObject({ firstName: 'Sam', lastName: 'Seeker', phone1: '5550102030' });
    const resumes = await app.db
      .select()
      .from(attachments)
      .where(eq(attachments.candidateId, candidate?.id ?? 0));
    expect(resumes).toEqual([
      expect.objectContaining({
        attachmentType: 'resume',
        name: 'cv.pdf',
        contentType: 'application/pdf',
      }),
    ]);
    // Staff see it in the pipeline, with the vendor among the answers and the resume.
    const detail = (
      await call(recruiter, 'GET', `application/id/${applicationId}`)
    ).json<StaffApplicationDetail>();
    expect(detail.application.source).toBe('Vendor');
    expect(detail.answers).toContainEqual(
      expect.objectContaining({ field: 'vendor', value: 'Harbor Staffing' }),
    );
    expect(detail.documents.map((document) => document.name)).toContain('cv.pdf');
  });

  it('refuses a submission without a resume, with a bad field, or to another requisition', async () => {
    const noResume = await submit(harborA.cookie, given, person('a@example.com'), null);
    expect(noResume.statusCode).toBe(400);
    expect(noResume.json()).toMatchObject({ code: 'ATTACHMENT_FILE_REQUIRED' });
    const badEmail = await submit(harborA.cookie, given, person('not-an-email'));
    expect(badEmail.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'email' });
    const badPhone = await submit(harborA.cookie, given, {
      ...person('b@example.com'),
      phone1: '12',
    });
    expect(badPhone.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'phone1' });
    const exe = await submit(harborA.cookie, given, person('c@example.com'), {
      name: 'cv.pdf',
      bytes: Buffer.from('MZ not a resume'),
    });
    expect(exe.statusCode).toBeGreaterThanOrEqual(400);
    expect(exe.statusCode).toBeLessThan(500);
    for (const requisitionId of [notGiven, closedGiven])
      expect(
        (await submit(harborA.cookie, requisitionId, person('d@example.com'))).statusCode,
      ).toBe(404);
    const [stray] = await app.db
      .select()
      .from(candidates)
      .where(and(eq(candidates.tenantId, acme.id), eq(candidates.uname, 'd@example.com')));
    expect(stray).toBeUndefined();
  });

  it('shows the view group its submissions and their stages, and another vendor none', async () => {
    const own = await submit(harborOwn.cookie, alsoGiven, person('olive@example.com', 'Olive'));
    expect(own.statusCode).toBe(201);
    const pierSubmits = await submit(pier.cookie, given, person('pete@example.com', 'Pete'));
    expect(pierSubmits.statusCode).toBe(201);

    // Harbor's view group 'vendor': everything Harbor's users submitted, whoever did it.
    const seenByB = await submissions(harborB);
    expect(seenByB.map((item) => item.firstName).sort()).toEqual(['Olive', 'Sam']);
    expect(seenByB.find((item) => item.firstName === 'Olive')).toMatchObject({
      submittedBy: 'Hal Harbor',
      requisitionTitle: 'Warehouse lead',
      status: 'Applied',
    });
    // 'own': only what this user submitted.
    expect((await submissions(harborOwn)).map((item) => item.firstName)).toEqual(['Olive']);
    expect((await submissions(pier)).map((item) => item.firstName)).toEqual(['Pete']);

    // Staff move Sam on; Harbor sees the new stage.
    const sam = seenByB.find((item) => item.firstName === 'Sam');
    const moved = await call(
      recruiter,
      'POST',
      `application/${sam?.applicationId}/status/Screening`,
      {},
    );
    expect(moved.statusCode).toBe(200);
    expect((await submissions(harborA)).find((item) => item.firstName === 'Sam')?.status).toBe(
      'Screening',
    );
  });

  it('shows what the vendor typed, never an existing candidate\u2019s own details', async () => {
    await createCandidate(app.db, acme, {
      uname: 'known@example.com',
      firstName: 'Kim',
      lastName: 'Private',
    });
    const response = await submit(harborA.cookie, given, person('known@example.com', 'Kit'));
    expect(response.statusCode).toBe(201);
    const listed = await submissions(harborA);
    expect(listed.find((item) => item.email === 'known@example.com')).toMatchObject({
      firstName: 'Kit',
      lastName: 'Seeker',
    });
    expect(JSON.stringify(listed)).not.toContain('Private');
    // The same person again for the same job: the duplicate-submission rule.
    const again = await submit(pier.cookie, given, person('known@example.com', 'Kit'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_APPLIED' });
  });

  it('sets a user\u2019s view group, refuses the portal to an inactive vendor, ends a deactivated user\u2019s session', async () => {
    const narrowed = await call(
      admin,
      'POST',
      `vendor/${harborId}/user/${harborB.staff.user.id}/viewgroup`,
      { viewGroup: 'own' },
    );
    expect(narrowed.statusCode).toBe(200);
    expect(await submissions(harborB)).toEqual([]);

    const paused = await call(admin, 'POST', `vendor/${pierId}`, {
      name: 'Pier Recruiting',
      contactEmail: null,
      active: false,
    });
    expect(paused.json<VendorDetail>().active).toBe(false);
    const refused = await call(pier.cookie, 'GET', 'vendor/portal/requisitions');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'VENDOR_INACTIVE' });

    const off = await call(
      admin,
      'POST',
      `vendor/${harborId}/user/${harborOwn.staff.user.id}/deactivate`,
    );
    expect(off.json<VendorDetail>().users.find((user) => user.name === 'Hal Harbor')?.active).toBe(
      false,
    );
    expect((await call(harborOwn.cookie, 'GET', 'vendor/portal/submissions')).statusCode).toBe(401);
    // A user of another vendor is not this vendor's to manage.
    expect(
      (
        await call(admin, 'POST', `vendor/${pierId}/user/${harborA.staff.user.id}/viewgroup`, {
          viewGroup: 'own',
        })
      ).statusCode,
    ).toBe(404);
  });
});

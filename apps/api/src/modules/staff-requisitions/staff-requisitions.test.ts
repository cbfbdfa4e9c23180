/**
 * Requisitions on the employer's side (issue 20): from a template to the career site and
 * off it again, approvals, edits, search, and who sees which requisition.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditPage,
  JobSearchResult,
  Requisition,
  RequisitionSearchResult,
  RequisitionTemplate,
  StaffRequisition,
} from '@talentgate/domain';
import { seedRequisitionTemplates } from '../../seed/requisition-templates.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { insertApplication } from '../../stores/application-store.js';
import { createCandidate, createJob, createTenant } from '../../test/factories.js';
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
let vendorCookie: string;
let foreignRecruiter: string;
let template: RequisitionTemplate;

beforeAll(async () => {
  database = await createTestDatabase();
  acme = await createTenant(database.handle.db, { client: 'acme' });
  globex = await createTenant(database.handle.db, { client: 'globex' });
  await seedRequisitionTemplates(database.handle.db, acme.id);
  await seedRequisitionTemplates(database.handle.db, globex.id);
  app = await buildTestApp(database);
  recruiter = await signInStaff(
    app,
    'acme',
    await createStaff(app.db, acme, 'recruiter', { name: 'Rita' }),
  );
  manager = await createStaff(app.db, acme, 'hiring_manager', { name: 'Hank Manager' });
  managerCookie = await signInStaff(app, 'acme', manager);
  vendorCookie = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'vendor'));
  foreignRecruiter = await signInStaff(
    app,
    'globex',
    await createStaff(app.db, globex, 'recruiter'),
  );
  const templates = await call(recruiter, 'GET', '/requisition/templates');
  const [first] = templates.json<RequisitionTemplate[]>();
  if (!first) throw new Error('no template');
  template = first;
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

const search = async (q: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/rest/public/jobsearch/acme?q=${encodeURIComponent(q)}`,
    })
  ).json<JobSearchResult>();

async function draft(title: string, hiringManagerIds: number[] = []): Promise<StaffRequisition> {
  const response = await call(recruiter, 'PUT', '/requisition', {
    templateId: template.templateId,
    title,
    hiringManagerIds,
  });
  expect(response.statusCode).toBe(201);
  return response.json<StaffRequisition>();
}

describe('requisitions', () => {
  it('names the recruiter its candidates reach, who must be reachable (issue 21 item 9)', async () => {
    const created = await draft('Harbour Pilot');
    expect(created.recruiter).toBeNull();
    const path = `/requisition/${created.requisitionId}`;
    const recruiterOnly = { name: 'Rita Recruiter', email: null, phone: null };
    const refused = await call(recruiter, 'POST', path, { recruiter: recruiterOnly });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'RECRUITER_UNREACHABLE', field: 'recruiter' });
    const badEmail = await call(recruiter, 'POST', path, {
      recruiter: { ...recruiterOnly, email: 'rita at acme' },
    });
    expect(badEmail.statusCode).toBe(400);

    const named = await call(recruiter, 'POST', path, {
      recruiter: { ...recruiterOnly, email: 'rita@acme.example' },
    });
    expect(named.statusCode).toBe(200);
    const read = await call(recruiter, 'GET', path);
    expect(read.json<StaffRequisition>().recruiter).toEqual({
      name: 'Rita Recruiter',
      email: 'rita@acme.example',
      phone: null,
    });
    const cleared = await call(recruiter, 'POST', path, { recruiter: null });
    expect(cleared.json<StaffRequisition>().recruiter).toBeNull();
  });

  it('creates a draft from a template, posts it on the career site when opened and takes it off when closed', async () => {
    const created = await draft('Quantum Gardener');
    expect(created).toMatchObject({
      status: 'draft',
      category: template.category,
      applyStreamId: template.applyStreamId,
      posting: template.posting,
      jobId: null,
    });
    // Searched before: the answer is cached, and opening must not wait for the cache to expire.
    expect((await search('Quantum Gardener')).total).toBe(0);
    const publicDraft = await app.inject({
      method: 'GET',
      url: `/rest/public/requisition/acme/id/${created.requisitionId}`,
    });
    expect(publicDraft.json<Requisition>().closed).toBe(true);

    const opened = await call(
      recruiter,
      'POST',
      `/requisition/status/${created.requisitionId}/open`,
    );
    expect(opened.statusCode).toBe(200);
    expect(opened.json<StaffRequisition>().jobId).not.toBeNull();
    const found = await search('Quantum Gardener');
    expect(found.jobs.map((job) => job.requisitionId)).toEqual([created.requisitionId]);
    expect(found.jobs[0]?.location.city).toBe(template.posting.city);

    const edited = await call(recruiter, 'POST', `/requisition/${created.requisitionId}`, {
      title: 'Quantum Gardener II',
      posting: { ...template.posting, city: 'Boise', state: 'ID' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await search('Quantum Gardener II')).jobs[0]?.location.city).toBe('Boise');

    expect(
      (await call(recruiter, 'POST', `/requisition/status/${created.requisitionId}/close`))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(recruiter, 'POST', `/requisition/status/${created.requisitionId}/closed`))
        .statusCode,
    ).toBe(200);
    expect((await search('Quantum Gardener')).total).toBe(0);
    const again = await call(
      recruiter,
      'POST',
      `/requisition/status/${created.requisitionId}/draft`,
    );
    expect(again.json()).toMatchObject({ code: 'REQUISITION_STATUS_CHANGE_INVALID' });
  });

  it('goes through its approvers before it opens', async () => {
    const created = await draft('Approved Astronomer');
    const refused = await call(
      recruiter,
      'POST',
      `/requisition/status/${created.requisitionId}/pending_approval`,
    );
    expect(refused.statusCode).toBe(409);
    const chain = await call(recruiter, 'POST', `/requisition/approvers/${created.requisitionId}`, {
      staffUserIds: [manager.user.id],
    });
    expect(chain.json<StaffRequisition>().approvers).toEqual([
      { staffUserId: manager.user.id, name: 'Hank Manager', sortOrder: 0, approvedAt: null },
    ]);
    expect(
      (await call(recruiter, 'POST', `/requisition/status/${created.requisitionId}/open`))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await call(
          recruiter,
          'POST',
          `/requisition/status/${created.requisitionId}/pending_approval`,
        )
      ).statusCode,
    ).toBe(200);
    // The recruiter is no approver of it.
    expect(
      (await call(recruiter, 'POST', `/requisition/approve/${created.requisitionId}`)).statusCode,
    ).toBe(403);
    const approved = await call(
      managerCookie,
      'POST',
      `/requisition/approve/${created.requisitionId}`,
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json<StaffRequisition>().status).toBe('approved');
    expect(
      (await call(recruiter, 'POST', `/requisition/status/${created.requisitionId}/open`))
        .statusCode,
    ).toBe(200);
  });

  it('searches and filters the requisitions, each with its number of applications', async () => {
    const sommelier = await draft('Searchable Sommelier');
    for (const uname of ['first@example.com', 'second@example.com']) {
      const candidate = await createCandidate(app.db, acme, { uname });
      await insertApplication(app.db, {
        tenantId: acme.id,
        candidateId: candidate.id,
        requisitionId: sommelier.requisitionId,
        status: 'Applied',
        statusId: null,
        dispositionId: null,
        sfxApplicationMethod: 'SFX Application',
        sfxApplicationSource: 'LinkedIn',
        submissionSource: null,
        applyDate: new Date('2026-10-01T10:00:00Z'),
        applicationType: 'E',
        submittedByStaffId: null,
        answers: [],
      });
    }
    const byText = (
      await call(recruiter, 'POST', '/requisition/search', { q: 'sommelier' })
    ).json<RequisitionSearchResult>();
    expect(byText.items.map((item) => item.title)).toEqual(['Searchable Sommelier']);
    expect(byText.items[0]?.applicationCount).toBe(2);
    const drafts = (
      await call(recruiter, 'POST', '/requisition/search', { status: 'draft' })
    ).json<RequisitionSearchResult>();
    expect(drafts.items.every((item) => item.status === 'draft')).toBe(true);
    expect(drafts.items.map((item) => item.title)).toContain('Searchable Sommelier');
  });

  it('shows a hiring manager only the requisitions they are on, and a vendor\u2019s user none', async () => {
    const theirs = await draft('Managed Mason', [manager.user.id]);
    const other = await draft('Unmanaged Upholsterer');
    const seen = (
      await call(managerCookie, 'POST', '/requisition/search', {})
    ).json<RequisitionSearchResult>();
    const titles = seen.items.map((item) => item.title);
    expect(titles).toContain('Managed Mason');
    expect(titles).not.toContain('Unmanaged Upholsterer');
    expect(
      (await call(managerCookie, 'GET', `/requisition/${theirs.requisitionId}`)).statusCode,
    ).toBe(200);
    expect(
      (await call(managerCookie, 'GET', `/requisition/${other.requisitionId}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(managerCookie, 'PUT', '/requisition', { templateId: template.templateId }))
        .statusCode,
    ).toBe(403);

    // A vendor's user sees the requisitions given to their vendor in the portal alone.
    expect((await call(vendorCookie, 'POST', '/requisition/search', {})).statusCode).toBe(403);
    expect(
      (await call(vendorCookie, 'GET', `/requisition/${other.requisitionId}`)).statusCode,
    ).toBe(403);
    expect(
      (await call(vendorCookie, 'POST', `/requisition/status/${other.requisitionId}/open`))
        .statusCode,
    ).toBe(403);
  });

  it('never lets a recruiter of one tenant see or change another tenant\u2019s requisitions', async () => {
    const ours = await draft('Private Plumber');
    const { requisition: seeded } = await createJob(app.db, acme, { title: 'Seeded Welder' });
    expect(
      (
        await call(
          foreignRecruiter,
          'GET',
          `/requisition/${ours.requisitionId}`,
          undefined,
          'globex',
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          foreignRecruiter,
          'POST',
          `/requisition/status/${seeded.id}/closed`,
          undefined,
          'globex',
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(foreignRecruiter, 'GET', `/requisition/${ours.requisitionId}`)).statusCode,
    ).toBe(401);
    const theirSearch = (
      await call(foreignRecruiter, 'POST', '/requisition/search', { q: 'Private' }, 'globex')
    ).json<RequisitionSearchResult>();
    expect(theirSearch.total).toBe(0);
    const foreignTemplate = await call(recruiter, 'PUT', '/requisition', { templateId: 999_999 });
    expect(foreignTemplate.statusCode).toBe(404);
  });

  it('writes each change to the audit log with before and after', async () => {
    const admin = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'admin'));
    const page = (
      await call(admin, 'GET', '/audit?entityType=requisition&pageSize=200')
    ).json<AuditPage>();
    const actions = page.items.map((item) => item.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'requisition.create',
        'requisition.status',
        'requisition.approve',
        'requisition.update',
      ]),
    );
    const status = page.items.find(
      (item) =>
        item.action === 'requisition.status' &&
        JSON.stringify(item.after) === '{"status":"closed"}',
    );
    expect(status).toMatchObject({ staffName: 'Rita', before: { status: 'open' } });
  });
});

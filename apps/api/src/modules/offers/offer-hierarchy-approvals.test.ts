/**
 * Approval steps from the org hierarchy (decisions 0049, 0051): a chain step may name the
 * managers of the requisition's department or location, found when the offer is sent for
 * approval from where its requisition sits; a manager who may not approve offers is passed
 * over for the nearest node above with one; with nobody up the tree the offer stays a draft
 * (409 HIERARCHY_MANAGER_NOT_FOUND). Another tenant's staff neither see the chain nor name
 * this tenant's people in theirs.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalChain, HierarchyNode, OfferTemplate, StaffOffer } from '@talentgate/domain';
import { requisitions } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import {
  createApplication,
  createCandidate,
  createJob,
  createTenant,
} from '../../test/factories.js';
import { createStaff, signInStaff, type TestStaff } from '../../test/staff.js';
import type { Tenant } from '../tenants/find-tenant.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let globex: Tenant;
const cookie = { admin: '', recruiter: '', foreign: '' };
const staff: Record<'admin' | 'dana' | 'lee' | 'bo' | 'ray', TestStaff | null> = {
  admin: null,
  dana: null,
  lee: null,
  bo: null,
  ray: null,
};
const signedIn = new Map<number, string>();
let templateId = 0;
let sequence = 0;

const call = (who: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/rest/staff/${path}`,
    headers: { ...XHR, ...(who ? { cookie: who } : {}) },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

const idOf = (person: TestStaff | null) => {
  if (!person) throw new Error('staff not created');
  return person.user.id;
};

async function addNode(
  name: string,
  parentId: number | null,
  kind: 'department' | 'location',
  managers: (TestStaff | null)[],
): Promise<number> {
  const response = await call(cookie.admin, 'PUT', 'acme/hierarchy', {
    name,
    parentId,
    kind,
    managerIds: managers.map(idOf),
  });
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json<HierarchyNode[]>().find((item) => item.name === name);
  if (!created) throw new Error(`${name} not in the tree`);
  return created.nodeId;
}

/** A requisition placed at the node (or nowhere), with one application. */
async function applicationAt(tenant: Tenant, nodeId: number | null): Promise<number> {
  sequence += 1;
  const { requisition } = await createJob(app.db, tenant, { title: `Analyst ${sequence}` });
  await app.db
    .update(requisitions)
    .set({ hierarchyNodeId: nodeId })
    .where(eq(requisitions.id, requisition.id));
  const candidate = await createCandidate(app.db, tenant, {
    uname: `tree${sequence}@example.com`,
    firstName: 'Nadia',
    lastName: 'Haddad',
  });
  const row = await createApplication(app.db, {
    tenantId: tenant.id,
    candidateId: candidate.id,
    requisitionId: requisition.id,
    status: 'Interview',
  });
  return row.id;
}

async function createChain(name: string, steps: unknown[]): Promise<ApprovalChain> {
  const created = await call(cookie.recruiter, 'PUT', 'acme/approvalchain', { name, steps });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<ApprovalChain>();
}

async function draft(applicationId: number, chain: ApprovalChain): Promise<number> {
  const drafted = await call(
    cookie.recruiter,
    'POST',
    `acme/application/offertemplete/update/${applicationId}/${chain.approvalChainId}/${templateId}`,
    { salary: 'EUR 60,000 a year', startDate: '2031-05-01', expiresAt: Date.now() + 86_400_000 },
  );
  expect(drafted.statusCode, drafted.body).toBe(200);
  return drafted.json<StaffOffer>().offerId;
}

async function signedInAs(person: TestStaff | null): Promise<string> {
  const id = idOf(person);
  const known = signedIn.get(id);
  if (known) return known;
  if (!person) throw new Error('staff not created');
  const fresh = await signInStaff(app, 'acme', person);
  signedIn.set(id, fresh);
  return fresh;
}

const nodes = { company: 0, engineering: 0, berlin: 0, lisbon: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  acme = await createTenant(app.db, { client: 'acme', name: 'Acme Corp' });
  globex = await createTenant(app.db, { client: 'globex' });
  staff.admin = await createStaff(app.db, acme, 'admin', { name: 'Ada Admin' });
  staff.dana = await createStaff(app.db, acme, 'hiring_manager', { name: 'Dana Director' });
  staff.lee = await createStaff(app.db, acme, 'hiring_manager', { name: 'Lee Lead' });
  staff.bo = await createStaff(app.db, acme, 'hiring_manager', { name: 'Bo Berlin' });
  // A recruiter may not approve offers: as a manager they are passed over.
  staff.ray = await createStaff(app.db, acme, 'recruiter', { name: 'Ray Recruiter' });
  cookie.admin = await signInStaff(app, 'acme', staff.admin);
  // A second sign-in within the same second-factor period would reuse its code.
  signedIn.set(idOf(staff.admin), cookie.admin);
  cookie.recruiter = await signInStaff(
    app,
    'acme',
    await createStaff(app.db, acme, 'recruiter', { name: 'Rita Recruiter' }),
  );
  cookie.foreign = await signInStaff(app, 'globex', await createStaff(app.db, globex, 'admin'));

  nodes.company = await addNode('Company', null, 'department', [staff.dana]);
  nodes.engineering = await addNode('Engineering', nodes.company, 'department', [staff.ray]);
  nodes.berlin = await addNode('Berlin', nodes.engineering, 'location', [staff.lee, staff.bo]);
  nodes.lisbon = await addNode('Lisbon', null, 'location', []);

  const template = await call(cookie.recruiter, 'PUT', 'acme/offer/template', {
    name: 'Short offer',
    elements: [{ kind: 'salary', label: 'Salary', text: '' }],
  });
  expect(template.statusCode, template.body).toBe(201);
  templateId = template.json<OfferTemplate>().offerTemplateId;
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('approval steps from the org hierarchy', () => {
  it('asks the location and department managers in the chain order when sent', async () => {
    const chain = await createChain('Location, admin, department', [
      { kind: 'location_managers' },
      { kind: 'staff', staffUserId: idOf(staff.admin) },
      { kind: 'department_managers' },
    ]);
    expect(
      chain.details.map(({ kind, staffUserId, name }) => ({ kind, staffUserId, name })),
    ).toEqual([
      { kind: 'location_managers', staffUserId: null, name: '' },
      { kind: 'staff', staffUserId: idOf(staff.admin), name: 'Ada Admin' },
      { kind: 'department_managers', staffUserId: null, name: '' },
    ]);
    const offerId = await draft(await applicationAt(acme, nodes.berlin), chain);
    const sent = await call(cookie.recruiter, 'POST', `acme/offer/submit/${offerId}`);
    expect(sent.statusCode, sent.body).toBe(200);
    // Berlin's managers by name; Engineering's manager may not approve, so Company's answers.
    const order = ['Bo Berlin', 'Lee Lead', 'Ada Admin', 'Dana Director'];
    expect(sent.json<StaffOffer>().approvals.map((approval) => approval.name)).toEqual(order);
    expect(sent.json<StaffOffer>().currentApproverId).toBe(idOf(staff.bo));

    const early = await call(
      await signedInAs(staff.dana),
      'POST',
      `acme/offer/approver/accept/${offerId}`,
      {},
    );
    expect(early.json()).toMatchObject({ statusCode: 409, code: 'OFFER_NOT_YOUR_TURN' });
    let last: StaffOffer | null = null;
    for (const person of [staff.bo, staff.lee, staff.admin, staff.dana]) {
      const approved = await call(
        await signedInAs(person),
        'POST',
        `acme/offer/approver/accept/${offerId}`,
        {},
      );
      expect(approved.statusCode, approved.body).toBe(200);
      last = approved.json<StaffOffer>();
    }
    expect(last?.status).toBe('approved');
  });

  it('refuses to send when nobody up the tree manages the requisition', async () => {
    const chain = await createChain('Department managers', [{ kind: 'department_managers' }]);
    // Lisbon has no department above it; the other requisition is placed nowhere.
    for (const nodeId of [nodes.lisbon, null]) {
      const offerId = await draft(await applicationAt(acme, nodeId), chain);
      const refused = await call(cookie.recruiter, 'POST', `acme/offer/submit/${offerId}`);
      expect(refused.json()).toMatchObject({
        statusCode: 409,
        code: 'HIERARCHY_MANAGER_NOT_FOUND',
      });
      const offer = await call(cookie.recruiter, 'GET', `acme/offer/id/${offerId}`);
      expect(offer.json<StaffOffer>()).toMatchObject({ status: 'draft', approvals: [] });
    }
  });

  it('refuses a step that names nobody or the same step twice', async () => {
    for (const steps of [
      [{ kind: 'staff' }],
      [{ kind: 'location_managers', staffUserId: idOf(staff.dana) }],
      [{ kind: 'department_managers' }, { kind: 'department_managers' }],
    ]) {
      const refused = await call(cookie.recruiter, 'PUT', 'acme/approvalchain', {
        name: 'Broken',
        steps,
      });
      expect(refused.json()).toMatchObject({ statusCode: 400, code: 'APPROVAL_STEP_INVALID' });
    }
  });

  it("keeps to the tenant: another tenant's staff and hierarchy never answer", async () => {
    const chain = await createChain('Berlin only', [{ kind: 'location_managers' }]);
    expect(
      (await call(cookie.foreign, 'GET', `globex/approvalchain/id/${chain.approvalChainId}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('', 'GET', `acme/approvalchain/id/${chain.approvalChainId}`)).statusCode,
    ).toBe(401);
    const foreignChain = await call(cookie.foreign, 'PUT', 'globex/approvalchain', {
      name: 'Borrowed manager',
      steps: [{ kind: 'staff', staffUserId: idOf(staff.bo) }],
    });
    expect(foreignChain.json()).toMatchObject({ statusCode: 404, code: 'STAFF_USER_NOT_FOUND' });

    // Globex's requisition pointing at Acme's node (as bad data would) finds no managers.
    const globexChain = await call(cookie.foreign, 'PUT', 'globex/approvalchain', {
      name: 'Location managers',
      steps: [{ kind: 'location_managers' }],
    });
    expect(globexChain.statusCode, globexChain.body).toBe(201);
    const foreignTemplate = await call(cookie.foreign, 'PUT', 'globex/offer/template', {
      name: 'Globex offer',
      elements: [{ kind: 'salary', label: 'Salary', text: '' }],
    });
    const applicationId = await applicationAt(globex, nodes.berlin);
    const drafted = await call(
      cookie.foreign,
      'POST',
      `globex/application/offertemplete/update/${applicationId}/${globexChain.json<ApprovalChain>().approvalChainId}/${foreignTemplate.json<OfferTemplate>().offerTemplateId}`,
      { salary: 'EUR 1', startDate: '2031-05-01', expiresAt: Date.now() + 86_400_000 },
    );
    expect(drafted.statusCode, drafted.body).toBe(200);
    const refused = await call(
      cookie.foreign,
      'POST',
      `globex/offer/submit/${drafted.json<StaffOffer>().offerId}`,
    );
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'HIERARCHY_MANAGER_NOT_FOUND' });
  });
});

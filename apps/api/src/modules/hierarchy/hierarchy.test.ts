/**
 * The org hierarchy (issue 27, decision 0051): staff build the tree of departments and
 * locations, move nodes (never below themselves), name managers, place requisitions in it;
 * reports filter by a node with its descendants; requisitionNodeManagers answers who
 * approves for a requisition, nearest node first.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountsByYear, HierarchyNode, StaffRequisition } from '@talentgate/domain';
import { requisitions } from '../../db/schema.js';
import { insertApplication } from '../../stores/application-store.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createJob, createTenant } from '../../test/factories.js';
import { createStaff, signInStaff, type TestStaff } from '../../test/staff.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { requisitionNodeManagers } from './hierarchy-nodes.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let admin: string;
let managerCookie: string;
let director: TestStaff;
let lead: TestStaff;
let foreignAdmin: string;
const nodes = { company: 0, engineering: 0, platform: 0, berlin: 0 };
const jobs = { platform: 0, engineering: 0, berlin: 0, nowhere: 0 };

const call = (
  cookie: string,
  method: InjectOptions['method'],
  path: string,
  payload?: unknown,
  client = 'acme',
) =>
  app.inject({
    method,
    url: `/rest/staff/${client}/${path}`,
    headers: { ...XHR, cookie },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

const node = (
  name: string,
  parentId: number | null,
  kind: 'department' | 'location' = 'department',
  managerIds: number[] = [],
) => ({ name, parentId, kind, managerIds });

async function add(input: ReturnType<typeof node>): Promise<number> {
  const response = await call(admin, 'PUT', 'hierarchy', input);
  expect(response.statusCode).toBe(201);
  const created = response.json<HierarchyNode[]>().find((item) => item.name === input.name);
  if (!created) throw new Error(`${input.name} not in the tree`);
  return created.nodeId;
}

async function applyTo(requisitionId: number, count: number) {
  for (let index = 0; index < count; index += 1) {
    const candidate = await createCandidate(app.db, acme, {
      uname: `h${requisitionId}-${index}@example.com`,
    });
    await insertApplication(app.db, {
      tenantId: acme.id,
      candidateId: candidate.id,
      requisitionId,
      status: 'Applied',
      statusId: null,
      dispositionId: null,
      sfxApplicationMethod: 'SFX Application',
      sfxApplicationSource: null,
      submissionSource: null,
      applyDate: new Date('2026-06-01T10:00:00Z'),
      applicationType: 'E',
      submittedByStaffId: null,
      answers: [],
    });
  }
}

const countedFor = async (hierarchyNodeId: number, cookie = admin) => {
  const response = await call(
    cookie,
    'GET',
    `report/applications/counts/year?hierarchyNodeId=${hierarchyNodeId}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<CountsByYear>().years.reduce((total, year) => total + year.count, 0);
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  acme = await createTenant(app.db, { client: 'acme' });
  const globex = await createTenant(app.db, { client: 'globex' });
  admin = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'admin'));
  director = await createStaff(app.db, acme, 'hiring_manager', { name: 'Dana Director' });
  lead = await createStaff(app.db, acme, 'hiring_manager', { name: 'Lee Lead' });
  managerCookie = await signInStaff(app, 'acme', director);
  foreignAdmin = await signInStaff(app, 'globex', await createStaff(app.db, globex, 'admin'));
  for (const key of Object.keys(jobs) as (keyof typeof jobs)[]) {
    jobs[key] = (await createJob(app.db, acme, { title: `Job in ${key}` })).requisition.id;
    // An open requisition's edit posts its job again: it needs the posting staff write.
    await app.db
      .update(requisitions)
      .set({
        posting: {
          city: 'Austin',
          state: 'TX',
          country: 'United States',
          employmentType: 'Full-time',
          summary: '',
          description: `Job in ${key}`,
        },
      })
      .where(eq(requisitions.id, jobs[key]));
  }
  await applyTo(jobs.platform, 1);
  await applyTo(jobs.engineering, 2);
  await applyTo(jobs.berlin, 3);
  await applyTo(jobs.nowhere, 4);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('the org hierarchy', () => {
  it('builds a tree of departments and locations, parents before children', async () => {
    nodes.company = await add(node('Company', null, 'department', [director.user.id]));
    nodes.engineering = await add(node('Engineering', nodes.company));
    nodes.berlin = await add(node('Berlin', nodes.company, 'location'));
    nodes.platform = await add(node('Platform', nodes.engineering, 'department', [lead.user.id]));
    const tree = (await call(managerCookie, 'GET', 'hierarchy')).json<HierarchyNode[]>();
    expect(tree.map((item) => item.name)).toEqual(['Company', 'Berlin', 'Engineering', 'Platform']);
    expect(tree.find((item) => item.name === 'Berlin')).toMatchObject({
      kind: 'location',
      parentId: nodes.company,
      managerIds: [],
    });
    expect(tree[0]?.managerIds).toEqual([director.user.id]);
    // Reading is for whoever reads requisitions; shaping it is the admins'.
    expect((await call(managerCookie, 'PUT', 'hierarchy', node('Sales', null))).statusCode).toBe(
      403,
    );
  });

  it('never moves a node below itself or its own nodes, nor past the depth limit', async () => {
    for (const parentId of [nodes.engineering, nodes.platform]) {
      const response = await call(
        admin,
        'POST',
        `hierarchy/${nodes.engineering}`,
        node('Engineering', parentId),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'HIERARCHY_PARENT_INVALID',
        field: 'parentId',
      });
    }
    let parent = nodes.platform;
    for (let depth = 4; depth <= 8; depth += 1) parent = await add(node(`Level ${depth}`, parent));
    const tooDeep = await call(admin, 'PUT', 'hierarchy', node('Level 9', parent));
    expect(tooDeep.json()).toMatchObject({ code: 'HIERARCHY_PARENT_INVALID' });
    // Moving Engineering (three levels with Platform… down to level 8) under Berlin: too deep.
    const deepMove = await call(
      admin,
      'POST',
      `hierarchy/${nodes.engineering}`,
      node('Engineering', nodes.berlin),
    );
    expect(deepMove.statusCode).toBe(409);
    // Leaves go once empty, from the bottom up.
    for (let depth = 8; depth >= 4; depth -= 1) {
      const tree = (await call(admin, 'GET', 'hierarchy')).json<HierarchyNode[]>();
      const leaf = tree.find((item) => item.name === `Level ${depth}`);
      expect((await call(admin, 'DELETE', `hierarchy/${leaf?.nodeId}`)).statusCode).toBe(200);
    }
    // A parent of another tenant is no parent.
    const globexTree = await call(foreignAdmin, 'PUT', 'hierarchy', node('Globex', null), 'globex');
    const globexNode = globexTree.json<HierarchyNode[]>()[0]?.nodeId ?? 0;
    expect((await call(admin, 'PUT', 'hierarchy', node('Stray', globexNode))).json()).toMatchObject(
      { code: 'HIERARCHY_NODE_NOT_FOUND', field: 'parentId' },
    );
    expect((await call(admin, 'DELETE', `hierarchy/${globexNode}`)).statusCode).toBe(404);
  });

  it('places requisitions in the tree', async () => {
    for (const key of ['platform', 'engineering', 'berlin'] as const) {
      const response = await call(admin, 'POST', `requisition/${jobs[key]}`, {
        hierarchyNodeId: nodes[key],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<StaffRequisition>().hierarchyNodeId).toBe(nodes[key]);
    }
    const tree = (await call(admin, 'GET', 'hierarchy')).json<HierarchyNode[]>();
    expect(tree.find((item) => item.nodeId === nodes.berlin)?.requisitionCount).toBe(1);
    const globexNode =
      (await call(foreignAdmin, 'GET', 'hierarchy', undefined, 'globex')).json<HierarchyNode[]>()[0]
        ?.nodeId ?? 0;
    const foreign = await call(admin, 'POST', `requisition/${jobs.nowhere}`, {
      hierarchyNodeId: globexNode,
    });
    expect(foreign.json()).toMatchObject({
      code: 'HIERARCHY_NODE_NOT_FOUND',
      field: 'hierarchyNodeId',
    });
    // A node with requisitions or nodes below it stays.
    for (const nodeId of [nodes.berlin, nodes.engineering])
      expect((await call(admin, 'DELETE', `hierarchy/${nodeId}`)).json()).toMatchObject({
        code: 'HIERARCHY_NODE_IN_USE',
      });
  });

  it('filters reports by a node with its descendants', async () => {
    expect(await countedFor(nodes.platform)).toBe(1);
    expect(await countedFor(nodes.engineering)).toBe(3);
    expect(await countedFor(nodes.berlin)).toBe(3);
    expect(await countedFor(nodes.company)).toBe(6);
    const unfiltered = (
      await call(admin, 'GET', 'report/applications/counts/year')
    ).json<CountsByYear>();
    expect(unfiltered.years.reduce((total, year) => total + year.count, 0)).toBe(10);
    // With a requisition too: both narrow.
    const both = await call(
      admin,
      'GET',
      `report/conversion?hierarchyNodeId=${nodes.engineering}&requisitionId=${jobs.berlin}`,
    );
    expect(both.statusCode).toBe(200);
    expect(JSON.stringify(both.json())).not.toContain('"count":3');
    // A node of another tenant, or none, is not found.
    const globexNode =
      (await call(foreignAdmin, 'GET', 'hierarchy', undefined, 'globex')).json<HierarchyNode[]>()[0]
        ?.nodeId ?? 0;
    for (const nodeId of [globexNode, 999_999]) {
      const response = await call(admin, 'GET', `report/time-to-hire?hierarchyNodeId=${nodeId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'HIERARCHY_NODE_NOT_FOUND' });
    }
    // A hiring manager's report stays within their scope: no requisition of theirs, nothing.
    expect(await countedFor(nodes.company, managerCookie)).toBe(0);
  });

  it('answers who approves for a requisition, nearest node first', async () => {
    expect(
      (await requisitionNodeManagers(app.db, acme.id, jobs.platform)).map((item) => item.name),
    ).toEqual(['Lee Lead', 'Dana Director']);
    expect(
      (await requisitionNodeManagers(app.db, acme.id, jobs.berlin)).map((item) => item.name),
    ).toEqual(['Dana Director']);
    expect(await requisitionNodeManagers(app.db, acme.id, jobs.nowhere)).toEqual([]);
    // Renaming and new managers replace the old ones.
    await call(
      admin,
      'POST',
      `hierarchy/${nodes.platform}`,
      node('Platform team', nodes.engineering, 'department', [director.user.id]),
    );
    expect(
      (await requisitionNodeManagers(app.db, acme.id, jobs.platform)).map((item) => item.name),
    ).toEqual(['Dana Director']);
  });
});

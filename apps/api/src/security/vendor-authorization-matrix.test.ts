/**
 * The vendor authorization matrix (issue 27, decision 0051): what a vendor's user can reach.
 * Vendor A and vendor B of one tenant, vendor X of another; each has a user, requisitions
 * given and a submission. Proven route by route, over the OpenAPI document:
 *
 * - every vendor route (the portal and vendor management) refuses anonymous callers, a
 *   candidate of the tenant and vendor X (401), and vendor X on its own site naming the
 *   tenant's ids gets none of its data;
 * - vendor B naming vendor A's requisition, submission or vendor gets 403 or 404, and B's
 *   answers never hold A's requisitions or candidates;
 * - every other staff route refuses a vendor's user (403): the portal is all they have;
 * - every candidate private route refuses a vendor's staff cookie (401, 403 or 404), on a
 *   candidate of the tenant and on the candidate the vendor submitted, leaving their data
 *   as it was.
 *
 * A route without an entry in staff-route-requests.ts or private-route-requests.ts fails
 * the staff or candidate matrix first.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../db/schema.js';
import { exportCandidateData } from '../modules/privacy/export-candidate-data.js';
import { buildTestApp } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createJob } from '../test/factories.js';
import { multipart, pdf } from '../test/files.js';
import { createVendor, createVendorUser, type TestVendorUser } from '../test/vendors.js';
import { PRIVATE_ROUTES, type Target } from './private-route-requests.js';
import {
  apiRoutes,
  fillPath,
  isCandidatePrivate,
  isStaffPrivate,
  routeKey,
  type ApiRoute,
} from './route-table.js';
import { staffRequest } from './staff-request.js';
import { STAFF_ROUTES, type StaffRoute, type StaffTarget } from './staff-route-requests.js';
import { buildWorld, type Party, type World } from './world.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const MATRIX_TIMEOUT_MS = 180_000;
let database: TestDatabase;
let app: FastifyInstance;
let world: World;
let staffRoutes: ApiRoute[];
let candidateRoutes: ApiRoute[];
let vendorA: TestVendorUser;
let vendorB: TestVendorUser;
let vendorX: TestVendorUser;
/** Vendor A's objects, as the routes name them. */
let targetA: StaffTarget;
/** The candidate vendor A submitted. */
let submittedCandidateId: number;

const isVendorRoute = (route: ApiRoute) => route.path.includes('/vendor');
const isPortalRoute = (route: ApiRoute) => route.path.includes('/vendor/portal/');

const entryOf = (route: ApiRoute): StaffRoute => {
  const entry = STAFF_ROUTES[routeKey(route)];
  if (!entry) throw new Error(`no request for ${routeKey(route)} in staff-route-requests.ts`);
  return entry;
};

async function submitAs(user: TestVendorUser, requisitionId: number, email: string, name: string) {
  const body = multipart(
    { firstName: name, lastName: 'Submitted', email, phone1: '5550100200' },
    { name: 'cv.pdf', bytes: pdf() },
  );
  const response = await app.inject({
    method: 'PUT',
    url: `/rest/staff/${user === vendorX ? 'away' : 'home'}/vendor/portal/requisition/${requisitionId}/candidate`,
    headers: { ...XHR, cookie: user.cookie, ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`submission failed: ${response.body}`);
  return response.json<{ applicationId: number }>().applicationId;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  world = await buildWorld(app);
  const home = world.victim.tenant;
  const away = world.foreign.tenant;
  const reqA = (await createJob(app.db, home, { title: 'Alpha Welder' })).requisition.id;
  const reqB = (await createJob(app.db, home, { title: 'Bravo Baker' })).requisition.id;
  const reqX = (await createJob(app.db, away, { title: 'Xray Cook' })).requisition.id;
  const idA = await createVendor(app.db, home, 'Alpha Agency', [reqA]);
  const idB = await createVendor(app.db, home, 'Bravo Agency', [reqB]);
  const idX = await createVendor(app.db, away, 'Xray Agency', [reqX]);
  vendorA = await createVendorUser(app, home, idA);
  const spareA = await createVendorUser(app, home, idA, 'vendor', 'Spare Alpha');
  vendorB = await createVendorUser(app, home, idB);
  vendorX = await createVendorUser(app, away, idX);
  const applicationA = await submitAs(vendorA, reqA, 'amy.alpha@example.com', 'Amyalpha');
  await submitAs(vendorB, reqB, 'bob.bravo@example.com', 'Bobbravo');
  await submitAs(vendorX, reqX, 'xena.xray@example.com', 'Xenaxray');
  const [row] = await app.db
    .select({ candidateId: applications.candidateId })
    .from(applications)
    .where(eq(applications.id, applicationA));
  submittedCandidateId = row?.candidateId ?? 0;
  targetA = {
    client: 'home',
    requisitionId: reqA,
    applicationId: applicationA,
    attachmentId: 1,
    staffUserId: spareA.staff.user.id,
    roleId: 1,
    groupId: 1,
    templateId: 1,
    candidateId: submittedCandidateId,
    folderId: world.victim.folderId,
    eventId: 'none',
    vendorId: idA,
    vendorUserId: spareA.staff.user.id,
    hierarchyNodeId: 1,
    // A vendor's user is refused before these are looked up (403 on every staff route).
    invitationId: 1,
    offerId: 1,
    offerTemplateId: 1,
    approvalChainId: 1,
    approvalChainDetailIds: [1],
  };
  const all = await apiRoutes(app);
  staffRoutes = all.filter(isStaffPrivate);
  candidateRoutes = all.filter(isCandidatePrivate);
}, MATRIX_TIMEOUT_MS);

afterAll(async () => {
  await app.close();
  await database.dispose();
});

/** What no one but vendor A and the tenant's staff may read. */
const ALPHA_SECRETS = ['Alpha Welder', 'Amyalpha', 'amy.alpha@example.com', 'Alpha Agency'];

describe('vendor authorization matrix', () => {
  it('covers the portal and vendor management', () => {
    const vendorRoutes = staffRoutes.filter(isVendorRoute).map(routeKey);
    expect(vendorRoutes.filter((key) => key.includes('/portal/')).length).toBe(4);
    expect(vendorRoutes.length).toBeGreaterThanOrEqual(13);
  });

  it(
    'refuses every vendor route to anonymous callers, candidates and another tenant\u2019s vendor',
    { timeout: MATRIX_TIMEOUT_MS },
    async () => {
      const failures: string[] = [];
      for (const route of staffRoutes.filter(isVendorRoute)) {
        const entry = entryOf(route);
        for (const [who, cookie] of [
          ['anonymous', ''],
          ['a candidate of the tenant', world.victim.cookie],
          ['a vendor of another tenant', vendorX.cookie],
        ] as const) {
          const response = await app.inject(staffRequest(route, entry, targetA, cookie));
          if (response.statusCode !== 401)
            failures.push(`${routeKey(route)} as ${who}: ${response.statusCode}`);
        }
        // On its own site, naming this tenant's objects: nothing of this tenant comes back.
        const foreign = await app.inject(
          staffRequest(route, entry, { ...targetA, client: 'away' }, vendorX.cookie),
        );
        const leaked = ALPHA_SECRETS.filter((secret) => foreign.body.includes(secret));
        if (foreign.statusCode >= 500 || leaked.length > 0)
          failures.push(`${routeKey(route)} as vendor X at home: ${foreign.statusCode} ${leaked}`);
        if (!isPortalRoute(route) && foreign.statusCode !== 403)
          failures.push(`${routeKey(route)} managed by vendor X: ${foreign.statusCode}`);
      }
      expect(failures).toEqual([]);
    },
  );

  it(
    'keeps vendor B from vendor A\u2019s requisitions, submissions and vendor',
    { timeout: MATRIX_TIMEOUT_MS },
    async () => {
      const failures: string[] = [];
      for (const route of staffRoutes.filter(isVendorRoute)) {
        const response = await app.inject(
          staffRequest(route, entryOf(route), targetA, vendorB.cookie),
        );
        const leaked = ALPHA_SECRETS.filter((secret) => response.body.includes(secret));
        const refused = isPortalRoute(route)
          ? // A's requisition is not found for B; B's own lists answer without A's.
            route.path.includes('{requisitionId}')
            ? response.statusCode === 404
            : response.statusCode === 200
          : response.statusCode === 403;
        if (!refused || leaked.length > 0)
          failures.push(`${routeKey(route)} as vendor B: ${response.statusCode} ${leaked}`);
      }
      expect(failures).toEqual([]);
      // And A, for the same requests, reaches its own: the refusals are about who asks.
      const own = await app.inject({
        method: 'GET',
        url: `/rest/staff/home/vendor/portal/requisition/${targetA.requisitionId}`,
        headers: { cookie: vendorA.cookie },
      });
      expect(own.statusCode).toBe(200);
    },
  );

  it(
    'refuses a vendor\u2019s user every staff route but the portal and who-am-I (403)',
    { timeout: MATRIX_TIMEOUT_MS },
    async () => {
      const failures: string[] = [];
      for (const route of staffRoutes.filter((item) => !isPortalRoute(item))) {
        const entry = entryOf(route);
        if (entry.permission === null) continue;
        const response = await app.inject(staffRequest(route, entry, targetA, vendorA.cookie));
        if (response.statusCode !== 403)
          failures.push(
            `${routeKey(route)}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
      }
      expect(failures).toEqual([]);
    },
  );

  it(
    'refuses a vendor\u2019s staff cookie on every candidate private route, changing nothing',
    { timeout: MATRIX_TIMEOUT_MS },
    async () => {
      const targetOf = (party: Party, candidateId = party.candidate.id): Target => ({
        client: party.tenant.client,
        candidateId,
        ids: party.ids,
        requisitionId: party.requisitionId,
        folderId: party.folderId,
        streamKey: party.streamKey,
        signature: `${party.candidate.firstName ?? ''} ${party.candidate.lastName ?? ''}`,
      });
      const exported = async (candidateId: number) => {
        const { exportedAt: _exportedAt, ...data } = await exportCandidateData(
          app.db,
          world.victim.tenant,
          candidateId,
        );
        return JSON.stringify(data);
      };
      const before = [
        await exported(world.victim.candidate.id),
        await exported(submittedCandidateId),
      ];
      const failures: string[] = [];
      for (const route of candidateRoutes) {
        const entry = PRIVATE_ROUTES[routeKey(route)];
        if (!entry) throw new Error(`no request for ${routeKey(route)}`);
        for (const target of [
          targetOf(world.victim),
          targetOf(world.victim, submittedCandidateId),
        ]) {
          const request = entry.request(target);
          const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
          const upload = request.upload
            ? multipart(
                { attachmentType: 'Document' },
                { name: 'note.txt', bytes: Buffer.from('A note\n') },
              )
            : null;
          const options: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url: `${fillPath(route.path, request.params ?? {})}${query}`,
            headers: { ...XHR, cookie: vendorA.cookie, ...upload?.headers },
            ...(upload ? { payload: upload.payload } : {}),
            ...(request.body === undefined
              ? {}
              : { payload: request.body as InjectOptions['payload'] }),
          };
          const response = await app.inject(options);
          if (![401, 403, 404].includes(response.statusCode))
            failures.push(`${routeKey(route)} on ${target.candidateId}: ${response.statusCode}`);
        }
      }
      expect(failures).toEqual([]);
      expect([
        await exported(world.victim.candidate.id),
        await exported(submittedCandidateId),
      ]).toEqual(before);
    },
  );
});

/**
 * The staff authorization matrix (issue 20): every staff route of the OpenAPI document (all
 * of /rest/staff/ but the sign-in steps) × {anonymous, a candidate of the tenant, staff of
 * another tenant, each built-in role}. Anonymous, candidates and foreign staff get 401; staff
 * of another tenant naming this tenant's ids on their own site get no data (403 or 404, or an
 * empty answer); a role without the route's permission gets 403; a role with it is let
 * through (its answer is neither 401 nor 403, nor a server error; scopes may still say 404).
 * A staff route without an entry in staff-route-requests.ts fails the first test. The
 * sign-in steps, open to all, are sent as every caller too and must answer all alike.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ROLE_DEFINITIONS, BUILT_IN_ROLES, type BuiltInRole } from '@talentgate/domain';
import {
  approvalChainDetails,
  approvalChains,
  events,
  folders,
  interviewBookings,
  interviewInvitations,
  interviewInvitationSlots,
  interviewSlots,
  offers,
  offerTemplates,
  hierarchyNodes,
  requisitionMembers,
  requisitionTemplates,
  staffGroups,
  staffRoles,
} from '../db/schema.js';
import { seedRequisitionTemplates } from '../seed/requisition-templates.js';
import { buildTestApp } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createApplication, createCandidate, createJob, createTenant } from '../test/factories.js';
import { signInCookie } from '../test/sign-in.js';
import { createStaff, signInStaff } from '../test/staff.js';
import { createVendor, createVendorUser } from '../test/vendors.js';
import {
  apiRoutes,
  isStaffPrivate,
  isStaffSignIn,
  routeKey,
  type ApiRoute,
} from './route-table.js';
import { staffRequest as requestFor } from './staff-request.js';
import {
  STAFF_ROUTES,
  STAFF_SIGN_IN_ROUTES,
  type StaffRoute,
  type StaffTarget,
} from './staff-route-requests.js';

const MATRIX_TIMEOUT_MS = 180_000;
let database: TestDatabase;
let app: FastifyInstance;
let routes: ApiRoute[];
let signInRoutes: ApiRoute[];
let target: StaffTarget;
let candidateCookie: string;
let foreignAdmin: string;
const roleCookies = {} as Record<BuiltInRole, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  const db = app.db;
  const home = await createTenant(db, { client: 'home' });
  const away = await createTenant(db, { client: 'away' });
  await seedRequisitionTemplates(db, home.id);
  const { requisition } = await createJob(db, home, { title: 'Target job' });
  // The vendor role's user belongs to a vendor given the target requisition (decision 0051).
  const vendorId = await createVendor(db, home, 'Matrix Vendor', [requisition.id]);
  for (const role of BUILT_IN_ROLES) {
    if (role === 'vendor') {
      roleCookies[role] = (await createVendorUser(app, home, vendorId)).cookie;
      continue;
    }
    const staff = await createStaff(db, home, role);
    roleCookies[role] = await signInStaff(app, 'home', staff);
    if (role === 'hiring_manager') {
      const { requisition } = await createJob(db, home, { title: 'Matrix job' });
      await db.insert(requisitionMembers).values({
        tenantId: home.id,
        requisitionId: requisition.id,
        staffUserId: staff.user.id,
        role: 'approver',
      });
    }
  }
  foreignAdmin = await signInStaff(app, 'away', await createStaff(db, away, 'admin'));
  const candidate = await createCandidate(db, home, { uname: 'matrix@example.com' });
  candidateCookie = await signInCookie(app, 'home', 'matrix@example.com');
  const spareVendorUser = await createVendorUser(app, home, vendorId, 'vendor', 'Spare vendor');
  const [node] = await db
    .insert(hierarchyNodes)
    .values({ tenantId: home.id, kind: 'department', name: 'Matrix department' })
    .returning();
  const application = await createApplication(db, {
    tenantId: home.id,
    candidateId: candidate.id,
    requisitionId: requisition.id,
    status: 'Applied',
  });
  const spare = await createStaff(db, home, 'recruiter');
  const [role] = await db
    .insert(staffRoles)
    .values({ tenantId: home.id, name: 'Spare', permissions: [], scope: 'all' })
    .returning();
  const [group] = await db
    .insert(staffGroups)
    .values({ tenantId: home.id, name: 'Spare group' })
    .returning();
  const [template] = await db
    .select()
    .from(requisitionTemplates)
    .where(and(eq(requisitionTemplates.tenantId, home.id)));
  const [folder] = await db
    .insert(folders)
    .values({ tenantId: home.id, type: 'pool', name: 'Matrix pool' })
    .returning();
  await db.insert(events).values({
    tenantId: home.id,
    key: 'matrix-event',
    title: { en: 'Matrix event' },
    startsAt: new Date('2099-01-01T10:00:00Z'),
    endsAt: new Date('2099-01-01T12:00:00Z'),
    timeZone: 'UTC',
    place: 'Home',
    capacity: 10,
    applyStreamKey: 'matrix-stream',
  });
  // An offer of the target application in approval, with its template and chain (0049).
  const approver = await createStaff(db, home, 'hiring_manager');
  const [offerTemplate] = await db
    .insert(offerTemplates)
    .values({ tenantId: home.id, name: 'Matrix offer template' })
    .returning();
  const [chain] = await db
    .insert(approvalChains)
    .values({ tenantId: home.id, name: 'Matrix chain' })
    .returning();
  const details = chain
    ? await db
        .insert(approvalChainDetails)
        .values({
          tenantId: home.id,
          approvalChainId: chain.id,
          staffUserId: approver.user.id,
          sortOrder: 0,
        })
        .returning()
    : [];
  const [offer] = await db
    .insert(offers)
    .values({
      tenantId: home.id,
      candidateId: candidate.id,
      applicationId: application.id,
      title: 'Target job',
      status: 'pending_approval',
      offerTemplateId: offerTemplate?.id ?? null,
      approvalChainId: chain?.id ?? null,
    })
    .returning();
  if (!role || !group || !template || !folder || !offerTemplate || !chain || !offer || !node)
    throw new Error('matrix world incomplete');
  const invitationId = await giveBookedInvitation(db, home.id, application, requisition.id);
  target = {
    client: 'home',
    requisitionId: requisition.id,
    applicationId: application.id,
    attachmentId: 1,
    staffUserId: spare.user.id,
    roleId: role.id,
    groupId: group.id,
    templateId: template.id,
    candidateId: candidate.id,
    folderId: folder.id,
    eventId: 'matrix-event',
    invitationId,
    offerId: offer.id,
    offerTemplateId: offerTemplate.id,
    approvalChainId: chain.id,
    approvalChainDetailIds: details.map((detail) => detail.id),
    vendorId,
    vendorUserId: spareVendorUser.staff.user.id,
    hierarchyNodeId: node.id,
  };
  routes = (await apiRoutes(app)).filter(isStaffPrivate);
  signInRoutes = (await apiRoutes(app)).filter(isStaffSignIn);
}, MATRIX_TIMEOUT_MS);

/** An interview invitation of the application with a booked slot two days on. */
async function giveBookedInvitation(
  db: FastifyInstance['db'],
  tenantId: number,
  application: { id: number; candidateId: number },
  requisitionId: number,
): Promise<number> {
  const startsAt = new Date(Date.now() + 2 * 86_400_000);
  const endsAt = new Date(startsAt.getTime() + 3_600_000);
  const [slot] = await db
    .insert(interviewSlots)
    .values({ tenantId, requisitionId, startsAt, endsAt, timeZone: 'Europe/London' })
    .returning();
  const [invitation] = await db
    .insert(interviewInvitations)
    .values({
      tenantId,
      candidateId: application.candidateId,
      applicationId: application.id,
      title: 'Matrix interview',
      timeZone: 'Europe/London',
      expiresAt: endsAt,
    })
    .returning();
  if (!slot || !invitation) throw new Error('matrix invitation not created');
  await db
    .insert(interviewInvitationSlots)
    .values({ invitationId: invitation.id, slotId: slot.id });
  await db.insert(interviewBookings).values({
    tenantId,
    candidateId: application.candidateId,
    invitationId: invitation.id,
    slotId: slot.id,
  });
  return invitation.id;
}

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const entryOf = (route: ApiRoute): StaffRoute => {
  const entry = STAFF_ROUTES[routeKey(route)];
  if (!entry) throw new Error(`no request for ${routeKey(route)} in staff-route-requests.ts`);
  return entry;
};

describe('staff authorization matrix', () => {
  it('has a request for every staff route, and none for a route that does not exist', () => {
    const listed = routes.map(routeKey).sort();
    expect(listed.length).toBeGreaterThan(35);
    expect(Object.keys(STAFF_ROUTES).sort()).toEqual(listed);
  });

  it(
    'refuses anonymous callers, candidates and staff of another tenant',
    { timeout: MATRIX_TIMEOUT_MS },
    async () => {
      const failures: string[] = [];
      for (const route of routes) {
        const entry = entryOf(route);
        for (const [who, cookie] of [
          ['anonymous', ''],
          ['a candidate of the tenant', candidateCookie],
          ['an admin of another tenant', foreignAdmin],
        ] as const) {
          const response = await app.inject(requestFor(route, entry, target, cookie));
          if (response.statusCode !== 401)
            failures.push(`${routeKey(route)} as ${who}: ${response.statusCode}`);
        }
        // On their own site, naming this tenant's objects: nothing of this tenant comes back.
        const foreign = await app.inject(
          requestFor(route, entry, { ...target, client: 'away' }, foreignAdmin),
        );
        if (
          foreign.statusCode >= 500 ||
          foreign.body.includes('matrix@example.com') ||
          foreign.body.includes('Target job')
        ) {
          failures.push(
            `${routeKey(route)} as another tenant's admin at home: ${foreign.statusCode} ${foreign.body.slice(0, 120)}`,
          );
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it(
    'lets each role through exactly the routes its permissions allow',
    { timeout: MATRIX_TIMEOUT_MS },
    async () => {
      const failures: string[] = [];
      for (const role of BUILT_IN_ROLES) {
        const granted = new Set<string>(BUILT_IN_ROLE_DEFINITIONS[role].permissions);
        for (const route of routes) {
          const entry = entryOf(route);
          const response = await app.inject(requestFor(route, entry, target, roleCookies[role]));
          const allowed = entry.permission === null || granted.has(entry.permission);
          const ok = allowed
            ? ![401, 403].includes(response.statusCode) && response.statusCode < 500
            : response.statusCode === 403;
          if (!ok)
            failures.push(
              `${routeKey(route)} as ${role}: ${response.statusCode} ${response.body.slice(0, 160)}`,
            );
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it(
    'answers the sign-in steps alike to every caller, and opens no session with a wrong answer',
    { timeout: MATRIX_TIMEOUT_MS },
    async () => {
      expect(signInRoutes.map(routeKey).sort()).toEqual(Object.keys(STAFF_SIGN_IN_ROUTES).sort());
      const callers: [string, string][] = [
        ['anonymous', ''],
        ['a candidate of the tenant', candidateCookie],
        ['an admin of another tenant', foreignAdmin],
        ...BUILT_IN_ROLES.map((role): [string, string] => [role, roleCookies[role]]),
      ];
      const failures: string[] = [];
      for (const route of signInRoutes) {
        const entry = STAFF_SIGN_IN_ROUTES[routeKey(route)];
        if (!entry) continue;
        for (const [who, cookie] of entry.anonymousOnly ? callers.slice(0, 1) : callers) {
          const response = await app.inject(
            requestFor(route, { permission: null, request: entry.request }, target, cookie),
          );
          const session = response.cookies.find((item) => item.name === 'tg_staff');
          if (response.statusCode !== entry.status || session?.value)
            failures.push(`${routeKey(route)} as ${who}: ${response.statusCode}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});

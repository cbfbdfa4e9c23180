/**
 * The demo tenant's staff: one user of each built-in role, with a known password and an
 * enrolled TOTP secret that the README gives (so an authenticator, or a test, computes the
 * codes), and the requisition templates. The hiring manager is on the first demo job, which
 * Jane applied to. Added once: users that exist are left as they are.
 */
import { and, eq } from 'drizzle-orm';
import type { BuiltInRole } from '@talentgate/domain';
import type { Database } from '../db/client.js';
import { requisitionMembers, requisitions } from '../db/schema.js';
import {
  createStaffUser,
  ensureBuiltInRoles,
  findStaffByEmail,
} from '../modules/staff-auth/staff-users.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';
import { DEMO_JOBS } from './demo-jobs.js';
import { seedDemoOffers } from './demo-offers.js';
import { seedRequisitionTemplates } from './requisition-templates.js';

export const DEMO_STAFF_PASSWORD = 'Northwind-Staff-2026';

export interface DemoStaff {
  role: BuiltInRole;
  email: string;
  name: string;
  /** Base32 TOTP secret (README "Staff users"). */
  totpSecret: string;
}

export const DEMO_STAFF: readonly DemoStaff[] = [
  {
    role: 'admin',
    email: 'alex.admin@example.com',
    name: 'Alex Admin',
    totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
  },
  {
    role: 'recruiter',
    email: 'riley.recruiter@example.com',
    name: 'Riley Recruiter',
    totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
  },
  {
    role: 'hiring_manager',
    email: 'harper.manager@example.com',
    name: 'Harper Manager',
    totpSecret: 'MFRGGZDFMZTWQ2LKMFRGGZDFMZTWQ2LK',
  },
  {
    role: 'vendor',
    email: 'val.vendor@example.com',
    name: 'Val Vendor',
    totpSecret: 'ONSWG4TFORZWK43UONSWG4TFORZWK43U',
  },
];

export async function seedDemoStaff(db: Database, tenant: Tenant): Promise<number> {
  const roles = await ensureBuiltInRoles(db, tenant.id);
  await seedRequisitionTemplates(db, tenant.id);
  let added = 0;
  for (const staff of DEMO_STAFF) {
    if (await findStaffByEmail(db, tenant.id, staff.email)) continue;
    const user = await createStaffUser(db, tenant.id, {
      email: staff.email,
      name: staff.name,
      password: DEMO_STAFF_PASSWORD,
      roleIds: [roles[staff.role]],
      totpSecret: staff.totpSecret,
      totpEnrolled: true,
    });
    added += 1;
    const firstJob = DEMO_JOBS[0];
    if (staff.role === 'hiring_manager' && firstJob) {
      const [requisition] = await db
        .select({ id: requisitions.id })
        .from(requisitions)
        .where(
          and(eq(requisitions.tenantId, tenant.id), eq(requisitions.externalKey, firstJob.key)),
        );
      if (requisition) {
        await db
          .insert(requisitionMembers)
          .values({
            tenantId: tenant.id,
            requisitionId: requisition.id,
            staffUserId: user.id,
            role: 'hiring_manager',
          })
          .onConflictDoNothing();
      }
    }
  }
  await seedDemoOffers(db, tenant);
  return added;
}

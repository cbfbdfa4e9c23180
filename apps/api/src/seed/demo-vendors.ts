/**
 * The demo tenant's vendor (decision 0051): Harbor Staffing, with Val Vendor (README "Staff
 * users") as its user and the first two demo jobs given to it, so the vendor portal has
 * something to show. Everything here can be made in the console (Vendors). Added once: a
 * vendor that exists is left as it is.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { requisitions, vendorRequisitions, vendors, vendorUsers } from '../db/schema.js';
import { findStaffByEmail } from '../modules/staff-auth/staff-users.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';
import { DEMO_JOBS } from './demo-jobs.js';

export const DEMO_VENDOR_NAME = 'Harbor Staffing';
const DEMO_VENDOR_USER = 'val.vendor@example.com';

export async function seedDemoVendor(db: Database, tenant: Tenant): Promise<void> {
  const [existing] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(
      and(
        eq(vendors.tenantId, tenant.id),
        sql`lower(${vendors.name}) = lower(${DEMO_VENDOR_NAME})`,
      ),
    )
    .limit(1);
  if (existing) return;
  const [vendor] = await db
    .insert(vendors)
    .values({ tenantId: tenant.id, name: DEMO_VENDOR_NAME, contactEmail: 'desk@harbor.example' })
    .returning({ id: vendors.id });
  if (!vendor) throw new Error('demo vendor not created');
  const val = await findStaffByEmail(db, tenant.id, DEMO_VENDOR_USER);
  if (val)
    await db
      .insert(vendorUsers)
      .values({
        staffUserId: val.id,
        tenantId: tenant.id,
        vendorId: vendor.id,
        viewGroup: 'vendor',
      })
      .onConflictDoNothing();
  const keys = DEMO_JOBS.slice(0, 2).map((job) => job.key);
  const given = await db
    .select({ id: requisitions.id })
    .from(requisitions)
    .where(and(eq(requisitions.tenantId, tenant.id), inArray(requisitions.externalKey, keys)));
  if (given.length > 0)
    await db
      .insert(vendorRequisitions)
      .values(
        given.map((row) => ({ vendorId: vendor.id, requisitionId: row.id, tenantId: tenant.id })),
      );
}

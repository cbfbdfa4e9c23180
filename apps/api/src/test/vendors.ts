/**
 * Vendors for tests (decision 0051): an agency of a tenant, given requisitions, with a user
 * of the built-in vendor role in a view group, signed in through the real two steps.
 */
import type { FastifyInstance } from 'fastify';
import type { ViewGroup } from '@talentgate/domain';
import type { Database } from '../db/client.js';
import { vendorRequisitions, vendors, vendorUsers } from '../db/schema.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';
import { createStaff, signInStaff, type TestStaff } from './staff.js';

export async function createVendor(
  db: Database,
  tenant: Tenant,
  name: string,
  requisitionIds: readonly number[] = [],
): Promise<number> {
  const [vendor] = await db.insert(vendors).values({ tenantId: tenant.id, name }).returning();
  if (!vendor) throw new Error('vendor not created');
  if (requisitionIds.length > 0)
    await db.insert(vendorRequisitions).values(
      requisitionIds.map((requisitionId) => ({
        vendorId: vendor.id,
        requisitionId,
        tenantId: tenant.id,
      })),
    );
  return vendor.id;
}

export interface TestVendorUser {
  staff: TestStaff;
  cookie: string;
}

/** A user of the vendor, signed in on the tenant's site. */
export async function createVendorUser(
  app: FastifyInstance,
  tenant: Tenant,
  vendorId: number,
  viewGroup: ViewGroup = 'vendor',
  name?: string,
): Promise<TestVendorUser> {
  const staff = await createStaff(app.db, tenant, 'vendor', name ? { name } : {});
  await app.db
    .insert(vendorUsers)
    .values({ staffUserId: staff.user.id, tenantId: tenant.id, vendorId, viewGroup });
  return { staff, cookie: await signInStaff(app, tenant.client, staff) };
}

/**
 * What a staff user may do: the union of their roles' permissions, direct (user roles) and
 * through their groups (group roles), and the widest scope among those roles. Kept per
 * process for a minute (the authorization cache): an admin's change clears it here at
 * once, and `authcache clear` clears it on demand (spec 2 §7).
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import {
  BUILT_IN_ROLE_DEFINITIONS,
  BUILT_IN_ROLES,
  STAFF_PERMISSIONS,
  STAFF_SCOPES,
  widestScope,
  type StaffPermission,
  type StaffScope,
  type ViewGroup,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import {
  staffGroupMembers,
  staffGroupRoles,
  staffRoles,
  staffUserRoles,
  staffUsers,
  vendors,
  vendorUsers,
} from '../../db/schema.js';

/** The vendor a vendor's user belongs to (decision 0051), and their view group. */
export interface VendorMembership {
  vendorId: number;
  vendorName: string;
  viewGroup: ViewGroup;
  active: boolean;
}

export interface StaffAccess {
  tenantId: number;
  staffUserId: number;
  name: string;
  email: string;
  /** Built-in keys of built-in roles, names of the tenant's own. */
  roles: string[];
  permissions: ReadonlySet<StaffPermission>;
  scope: StaffScope;
  /** Null for the employer's own staff. */
  vendor: VendorMembership | null;
}

const isPermission = (value: string): value is StaffPermission =>
  (STAFF_PERMISSIONS as readonly string[]).includes(value);
const isScope = (value: string): value is StaffScope =>
  (STAFF_SCOPES as readonly string[]).includes(value);

/** The access of an active staff user of the tenant; null when there is none. */
export async function loadStaffAccess(
  db: Database,
  tenantId: number,
  staffUserId: number,
): Promise<StaffAccess | null> {
  const [user] = await db
    .select()
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.tenantId, tenantId),
        eq(staffUsers.id, staffUserId),
        eq(staffUsers.active, true),
      ),
    )
    .limit(1);
  if (!user) return null;
  const groupIds = db
    .select({ groupId: staffGroupMembers.groupId })
    .from(staffGroupMembers)
    .where(eq(staffGroupMembers.staffUserId, staffUserId));
  const viaGroups = db
    .select({ roleId: staffGroupRoles.roleId })
    .from(staffGroupRoles)
    .where(inArray(staffGroupRoles.groupId, groupIds));
  const direct = db
    .select({ roleId: staffUserRoles.roleId })
    .from(staffUserRoles)
    .where(eq(staffUserRoles.staffUserId, staffUserId));
  const roles = await db
    .select()
    .from(staffRoles)
    .where(
      and(
        eq(staffRoles.tenantId, tenantId),
        or(inArray(staffRoles.id, direct), inArray(staffRoles.id, viaGroups)),
      ),
    );
  const permissions = new Set<StaffPermission>();
  for (const role of roles) {
    for (const permission of permissionsOf(role))
      if (isPermission(permission)) permissions.add(permission);
  }
  return {
    tenantId,
    staffUserId,
    name: user.name,
    email: user.email,
    roles: roles.map((role) => role.builtIn ?? role.name).sort(),
    permissions,
    scope: widestScope(roles.map((role) => role.scope).filter(isScope)),
    vendor: await loadVendorMembership(db, tenantId, staffUserId),
  };
}

async function loadVendorMembership(
  db: Database,
  tenantId: number,
  staffUserId: number,
): Promise<VendorMembership | null> {
  const [row] = await db
    .select({
      vendorId: vendors.id,
      vendorName: vendors.name,
      viewGroup: vendorUsers.viewGroup,
      active: vendors.active,
    })
    .from(vendorUsers)
    .innerJoin(vendors, eq(vendors.id, vendorUsers.vendorId))
    .where(and(eq(vendorUsers.tenantId, tenantId), eq(vendorUsers.staffUserId, staffUserId)))
    .limit(1);
  if (!row) return null;
  return { ...row, viewGroup: row.viewGroup === 'own' ? 'own' : 'vendor' };
}

/**
 * A built-in role's rights are the product's (read-only to admins): taken from the code, so a
 * permission added in a release reaches every tenant's stored copy of the role at once.
 */
function permissionsOf(role: { builtIn: string | null; permissions: string[] }): readonly string[] {
  const key = BUILT_IN_ROLES.find((name) => name === role.builtIn);
  return key ? BUILT_IN_ROLE_DEFINITIONS[key].permissions : role.permissions;
}

const CACHE_MILLISECONDS = 60_000;

export class StaffAuthCache {
  private readonly entries = new Map<string, { access: StaffAccess | null; expires: number }>();

  constructor(private readonly db: Database) {}

  async get(tenantId: number, staffUserId: number): Promise<StaffAccess | null> {
    const key = `${tenantId}:${staffUserId}`;
    const cached = this.entries.get(key);
    if (cached && cached.expires > Date.now()) return cached.access;
    const access = await loadStaffAccess(this.db, tenantId, staffUserId);
    this.entries.set(key, { access, expires: Date.now() + CACHE_MILLISECONDS });
    return access;
  }

  clear(): void {
    this.entries.clear();
  }
}

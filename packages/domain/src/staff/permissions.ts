/**
 * What staff may do (issue 20). The spec names staff roles without their rights (spec 2 §6:
 * "Staff roles and role names: not shown"); these are ours. A role is a set of permissions
 * and a scope; a staff user holds roles directly (user roles) and through groups (group
 * roles). The server decides every call with `requireStaff(permission)`.
 */
export const STAFF_PERMISSIONS = [
  'requisitions:read',
  'requisitions:write',
  'requisitions:approve',
  'applications:read',
  'applications:write',
  'applications:note',
  'candidates:submit',
  'candidates:read',
  'candidates:write',
  // Read an SSN or document number in full (decision 0048); every read is audit-logged.
  'sensitive:reveal',
  'reports:read',
  'templates:write',
  'settings:write',
  'staff:admin',
  'audit:read',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * Which requisitions and applications a role sees: all of the tenant's; only requisitions the
 * user is on (hiring manager); only the candidates the user submitted (vendor).
 */
export const STAFF_SCOPES = ['all', 'assigned', 'submitted'] as const;
export type StaffScope = (typeof STAFF_SCOPES)[number];

/** A user with several roles sees what the widest of them sees. */
export function widestScope(scopes: readonly StaffScope[]): StaffScope {
  if (scopes.includes('all')) return 'all';
  if (scopes.includes('assigned')) return 'assigned';
  return 'submitted';
}

export const BUILT_IN_ROLES = ['admin', 'recruiter', 'hiring_manager', 'vendor'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

export interface RoleDefinition {
  name: string;
  permissions: readonly StaffPermission[];
  scope: StaffScope;
}

/** Every tenant has these four; a tenant's admin may add roles of their own. */
export const BUILT_IN_ROLE_DEFINITIONS: Record<BuiltInRole, RoleDefinition> = {
  admin: { name: 'Administrator', permissions: STAFF_PERMISSIONS, scope: 'all' },
  recruiter: {
    name: 'Recruiter',
    permissions: [
      'requisitions:read',
      'requisitions:write',
      'applications:read',
      'applications:write',
      'applications:note',
      'candidates:submit',
      'candidates:read',
      'candidates:write',
      'reports:read',
    ],
    scope: 'all',
  },
  hiring_manager: {
    name: 'Hiring manager',
    permissions: [
      'requisitions:read',
      'requisitions:approve',
      'applications:read',
      'applications:note',
      'candidates:read',
      'reports:read',
    ],
    scope: 'assigned',
  },
  vendor: {
    name: 'Vendor',
    permissions: [
      'requisitions:read',
      'applications:read',
      'candidates:submit',
      'candidates:read',
      'reports:read',
    ],
    scope: 'submitted',
  },
};

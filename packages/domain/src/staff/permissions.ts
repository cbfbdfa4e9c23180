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
  'offers:read',
  'offers:write',
  'offers:approve',
  // Vendors (decision 0051): managing agencies, their users and the requisitions they get;
  // and the vendor portal, which only a vendor's own users use.
  'vendors:write',
  'vendor:portal',
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
  // An administrator is no agency: the portal answers for a vendor's users alone.
  admin: {
    name: 'Administrator',
    permissions: STAFF_PERMISSIONS.filter((permission) => permission !== 'vendor:portal'),
    scope: 'all',
  },
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
      'offers:read',
      'offers:write',
      'vendors:write',
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
      'offers:read',
      'offers:approve',
    ],
    scope: 'assigned',
  },
  // A vendor's user sees their portal and nothing of the console (decision 0051): the
  // requisitions given to their vendor, and their view group's submissions.
  vendor: { name: 'Vendor', permissions: ['vendor:portal'], scope: 'submitted' },
};

/**
 * Staff sign-in and authorization management (issue 20; spec 2 §7 "authorization management:
 * groups, group, grouproles, roles, userroles, authcache clear"). Staff are not candidates:
 * their own accounts, sessions and cookie, a password and a TOTP second factor.
 */
import Type from 'typebox';
import { STAFF_PERMISSIONS, STAFF_SCOPES } from '../staff/permissions.js';
import { StaffVendorMembership } from './vendors.js';
import { ClientKey, IdParam } from './common.js';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Millis = Type.Integer({ description: 'epoch milliseconds' });

export const StaffParams = Type.Object({ client: ClientKey });
export type StaffParams = Type.Static<typeof StaffParams>;

const StaffEmail = Type.String({
  minLength: 3,
  maxLength: 254,
  pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
});
const Password = Type.String({ minLength: 1, maxLength: 128 });

export const StaffLoginBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }), password: Password },
  { additionalProperties: false },
);
export type StaffLoginBody = Type.Static<typeof StaffLoginBody>;

/**
 * After the password: `totp` asks for a code; `enrol` first shows the new secret (as text and
 * as an otpauth URI to paste into an authenticator) and then asks for a code from it.
 */
export const StaffLoginResult = Type.Object({
  next: Type.Union([Type.Literal('totp'), Type.Literal('enrol')]),
  secret: Type.Optional(Type.String()),
  otpauthUri: Type.Optional(Type.String()),
});
export type StaffLoginResult = Type.Static<typeof StaffLoginResult>;

export const StaffSecondFactorBody = Type.Object(
  {
    code: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })),
    recoveryCode: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  },
  { additionalProperties: false },
);
export type StaffSecondFactorBody = Type.Static<typeof StaffSecondFactorBody>;

export const StaffPermissionSchema = Type.Enum([...STAFF_PERMISSIONS]);
export const StaffScopeSchema = Type.Enum([...STAFF_SCOPES]);

/** The signed-in staff user as the console needs them. */
export const StaffMe = Type.Object({
  staffUserId: Type.Integer(),
  client: Type.String(),
  email: Type.String(),
  name: Type.String(),
  roles: Type.Array(Type.String()),
  permissions: Type.Array(StaffPermissionSchema),
  scope: StaffScopeSchema,
  /** The vendor of a vendor's user (decision 0051): they see their portal only. */
  vendor: Type.Union([StaffVendorMembership, Type.Null()]),
});
export type StaffMe = Type.Static<typeof StaffMe>;

export const StaffSignedIn = Type.Object({
  staff: StaffMe,
  /** Shown once, when the second factor was just enrolled; empty otherwise. */
  recoveryCodes: Type.Array(Type.String()),
});
export type StaffSignedIn = Type.Static<typeof StaffSignedIn>;

/**
 * Staff sign-in through the tenant's enterprise OpenID provider (decision 0037): the providers
 * the sign-in page offers, the start (where to send the browser) and the return (the query
 * string the provider sent back to /staff/sso-return).
 */
export const StaffSsoProvider = Type.Object({ key: Type.String(), label: Type.String() });
export type StaffSsoProvider = Type.Static<typeof StaffSsoProvider>;
export const StaffSsoProviders = Type.Array(StaffSsoProvider);
export const StaffSsoParams = Type.Object({
  client: ClientKey,
  provider: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,39}$' }),
});
export type StaffSsoParams = Type.Static<typeof StaffSsoParams>;
export const StaffSsoStartResult = Type.Object({ authorizationUrl: Type.String() });
export type StaffSsoStartResult = Type.Static<typeof StaffSsoStartResult>;
export const StaffSsoReturnBody = Type.Object(
  { query: Type.String({ minLength: 1, maxLength: 8192 }) },
  { additionalProperties: false },
);
export type StaffSsoReturnBody = Type.Static<typeof StaffSsoReturnBody>;

export const StaffRole = Type.Object({
  roleId: Type.Integer(),
  /** admin, recruiter, hiring_manager or vendor for the built-in roles; null for others. */
  builtIn: Nullable(Type.String()),
  name: Type.String(),
  permissions: Type.Array(StaffPermissionSchema),
  scope: StaffScopeSchema,
});
export type StaffRole = Type.Static<typeof StaffRole>;
export const StaffRoleList = Type.Array(StaffRole);

export const StaffRoleInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80 }),
    permissions: Type.Array(StaffPermissionSchema, { maxItems: STAFF_PERMISSIONS.length }),
    scope: StaffScopeSchema,
  },
  { additionalProperties: false },
);
export type StaffRoleInput = Type.Static<typeof StaffRoleInput>;

export const StaffUser = Type.Object({
  staffUserId: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  active: Type.Boolean(),
  totpEnrolled: Type.Boolean(),
  roleIds: Type.Array(Type.Integer()),
  lastSignInAt: Nullable(Millis),
});
export type StaffUser = Type.Static<typeof StaffUser>;
export const StaffUserList = Type.Array(StaffUser);

export const StaffUserInput = Type.Object(
  {
    email: StaffEmail,
    name: Type.String({ minLength: 1, maxLength: 120 }),
    password: Type.String({ minLength: 8, maxLength: 128 }),
    roleIds: Type.Array(IdParam, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type StaffUserInput = Type.Static<typeof StaffUserInput>;

export const StaffUserIdParams = Type.Object({ client: ClientKey, staffUserId: IdParam });
export type StaffUserIdParams = Type.Static<typeof StaffUserIdParams>;

/** userroles: the roles a user holds directly (replaced whole). */
export const UserRolesInput = Type.Object(
  { roleIds: Type.Array(IdParam, { maxItems: 20 }) },
  { additionalProperties: false },
);
export type UserRolesInput = Type.Static<typeof UserRolesInput>;

export const StaffGroup = Type.Object({
  groupId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  roleIds: Type.Array(Type.Integer()),
  memberIds: Type.Array(Type.Integer()),
});
export type StaffGroup = Type.Static<typeof StaffGroup>;
export const StaffGroupList = Type.Array(StaffGroup);

export const StaffGroupInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80 }),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    memberIds: Type.Optional(Type.Array(IdParam, { maxItems: 500 })),
  },
  { additionalProperties: false },
);
export type StaffGroupInput = Type.Static<typeof StaffGroupInput>;

export const GroupIdParams = Type.Object({ client: ClientKey, groupId: IdParam });
export type GroupIdParams = Type.Static<typeof GroupIdParams>;
export const RoleIdParams = Type.Object({ client: ClientKey, roleId: IdParam });
export type RoleIdParams = Type.Static<typeof RoleIdParams>;

/** grouproles: the roles a group gives its members (replaced whole). */
export const GroupRolesInput = UserRolesInput;

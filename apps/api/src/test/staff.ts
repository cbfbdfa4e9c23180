/**
 * Staff for tests: a user of a built-in role with a known password and an enrolled TOTP
 * secret, and a sign-in through the real two calls (password, then a code computed from
 * the secret) that answers the staff cookie.
 */
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import type { BuiltInRole } from '@talentgate/domain';
import type { Database } from '../db/client.js';
import { newTotpSecret } from '../modules/staff-auth/totp.js';
import {
  createStaffUser,
  ensureBuiltInRoles,
  type StaffUserRow,
} from '../modules/staff-auth/staff-users.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';

export const STAFF_PASSWORD = 'Staff-Password-2026';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
let sequence = 0;

export interface TestStaff {
  user: StaffUserRow;
  secret: string;
}

export async function createStaff(
  db: Database,
  tenant: Tenant,
  role: BuiltInRole | null,
  values: { email?: string; name?: string; enrolled?: boolean } = {},
): Promise<TestStaff> {
  sequence += 1;
  const roles = await ensureBuiltInRoles(db, tenant.id);
  const secret = newTotpSecret();
  const user = await createStaffUser(db, tenant.id, {
    email: values.email ?? `${role ?? 'nobody'}${sequence}@${tenant.client}.example`,
    name: values.name ?? `${role ?? 'Nobody'} ${sequence}`,
    password: STAFF_PASSWORD,
    roleIds: role ? [roles[role]] : [],
    totpSecret: secret,
    totpEnrolled: values.enrolled ?? true,
  });
  return { user, secret };
}

/** A code of the authenticator `steps` time steps from now (0: the current one). */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

export const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((item) => item.name === 'tg_staff');
  return cookie ? `tg_staff=${cookie.value}` : null;
};

/** Signs in through both steps and answers the full session's cookie header. */
export async function signInStaff(
  app: FastifyInstance,
  client: string,
  staff: TestStaff,
): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: `/rest/staff/${client}/login`,
    headers: XHR,
    payload: { email: staff.user.email, password: STAFF_PASSWORD },
  });
  const pending = cookieOf(login);
  if (!pending) throw new Error(`staff password step failed (${login.statusCode}): ${login.body}`);
  const second = await app.inject({
    method: 'POST',
    url: `/rest/staff/${client}/login/second-factor`,
    headers: { ...XHR, cookie: pending },
    payload: { code: await totpCode(staff.secret) },
  });
  const full = cookieOf(second);
  if (second.statusCode !== 200 || !full) {
    throw new Error(`staff second factor failed (${second.statusCode}): ${second.body}`);
  }
  return full;
}

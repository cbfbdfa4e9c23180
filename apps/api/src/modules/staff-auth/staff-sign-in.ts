/**
 * Staff sign-in in two steps: the password (argon2id; one answer for a wrong password, an
 * unknown or a deactivated user; throttled per account and address like candidates'), then
 * a TOTP code from the authenticator or an unused recovery code (throttled too). A user who
 * has not enrolled yet gets the secret after the password, and their first valid code
 * enrols them and issues their recovery codes.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { StaffLoginBody, StaffSecondFactorBody } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { staffUsers } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import { isStorableText } from '../../plugins/storable-input.js';
import { clearFailures, countAttempt, type Attempt } from '../auth/login-throttle.js';
import { verifyPassword } from '../auth/passwords.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { issueRecoveryCodes, useRecoveryCode } from './recovery-codes.js';
import {
  findStaffByEmail,
  findStaffById,
  normalizeStaffEmail,
  type StaffUserRow,
} from './staff-users.js';
import { acceptedTotpStep } from './totp.js';

export interface ThrottleContext {
  address: string;
  throttleDelayMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function throttled(db: Database, attempt: Attempt, context: ThrottleContext) {
  if (await countAttempt(db, attempt)) {
    await sleep(context.throttleDelayMs);
    return true;
  }
  return false;
}

export async function checkStaffPassword(
  db: Database,
  tenant: Tenant,
  body: StaffLoginBody,
  context: ThrottleContext,
): Promise<StaffUserRow> {
  const email = normalizeStaffEmail(body.email);
  if (email === '' || !isStorableText(email) || !isStorableText(body.password)) {
    throw appError('INVALID_CREDENTIALS');
  }
  // Failures are counted apart from a candidate's with the same address.
  const attempt = { tenantId: tenant.id, uname: `staff:${email}`, address: context.address };
  if (await throttled(db, attempt, context)) throw appError('INVALID_CREDENTIALS');
  const user = await findStaffByEmail(db, tenant.id, email);
  const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !valid || !user.active) throw appError('INVALID_CREDENTIALS');
  await clearFailures(db, attempt);
  return user;
}

export interface SecondFactorOutcome {
  user: StaffUserRow;
  /** New recovery codes when this code enrolled the user; empty otherwise. */
  recoveryCodes: string[];
}

/** Records an accepted step only if it is newer than the last: two uses of a code, one wins. */
async function acceptStep(db: Database, user: StaffUserRow, step: number, now: Date) {
  const updated = await db
    .update(staffUsers)
    .set({
      totpLastStep: step,
      totpEnrolledAt: user.totpEnrolledAt ?? now,
      lastSignInAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(staffUsers.id, user.id),
        or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
      ),
    )
    .returning({ id: staffUsers.id });
  return updated.length > 0;
}

export async function checkSecondFactor(
  db: Database,
  tenant: Tenant,
  staffUserId: number,
  body: StaffSecondFactorBody,
  context: ThrottleContext,
  now = new Date(),
): Promise<SecondFactorOutcome> {
  const user = await findStaffById(db, tenant.id, staffUserId);
  if (!user || !user.active) throw appError('UNAUTHORIZED');
  if (body.code === undefined && body.recoveryCode === undefined) {
    throw appError('STAFF_SECOND_FACTOR_REQUIRED', { field: 'code' });
  }
  const attempt = { tenantId: tenant.id, uname: `staff-2fa:${user.id}`, address: context.address };
  if (await throttled(db, attempt, context)) throw appError('STAFF_SECOND_FACTOR_INVALID');

  if (body.code !== undefined) {
    const step = await acceptedTotpStep(user.totpSecret, body.code, user.totpLastStep);
    if (step === null || !(await acceptStep(db, user, step, now))) {
      throw appError('STAFF_SECOND_FACTOR_INVALID', { field: 'code' });
    }
    await clearFailures(db, attempt);
    const enrolling = user.totpEnrolledAt === null;
    return { user, recoveryCodes: enrolling ? await issueRecoveryCodes(db, user.id) : [] };
  }
  // A recovery code stands in for the authenticator of an enrolled user only.
  const recoveryCode = body.recoveryCode ?? '';
  if (user.totpEnrolledAt === null || !(await useRecoveryCode(db, user.id, recoveryCode, now))) {
    throw appError('STAFF_SECOND_FACTOR_INVALID', { field: 'recoveryCode' });
  }
  await clearFailures(db, attempt);
  await db
    .update(staffUsers)
    .set({ lastSignInAt: now, updatedAt: now })
    .where(eq(staffUsers.id, user.id));
  return { user, recoveryCodes: [] };
}

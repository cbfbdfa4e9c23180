/**
 * Password sign-in (spec 1 §4 "Password login"): one answer for a wrong password and an
 * unknown user, throttling per account and address, and only activated accounts: a new one
 * (locked null, its flow still open), a locked one ('t'), and one whose owner has not yet
 * proved the address by an e-mailed link are refused (decision 0026).
 */
import { normalizeUname } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import { isStorableText } from '../../plugins/storable-input.js';
import { findCandidateByUname, type CandidateRow } from '../candidates/find-candidate.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { clearFailures, countAttempt } from './login-throttle.js';
import { verifyPassword } from './passwords.js';
import type { Credentials } from './credentials.js';

export interface SignInContext {
  tenant: Tenant;
  address: string;
  /** Delay for throttled attempts; the answer is the same as for a wrong password. */
  throttleDelayMs: number;
}

/** Active, and the address confirmed: a password typed in a flow alone does not open it. */
export function isActivated(candidate: CandidateRow): boolean {
  return candidate.locked === 'f' && candidate.emailConfirmedAt !== null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function signIn(
  db: Database,
  credentials: Credentials,
  context: SignInContext,
): Promise<CandidateRow> {
  const uname = normalizeUname(credentials.username);
  if (uname === '')
    throw appError('VALIDATION_FAILED', {
      message: 'User Name / Email is required.',
      field: 'username',
    });
  // No account can have such a name; asking the database would fail.
  if (!isStorableText(uname))
    throw appError('VALIDATION_FAILED', { message: 'Invalid email address.', field: 'username' });
  if (credentials.password === '')
    throw appError('VALIDATION_FAILED', { message: 'Password is required.', field: 'password' });

  const attempt = { tenantId: context.tenant.id, uname, address: context.address };
  if (await countAttempt(db, attempt)) {
    await sleep(context.throttleDelayMs);
    throw appError('INVALID_CREDENTIALS');
  }

  const candidate = await findCandidateByUname(db, context.tenant.id, uname);
  const valid = await verifyPassword(candidate?.passwordHash ?? null, credentials.password);
  // The attempt stays counted as a failure.
  if (!candidate || !valid) throw appError('INVALID_CREDENTIALS');
  await clearFailures(db, attempt);
  if (!isActivated(candidate)) throw appError('ACCOUNT_NOT_ACTIVATED');
  return candidate;
}

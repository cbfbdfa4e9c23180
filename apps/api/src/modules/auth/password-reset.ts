/**
 * Forgot password and reset by e-mailed link (spec 1 §3, §4, §7). The request answers the
 * same whether or not the address has an account; the link is single-use, expires after
 * an hour, and using it ends every session of the candidate.
 */
import { eq } from 'drizzle-orm';
import { localizePath, normalizeUname } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { candidates } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import { findCandidateById, findCandidateByUname } from '../candidates/find-candidate.js';
import { enqueueEmail } from '../mail/enqueue-email.js';
import { PASSWORD_LINK_TEMPLATES } from '../mail/templates.js';
import type { Tenant } from '../tenants/find-tenant.js';
import {
  consumeLinkToken,
  createLinkToken,
  PASSWORD_LINK_PURPOSES,
  peekLinkToken,
  recentLinkCount,
} from './link-tokens.js';
import { assertPasswordAllowed } from './password-policy.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { revokeCandidateSessions } from './sessions.js';
import { transaction } from '../../db/transaction.js';

/** The page where an e-mailed reset or activation link sets a password. */
export function passwordLink(origin: string, language: string, secret: string): string {
  const path = localizePath('/profile/reset-password/', language);
  return `${origin}${path}?token=${encodeURIComponent(secret)}`;
}

/** At most this many reset e-mails per account per hour; more requests send nothing. */
const RESET_EMAILS_PER_HOUR = 5;

export interface ResetRequest {
  uname: string;
  template: string;
  /** Origin of the tenant's site, from configuration (never from request headers). */
  origin: string;
}

export async function requestPasswordReset(
  db: Database,
  tenant: Tenant,
  request: ResetRequest,
): Promise<void> {
  const template = PASSWORD_LINK_TEMPLATES.includes(request.template)
    ? request.template
    : 'Password Reset';
  const candidate = await findCandidateByUname(db, tenant.id, normalizeUname(request.uname));
  if (!candidate) return;
  const hourAgo = new Date(Date.now() - 3_600_000);
  if ((await recentLinkCount(db, candidate.id, 'reset-password', hourAgo)) >= RESET_EMAILS_PER_HOUR)
    return;

  const language = tenant.defaultLanguage;
  await transaction(db, async (tx) => {
    const secret = await createLinkToken(tx, {
      tenantId: tenant.id,
      candidateId: candidate.id,
      purpose: 'reset-password',
    });
    await enqueueEmail(tx, {
      tenant,
      template,
      language,
      recipient: candidate.email,
      values: {
        name: candidate.firstName ?? candidate.email,
        link: passwordLink(request.origin, language, secret),
      },
    });
  });
}

/**
 * Sets a new password from a reset or activation link; activates a not-yet-activated
 * account (the activation e-mail of a new candidate leads here too).
 */
export async function resetPasswordWithLink(
  db: Database,
  tenant: Tenant,
  secret: string,
  newPassword: string,
): Promise<void> {
  const candidateId = await peekLinkToken(db, tenant.id, secret, PASSWORD_LINK_PURPOSES);
  if (candidateId === null) throw appError('INVALID_TOKEN');
  const candidate = await findCandidateById(db, tenant.id, candidateId);
  if (!candidate) throw appError('INVALID_TOKEN');
  assertPasswordAllowed(tenant, newPassword);
  if (await verifyPassword(candidate.passwordHash, newPassword))
    throw appError('PASSWORD_REPETITION_NOT_ALLOWED');

  const passwordHash = await hashPassword(newPassword);
  await transaction(db, async (tx) => {
    // Consumed inside the transaction: of two concurrent uses, one wins.
    if ((await consumeLinkToken(tx, tenant.id, secret, PASSWORD_LINK_PURPOSES)) === null)
      throw appError('INVALID_TOKEN');
    await tx
      .update(candidates)
      .set({ passwordHash, locked: 'f', updatedAt: new Date() })
      .where(eq(candidates.id, candidateId));
    await revokeCandidateSessions(tx, candidateId);
  });
}

/** Password change by a signed-in candidate; other sessions end, this one stays. */
export async function changePassword(
  db: Database,
  tenant: Tenant,
  change: { candidateId: number; currentPassword: string; newPassword: string; sessionId: string },
): Promise<void> {
  const candidate = await findCandidateById(db, tenant.id, change.candidateId);
  if (!candidate) throw appError('UNAUTHORIZED');
  if (!(await verifyPassword(candidate.passwordHash, change.currentPassword))) {
    throw appError('CURRENT_PASSWORD_IS_INVALID', { field: 'currentPassword' });
  }
  if (change.currentPassword === change.newPassword) {
    throw appError('PASSWORD_REPETITION_NOT_ALLOWED', { field: 'newPassword' });
  }
  assertPasswordAllowed(tenant, change.newPassword);
  const passwordHash = await hashPassword(change.newPassword);
  await transaction(db, async (tx) => {
    await tx
      .update(candidates)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(candidates.id, candidate.id));
    await revokeCandidateSessions(tx, candidate.id, change.sessionId);
  });
}

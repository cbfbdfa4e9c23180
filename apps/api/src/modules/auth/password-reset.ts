/**
 * Forgot password and reset by e-mailed link (spec 1 §3, §4, §7). The request answers the
 * same, after the same work, whether or not the address has an account; the link is
 * single-use, expires after an hour, and using it ends every session of the candidate.
 */
import { eq, sql } from 'drizzle-orm';
import { localizePath, normalizeUname } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { candidates } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import { findCandidateById, findCandidateByUname } from '../candidates/find-candidate.js';
import { enqueueEmail, recentEmailCount } from '../mail/enqueue-email.js';
import { NO_ACCOUNT_TEMPLATE, PASSWORD_LINK_TEMPLATES } from '../mail/templates.js';
import type { Tenant } from '../tenants/find-tenant.js';
import {
  consumeLinkToken,
  createLinkToken,
  PASSWORD_LINK_PURPOSES,
  peekLinkToken,
  recentLinkCount,
  revokeLinkTokens,
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
  const uname = normalizeUname(request.uname);
  const candidate = await findCandidateByUname(db, tenant.id, uname);
  const language = tenant.defaultLanguage;
  const hourAgo = new Date(Date.now() - 3_600_000);
  if (!candidate) {
    // The same work as for an account (a count, then one e-mail through the outbox), so the
    // answer's timing does not tell whether the address has one.
    if (
      (await recentEmailCount(db, tenant.id, uname, NO_ACCOUNT_TEMPLATE, hourAgo)) >=
      RESET_EMAILS_PER_HOUR
    )
      return;
    await transaction(db, async (tx) => {
      await enqueueEmail(tx, {
        tenant,
        template: NO_ACCOUNT_TEMPLATE,
        language,
        recipient: uname,
        values: { link: `${request.origin}${localizePath('/', language)}` },
      });
    });
    return;
  }
  if ((await recentLinkCount(db, candidate.id, 'reset-password', hourAgo)) >= RESET_EMAILS_PER_HOUR)
    return;

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
 * account (the activation e-mail of a new candidate leads here too). Using the link proves
 * the address: an account nobody had confirmed is now its owner's (decision 0026), so a
 * password someone set before does not count as one to differ from. Every other password
 * link, session and temporary token of the candidate ends.
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
  const confirmed = candidate.emailConfirmedAt !== null;
  if (confirmed && (await verifyPassword(candidate.passwordHash, newPassword)))
    throw appError('PASSWORD_REPETITION_NOT_ALLOWED');

  const passwordHash = await hashPassword(newPassword);
  const now = new Date();
  await transaction(db, async (tx) => {
    // Consumed inside the transaction: of two concurrent uses, one wins.
    if ((await consumeLinkToken(tx, tenant.id, secret, PASSWORD_LINK_PURPOSES, now)) === null)
      throw appError('INVALID_TOKEN');
    await tx
      .update(candidates)
      .set({
        passwordHash,
        locked: 'f',
        emailConfirmedAt: candidate.emailConfirmedAt ?? now,
        tokenGeneration: sql`${candidates.tokenGeneration} + 1`,
        updatedAt: now,
      })
      .where(eq(candidates.id, candidateId));
    await revokeLinkTokens(tx, candidateId, PASSWORD_LINK_PURPOSES, now);
    await revokeCandidateSessions(tx, candidateId);
  });
}

/**
 * Password change by a signed-in candidate; other sessions, outstanding password links and
 * temporary tokens end, this session stays.
 */
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
      .set({
        passwordHash,
        tokenGeneration: sql`${candidates.tokenGeneration} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(candidates.id, candidate.id));
    await revokeLinkTokens(tx, candidate.id, PASSWORD_LINK_PURPOSES);
    await revokeCandidateSessions(tx, candidate.id, change.sessionId);
  });
}

/**
 * One-time codes by SMS (issue 26): 6 digits to the candidate's phone, valid 10 minutes, 5
 * wrong entries, at most 3 sent per 10 minutes for a purpose. A new code replaces the one
 * before (only the latest can be entered). Sending and checking take a lock per candidate
 * and purpose, so two requests at once cannot both pass the count or spend one attempt.
 */
import {
  maskPhone,
  ONE_TIME_CODE_LIFETIME_MINUTES,
  ONE_TIME_CODE_MAX_ATTEMPTS,
  ONE_TIME_CODE_SEND_WINDOW_MINUTES,
  ONE_TIME_CODE_SENDS_PER_WINDOW,
  type OneTimeCodePurpose,
} from '@talentgate/domain';
import { lockName } from '../../db/advisory-lock.js';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import {
  addFailedAttempt,
  countCodesSince,
  findLatestCode,
  hasCodeVerifiedSince,
  insertCode,
  markCodeVerified,
  type CodeOwner,
} from '../../stores/one-time-code-store.js';
import type { SmsSender } from '../sms/sms-sender.js';
import { oneTimeCodeText } from '../sms/sms-texts.js';
import { codeMatches, hashCode, newCode } from './code-hash.js';

const MINUTE = 60_000;

export interface CodeRequest {
  purpose: OneTimeCodePurpose;
  /** The candidate's phone; digits are kept, anything else dropped. */
  phone: string;
  language: string;
  siteName: string;
}

const lockOf = (owner: CodeOwner, purpose: string) =>
  `one-time-code:${owner.tenantId}:${owner.candidateId}:${purpose}`;

/** Sends a new code; OTP_PHONE_MISSING without a number, OTP_RATE_LIMITED past the limit. */
export async function sendOneTimeCode(
  db: Database,
  sms: SmsSender,
  owner: CodeOwner,
  request: CodeRequest,
  now = new Date(),
): Promise<{ sentTo: string; expiresAt: number }> {
  const phone = request.phone.replace(/\D/g, '');
  if (phone.length < 7) throw appError('OTP_PHONE_MISSING');
  const sent = await transaction(db, async (tx) => {
    await lockName(tx, lockOf(owner, request.purpose));
    const since = new Date(now.getTime() - ONE_TIME_CODE_SEND_WINDOW_MINUTES * MINUTE);
    if (
      (await countCodesSince(tx, owner, request.purpose, since)) >= ONE_TIME_CODE_SENDS_PER_WINDOW
    )
      throw appError('OTP_RATE_LIMITED');
    const code = newCode();
    const expiresAt = new Date(now.getTime() + ONE_TIME_CODE_LIFETIME_MINUTES * MINUTE);
    await insertCode(tx, owner, {
      purpose: request.purpose,
      phone,
      codeHash: hashCode(code),
      expiresAt,
      createdAt: now,
    });
    const message = {
      to: phone,
      body: oneTimeCodeText(
        request.language,
        request.siteName,
        code,
        ONE_TIME_CODE_LIFETIME_MINUTES,
      ),
    };
    await sms.record(tx, owner, message, now);
    return { message, expiresAt };
  });
  // Delivered once the code is kept: a code the candidate receives can always be checked.
  await sms.deliver(sent.message);
  return { sentTo: maskPhone(phone), expiresAt: sent.expiresAt.getTime() };
}

/**
 * Checks a code against the latest one sent. A wrong code is an answer (`verified: false`
 * with the attempts left); none sent or already used, expired, or out of attempts is an error.
 */
export async function verifyOneTimeCode(
  db: Database,
  owner: CodeOwner,
  entry: { purpose: OneTimeCodePurpose; code: string },
  now = new Date(),
): Promise<{ verified: boolean; attemptsLeft: number }> {
  return transaction(db, async (tx) => {
    await lockName(tx, lockOf(owner, entry.purpose));
    const stored = await findLatestCode(tx, owner, entry.purpose);
    if (!stored || stored.verifiedAt) throw appError('OTP_NOT_FOUND');
    if (stored.expiresAt.getTime() <= now.getTime()) throw appError('OTP_EXPIRED');
    if (stored.failedAttempts >= ONE_TIME_CODE_MAX_ATTEMPTS)
      throw appError('OTP_ATTEMPTS_EXHAUSTED');
    if (codeMatches(stored.codeHash, entry.code.replace(/\s/g, ''))) {
      await markCodeVerified(tx, stored.id, now);
      return { verified: true, attemptsLeft: ONE_TIME_CODE_MAX_ATTEMPTS - stored.failedAttempts };
    }
    const failed = await addFailedAttempt(tx, stored.id);
    return { verified: false, attemptsLeft: Math.max(ONE_TIME_CODE_MAX_ATTEMPTS - failed, 0) };
  });
}

/** Whether the candidate verified a code for the purpose at or after `since` (a later step's check). */
export async function hasVerifiedOneTimeCode(
  db: Database,
  owner: CodeOwner,
  purpose: OneTimeCodePurpose,
  since: Date,
): Promise<boolean> {
  return hasCodeVerifiedSince(db, owner, purpose, since);
}

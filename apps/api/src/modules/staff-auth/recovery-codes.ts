/**
 * Recovery codes: ten random codes shown once when the second factor is enrolled, each
 * good for one sign-in without the authenticator. Only their SHA-256 is stored (the codes
 * carry 50 bits of randomness each, so a fast hash suffices).
 */
import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { staffRecoveryCodes } from '../../db/schema.js';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const COUNT = 10;

const digest = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('base64url');

function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Replaces the user's codes with ten new ones and answers them (to show once). */
export async function issueRecoveryCodes(db: Database, staffUserId: number): Promise<string[]> {
  const codes = Array.from({ length: COUNT }, newCode);
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, staffUserId));
  await db
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ staffUserId, codeHash: digest(code) })));
  return codes;
}

/** Uses an unused code of the user; false when it is not one. */
export async function useRecoveryCode(
  db: Database,
  staffUserId: number,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffUserId, staffUserId),
        eq(staffRecoveryCodes.codeHash, digest(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length > 0;
}

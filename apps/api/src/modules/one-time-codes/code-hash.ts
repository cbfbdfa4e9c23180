/**
 * Codes are kept as `salt:HMAC-SHA256(salt, code)`: the database never holds a code, and
 * comparing takes the same time whatever the guess.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ONE_TIME_CODE_LENGTH } from '@talentgate/domain';

export function newCode(): string {
  return String(randomInt(0, 10 ** ONE_TIME_CODE_LENGTH)).padStart(ONE_TIME_CODE_LENGTH, '0');
}

const digest = (salt: string, code: string) =>
  createHmac('sha256', Buffer.from(salt, 'hex')).update(code).digest('hex');

export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${digest(salt, code)}`;
}

export function codeMatches(stored: string, code: string): boolean {
  const [salt, expected] = stored.split(':');
  if (!salt || !expected) return false;
  return timingSafeEqual(Buffer.from(digest(salt, code), 'hex'), Buffer.from(expected, 'hex'));
}

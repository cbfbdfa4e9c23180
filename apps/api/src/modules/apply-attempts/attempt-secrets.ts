/**
 * An attempt's id is a bearer secret (it unlocks saved answers): 32 random bytes, base64url.
 * Only its SHA-256 is stored, so a database leak does not hand out live attempts.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newAttemptSecret = () => randomBytes(32).toString('base64url');

export const attemptSecretHash = (secret: string) =>
  createHash('sha256').update(secret).digest('base64url');

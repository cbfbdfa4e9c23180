/**
 * Password hashing with argon2id at OWASP's recommended parameters (19 MiB, 2 passes,
 * 1 lane), and the password policy of packages/domain plus a common-password list.
 */
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import {
  passwordLengthProblem,
  PASSWORD_MIN_LENGTH,
  type PasswordProblem,
} from '@talentgate/domain';

// `Algorithm` is a const enum the compiler cannot import here; 2 is its Argon2id member.
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** ~49,000 most common passwords; only those long enough to pass the length rule matter. */
const COMMON_PASSWORDS = new Set(
  dictionary['passwords-common'].filter((password) => password.length >= PASSWORD_MIN_LENGTH),
);

export function passwordProblem(password: string): PasswordProblem | null {
  const lengthProblem = passwordLengthProblem(password);
  if (lengthProblem) return lengthProblem;
  return COMMON_PASSWORDS.has(password.toLowerCase()) ? 'common' : null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * Compares in constant time. Without a stored hash it still spends the time of a real
 * check, so a response's timing does not tell whether an account exists.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

const dummyHash = hash('talentgate-no-such-account', ARGON2_OPTIONS);

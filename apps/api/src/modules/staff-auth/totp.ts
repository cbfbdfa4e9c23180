/**
 * The second factor: TOTP (RFC 6238, 6 digits, 30 s, SHA-1: what authenticator apps use)
 * through otplib. A code is accepted for the current step and one step either side (clock
 * drift), and only for a step after the last one accepted, so a code cannot be replayed.
 */
import { generateSecret, generateURI, verify } from 'otplib';

const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app takes (pasted, or as a QR code elsewhere). */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  return generateURI({ issuer, label: account, secret });
}

/** The time step the code belongs to when it is valid and newer than `lastStep`; else null. */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS }).catch(
    () => null,
  );
  // The step the code matched (delta already applied), as otplib's replay guard uses it.
  if (!result?.valid || !('timeStep' in result)) return null;
  return lastStep !== null && result.timeStep <= lastStep ? null : result.timeStep;
}

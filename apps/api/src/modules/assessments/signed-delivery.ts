/**
 * The checks every signed status callback passes (decisions 0042, 0052), with the caller's
 * error codes: the signature over the raw body and timestamp (an unknown sender has no secret
 * and fails it too), the timestamp's window, then, inside the transaction of the change it
 * makes, its delivery id used once.
 */
import type { ErrorCode } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import { rememberIdOnce } from '../../stores/assessment-store.js';
import { CALLBACK_TOLERANCE_SECONDS, checkCallback } from './callback-signature.js';

export interface SignedDelivery {
  signature: string | undefined;
  timestamp: string | undefined;
  rawBody: string;
}

export interface DeliveryRefusals {
  signature: ErrorCode;
  stale: ErrorCode;
  replayed: ErrorCode;
}

export interface VerifiedDelivery<Sender> {
  /** The vendor or provider that signed it. */
  sender: Sender;
  /** In the transaction of the change: refuses (`replayed`) a copy of this delivery. */
  acceptOnce(tx: Database, deliveryKey: string): Promise<void>;
}

export function verifySignedDelivery<Sender extends { readonly callbackSecret: Buffer }>(
  sender: Sender | null,
  delivery: SignedDelivery,
  refusals: DeliveryRefusals,
  now: Date,
): VerifiedDelivery<Sender> {
  if (!sender) throw appError(refusals.signature);
  const check = checkCallback(sender.callbackSecret, delivery, delivery.rawBody, now);
  if (!check.ok) throw appError(check.problem === 'stale' ? refusals.stale : refusals.signature);
  // Kept until the timestamp leaves the window: after that a copy is refused as stale.
  const keepUntil = new Date((check.timestamp + CALLBACK_TOLERANCE_SECONDS + 60) * 1000);
  return {
    sender,
    async acceptOnce(tx, deliveryKey) {
      if (!(await rememberIdOnce(tx, deliveryKey, keepUntil, now)))
        throw appError(refusals.replayed);
    },
  };
}

/**
 * A provider's signed status callback (decision 0052), checked as an assessment vendor's is
 * (decision 0042): the signature over the raw body and timestamp (401
 * BACKGROUND_CALLBACK_SIGNATURE_INVALID, also for an unknown provider), the timestamp's window
 * (401 BACKGROUND_CALLBACK_STALE), then, in the transaction of the status change, the
 * delivery id used once (409 BACKGROUND_CALLBACK_REPLAYED). The order is found by the
 * provider's reference within the path's tenant (404 otherwise). A completed order stays
 * completed: a late in_progress changes nothing.
 */
import type { BackgroundCallbackAnswer, BackgroundCallbackBody } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { rememberIdOnce } from '../../stores/assessment-store.js';
import { lockOrderByReference, updateOrderStatus } from '../../stores/background-order-store.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { CALLBACK_TOLERANCE_SECONDS, checkCallback } from './callback-signature.js';
import type { BackgroundProviders } from './provider.js';

export interface ReceivedBackgroundCallback {
  providerId: string;
  signature: string | undefined;
  timestamp: string | undefined;
  rawBody: string;
  body: BackgroundCallbackBody;
}

export async function receiveBackgroundCallback(
  db: Database,
  providers: BackgroundProviders,
  tenant: Tenant,
  callback: ReceivedBackgroundCallback,
  now = new Date(),
): Promise<BackgroundCallbackAnswer> {
  const provider = providers.find(callback.providerId);
  // An unknown provider has no secret: it cannot have signed anything.
  if (!provider) throw appError('BACKGROUND_CALLBACK_SIGNATURE_INVALID');
  const check = checkCallback(
    provider.callbackSecret,
    { signature: callback.signature, timestamp: callback.timestamp },
    callback.rawBody,
    now,
  );
  if (!check.ok) {
    throw appError(
      check.problem === 'stale'
        ? 'BACKGROUND_CALLBACK_STALE'
        : 'BACKGROUND_CALLBACK_SIGNATURE_INVALID',
    );
  }
  const { body } = callback;
  return transaction(db, async (tx) => {
    // The ids used once of decision 0042, kept until the timestamp leaves the window.
    const keepUntil = new Date((check.timestamp + CALLBACK_TOLERANCE_SECONDS + 60) * 1000);
    const first = await rememberIdOnce(
      tx,
      `background:${tenant.id}:${provider.id}:${body.deliveryId}`,
      keepUntil,
      now,
    );
    if (!first) throw appError('BACKGROUND_CALLBACK_REPLAYED');
    const order = await lockOrderByReference(tx, tenant.id, provider.id, body.reference);
    if (!order) throw appError('BACKGROUND_ORDER_NOT_FOUND');
    if (order.status === 'completed') return { reference: body.reference, status: order.status };
    const completed = body.status === 'completed';
    await updateOrderStatus(
      tx,
      order.id,
      {
        status: body.status,
        result: completed ? (body.result ?? null) : null,
        summary: completed ? (body.summary ?? null) : null,
        completedAt: completed ? now : null,
      },
      now,
    );
    return { reference: body.reference, status: body.status };
  });
}

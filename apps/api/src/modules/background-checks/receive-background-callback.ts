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
import { lockOrderByReference, updateOrderStatus } from '../../stores/background-order-store.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { verifySignedDelivery } from '../assessments/signed-delivery.js';
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
  const delivery = verifySignedDelivery(
    providers.find(callback.providerId),
    callback,
    {
      signature: 'BACKGROUND_CALLBACK_SIGNATURE_INVALID',
      stale: 'BACKGROUND_CALLBACK_STALE',
      replayed: 'BACKGROUND_CALLBACK_REPLAYED',
    },
    now,
  );
  const { body } = callback;
  const providerId = delivery.sender.id;
  return transaction(db, async (tx) => {
    await delivery.acceptOnce(tx, `background:${tenant.id}:${providerId}:${body.deliveryId}`);
    const order = await lockOrderByReference(tx, tenant.id, providerId, body.reference);
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

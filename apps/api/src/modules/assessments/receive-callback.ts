/**
 * A vendor's signed status callback (decision 0042): the signature over the raw body and
 * timestamp (401 ASSESSMENT_CALLBACK_SIGNATURE_INVALID), the timestamp's window (401
 * ASSESSMENT_CALLBACK_STALE), then, in one transaction with the status change, the delivery
 * id used once (409 ASSESSMENT_CALLBACK_REPLAYED). The assessment is found by the vendor's
 * reference within the path's tenant (404 otherwise). A status never goes back from
 * Completed: a late "inprocess" after the result is kept as the result.
 */
import {
  assessmentDisplay,
  type AssessmentCallbackAnswer,
  type AssessmentCallbackBody,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import { lockVendorAssessment, updateAssessmentStatus } from '../../stores/assessment-store.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { verifySignedDelivery } from './signed-delivery.js';
import type { AssessmentVendors } from './vendor.js';

export interface ReceivedCallback {
  vendorId: string;
  signature: string | undefined;
  timestamp: string | undefined;
  rawBody: string;
  body: AssessmentCallbackBody;
}

export async function receiveCallback(
  db: Database,
  vendors: AssessmentVendors,
  tenant: Tenant,
  callback: ReceivedCallback,
  now = new Date(),
): Promise<AssessmentCallbackAnswer> {
  const delivery = verifySignedDelivery(
    vendors.find(callback.vendorId),
    callback,
    {
      signature: 'ASSESSMENT_CALLBACK_SIGNATURE_INVALID',
      stale: 'ASSESSMENT_CALLBACK_STALE',
      replayed: 'ASSESSMENT_CALLBACK_REPLAYED',
    },
    now,
  );
  const { body } = callback;
  const vendorId = delivery.sender.id;
  return transaction(db, async (tx) => {
    await delivery.acceptOnce(tx, `callback:${tenant.id}:${vendorId}:${body.deliveryId}`);
    const row = await lockVendorAssessment(tx, tenant.id, vendorId, body.reference);
    if (!row) throw appError('ASSESSMENT_NOT_FOUND');
    const status = body.status.toLowerCase();
    const done = assessmentDisplay(row.testStatus) === 'completed';
    const nowDone = assessmentDisplay(status) === 'completed';
    if (done && !nowDone) return { reference: body.reference, testStatus: row.testStatus };
    const updated = await updateAssessmentStatus(
      tx,
      row,
      {
        testStatus: status,
        ...(body.score === undefined ? {} : { score: body.score }),
        ...(nowDone && row.completedAt === null ? { completedAt: now } : {}),
      },
      now,
    );
    return { reference: body.reference, testStatus: updated.testStatus };
  });
}

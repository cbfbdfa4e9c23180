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
import {
  lockVendorAssessment,
  rememberIdOnce,
  updateAssessmentStatus,
} from '../../stores/assessment-store.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { CALLBACK_TOLERANCE_SECONDS, checkCallback } from './callback-signature.js';
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
  const vendor = vendors.find(callback.vendorId);
  // An unknown vendor has no secret: it cannot have signed anything.
  if (!vendor) throw appError('ASSESSMENT_CALLBACK_SIGNATURE_INVALID');
  const check = checkCallback(
    vendor.callbackSecret,
    { signature: callback.signature, timestamp: callback.timestamp },
    callback.rawBody,
    now,
  );
  if (!check.ok) {
    throw appError(
      check.problem === 'stale'
        ? 'ASSESSMENT_CALLBACK_STALE'
        : 'ASSESSMENT_CALLBACK_SIGNATURE_INVALID',
    );
  }
  const { body } = callback;
  return transaction(db, async (tx) => {
    // Kept until the timestamp leaves the window: after that a copy is refused as stale.
    const keepUntil = new Date((check.timestamp + CALLBACK_TOLERANCE_SECONDS + 60) * 1000);
    const first = await rememberIdOnce(
      tx,
      `callback:${tenant.id}:${vendor.id}:${body.deliveryId}`,
      keepUntil,
      now,
    );
    if (!first) throw appError('ASSESSMENT_CALLBACK_REPLAYED');
    const row = await lockVendorAssessment(tx, tenant.id, vendor.id, body.reference);
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

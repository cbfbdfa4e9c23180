import type { BackgroundOrder } from '@talentgate/domain';
import { BACKGROUND_ORDER_STATUSES, BACKGROUND_RESULTS } from '@talentgate/domain';
import type { BackgroundOrderWithStaff } from '../../stores/background-order-store.js';

const statusOf = (value: string): BackgroundOrder['status'] =>
  BACKGROUND_ORDER_STATUSES.find((status) => status === value) ?? 'ordered';

const resultOf = (value: string | null): BackgroundOrder['result'] =>
  BACKGROUND_RESULTS.find((result) => result === value) ?? null;

/** An order as staff read it; the provider's reference stays on the server. */
export function presentOrder(row: BackgroundOrderWithStaff): BackgroundOrder {
  return {
    orderId: row.id,
    applicationId: row.applicationId,
    provider: row.provider,
    packageCode: row.packageCode,
    packageName: row.packageName,
    status: statusOf(row.status),
    result: resultOf(row.result),
    summary: row.summary,
    orderedBy: row.orderedBy,
    orderedAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

import { FLOW_TYPES, type ApplyStream, type FlowType } from '@talentgate/domain';
import type { StreamRow } from './find-stream.js';

function isFlowType(value: string): value is FlowType {
  return FLOW_TYPES.some((type) => type === value);
}

export function presentStream(row: StreamRow): ApplyStream {
  // The table's check constraint admits only the known flow types.
  if (!isFlowType(row.flowType)) throw new Error(`unknown flow type ${row.flowType}`);
  return {
    applyStreamId: row.id,
    requisitionId: row.requisitionId,
    key: row.key,
    name: row.name,
    flowType: row.flowType,
  };
}

import type { TransactionLogEntry, TransactionLogInput } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transactionLog } from '../../db/schema.js';
import type { Owner } from '../auth/signed-in-owner.js';

type LogRow = typeof transactionLog.$inferSelect;

/** Records what the candidate did; the dashboard refreshes the activity feed afterwards. */
export async function addLogEntry(
  db: Database,
  owner: Owner,
  input: TransactionLogInput,
): Promise<LogRow> {
  const [row] = await db
    .insert(transactionLog)
    .values({ ...owner, action: input.action, detail: input.detail ?? '' })
    .returning();
  if (!row) throw new Error('transaction log entry not added');
  return row;
}

export function presentLogEntry(row: LogRow): TransactionLogEntry {
  return {
    transactionLogId: row.id,
    candidateId: row.candidateId,
    action: row.action,
    detail: row.detail,
    createdAt: row.createdAt.getTime(),
  };
}

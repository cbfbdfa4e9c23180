/**
 * Apply attempts that expired without a final submit are deleted with what hangs from them:
 * their continue links and held files' rows by the foreign keys' cascade, and the held
 * files' bytes (stored_files, which no key ties to an attachment) first, in the same
 * transaction. Completed attempts stay: they name the candidate they made, and retention
 * counts them as that candidate's activity. The privacy worker runs this every round.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { attachments } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { deleteAttempts, lockExpiredAttempts } from '../../stores/attempt-store.js';
import { PostgresFileStore } from '../attachments/file-store.js';

/** Attempts per transaction: a long backlog is deleted in short steps. */
const BATCH_SIZE = 200;

async function purgeBatch(db: Database, now: Date): Promise<number> {
  return transaction(db, async (tx) => {
    // An attempt another transaction holds is left for the next round.
    const ids = await lockExpiredAttempts(tx, now, BATCH_SIZE);
    if (ids.length === 0) return 0;
    const held = await tx
      .select({ tenantId: attachments.tenantId, storageKey: attachments.storageKey })
      .from(attachments)
      .where(inArray(attachments.attemptId, ids));
    const files = new PostgresFileStore(tx);
    for (const file of held) await files.delete(file.tenantId, file.storageKey);
    await deleteAttempts(tx, ids);
    return ids.length;
  });
}

/** Deletes every attempt expired at `now` and not completed; answers how many. */
export async function purgeExpiredAttempts(db: Database, now = new Date()): Promise<number> {
  let purged = 0;
  for (;;) {
    const batch = await purgeBatch(db, now);
    purged += batch;
    if (batch < BATCH_SIZE) return purged;
  }
}

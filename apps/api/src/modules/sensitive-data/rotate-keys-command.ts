/** The `rotate-keys` command line (cli/rotate-keys.ts runs it on the configured database). */
import type { Database } from '../../db/client.js';
import { UsageError } from '../../errors/usage-error.js';
import type { KeyRing } from './key-ring.js';
import { rotateKeys } from './rotate-keys.js';

export const ROTATE_KEYS_USAGE = `Usage: npm run rotate-keys [-- --rewrap-only]
  Rewraps every tenant's data key with SENSITIVE_DATA_MASTER_KEY (the keys that wrapped them
  before listed in SENSITIVE_DATA_PREVIOUS_MASTER_KEYS), then gives each tenant a new data
  key and re-encrypts its values with it. --rewrap-only keeps the data keys.`;

export async function runRotateKeysCommand(
  args: readonly string[],
  context: { db: Database; keys: KeyRing },
): Promise<string> {
  const unknown = args.filter((arg) => arg !== '--rewrap-only');
  if (unknown.length > 0) throw new UsageError(`Unknown argument "${unknown.join(' ')}".`);
  const result = await rotateKeys(context.db, context.keys, {
    newDataKeys: !args.includes('--rewrap-only'),
  });
  return [
    `Data keys rewrapped with the current master key: ${result.rewrapped}`,
    ...result.tenants.map(
      (tenant) =>
        `Tenant ${tenant.tenantId}: data key version ${tenant.version}, ${tenant.reencrypted} values re-encrypted, ${tenant.keysDeleted} old keys deleted`,
    ),
  ].join('\n');
}

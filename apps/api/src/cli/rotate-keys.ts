/** `npm run rotate-keys [-- --rewrap-only]` (see ROTATE_KEYS_USAGE). */
import { databaseTargetFor } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { UsageError } from '../errors/usage-error.js';
import { KeyRing } from '../modules/sensitive-data/key-ring.js';
import {
  ROTATE_KEYS_USAGE,
  runRotateKeysCommand,
} from '../modules/sensitive-data/rotate-keys-command.js';

const config = loadConfig();
const database = await openDatabase(databaseTargetFor(config));
try {
  console.error(
    await runRotateKeysCommand(process.argv.slice(2), {
      db: database.db,
      keys: new KeyRing(config.masterKeys),
    }),
  );
} catch (error) {
  if (!(error instanceof UsageError || error instanceof Error)) throw error;
  console.error(
    error instanceof UsageError ? `${error.message}\n\n${ROTATE_KEYS_USAGE}` : error.message,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}

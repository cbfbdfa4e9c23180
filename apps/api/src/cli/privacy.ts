/** `npm run privacy -w @talentgate/api -- retention|run …` (see PRIVACY_USAGE). */
import { databaseTargetFor } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { UsageError } from '../errors/usage-error.js';
import { PRIVACY_USAGE, runPrivacyCommand } from '../modules/privacy/privacy-command.js';

const config = loadConfig();
const database = await openDatabase(databaseTargetFor(config));
try {
  console.error(await runPrivacyCommand(process.argv.slice(2), { db: database.db }));
} catch (error) {
  if (!(error instanceof UsageError || error instanceof Error)) throw error;
  console.error(
    error instanceof UsageError ? `${error.message}\n\n${PRIVACY_USAGE}` : error.message,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}

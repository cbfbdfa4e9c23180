/** `npm run tenant -w @talentgate/api -- create …` (see TENANT_USAGE). */
import { databaseTargetFor } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { UsageError } from '../errors/usage-error.js';
import { runTenantCommand, TENANT_USAGE } from '../modules/tenants/tenant-command.js';

const config = loadConfig();
const database = await openDatabase(databaseTargetFor(config));
try {
  console.error(
    await runTenantCommand(process.argv.slice(2), { db: database.db, env: process.env }),
  );
} catch (error) {
  if (!(error instanceof UsageError || error instanceof Error)) throw error;
  console.error(
    error instanceof UsageError ? `${error.message}\n\n${TENANT_USAGE}` : error.message,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}

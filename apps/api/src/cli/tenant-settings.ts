/** `npm run tenant-settings -w @talentgate/api -- flags|captcha …` (see TENANT_SETTINGS_USAGE). */
import { databaseTargetFor } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { UsageError } from '../errors/usage-error.js';
import {
  runTenantSettingsCommand,
  TENANT_SETTINGS_USAGE,
} from '../modules/tenants/tenant-settings-command.js';

const config = loadConfig();
const database = await openDatabase(databaseTargetFor(config));
try {
  console.error(
    await runTenantSettingsCommand(process.argv.slice(2), {
      db: database.db,
      workingDir: config.invocationDir,
    }),
  );
} catch (error) {
  if (!(error instanceof UsageError || error instanceof Error)) throw error;
  console.error(
    error instanceof UsageError ? `${error.message}\n\n${TENANT_SETTINGS_USAGE}` : error.message,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}

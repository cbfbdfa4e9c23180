/** `npm run campaigns -w @talentgate/api -- import|export|schema …` (see CAMPAIGNS_USAGE). */
import { databaseTargetFor } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { UsageError } from '../errors/usage-error.js';
import { CAMPAIGNS_USAGE, runCampaignsCommand } from '../modules/campaigns/campaigns-command.js';
import { CampaignsFileError } from '../modules/campaigns/campaigns-file.js';

const config = loadConfig();
const database = await openDatabase(databaseTargetFor(config));
try {
  const done = await runCampaignsCommand(process.argv.slice(2), {
    db: database.db,
    workingDir: config.invocationDir,
    write: (text) => process.stdout.write(text),
  });
  console.error(done);
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${CAMPAIGNS_USAGE}`);
  else if (error instanceof CampaignsFileError) console.error(error.message);
  else throw error;
  process.exitCode = 1;
} finally {
  await database.close();
}

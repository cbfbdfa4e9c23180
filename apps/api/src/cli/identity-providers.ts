/** `npm run identity-providers -w @talentgate/api -- import|export|schema …` (PROVIDERS_USAGE). */
import { databaseTargetFor } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { UsageError } from '../errors/usage-error.js';
import {
  PROVIDERS_USAGE,
  runProvidersCommand,
} from '../modules/identity-providers/providers-command.js';
import { ProvidersFileError } from '../modules/identity-providers/providers-file.js';

const config = loadConfig();
const database = await openDatabase(databaseTargetFor(config));
try {
  const done = await runProvidersCommand(process.argv.slice(2), {
    db: database.db,
    workingDir: config.invocationDir,
    write: (text) => process.stdout.write(text),
  });
  console.error(done);
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${PROVIDERS_USAGE}`);
  else if (error instanceof ProvidersFileError) console.error(error.message);
  else throw error;
  process.exitCode = 1;
} finally {
  await database.close();
}

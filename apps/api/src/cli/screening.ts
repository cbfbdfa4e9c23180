/** `npm run screening -w @talentgate/api -- import|export|schema …` (see SCREENING_USAGE). */
import { databaseTargetFor } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { UsageError } from '../errors/usage-error.js';
import { SCREENING_USAGE, runScreeningCommand } from '../modules/screening/screening-command.js';
import { ScreeningFileError } from '../modules/screening/screening-file.js';

const config = loadConfig();
const database = await openDatabase(databaseTargetFor(config));
try {
  const done = await runScreeningCommand(process.argv.slice(2), {
    db: database.db,
    workingDir: config.invocationDir,
    write: (text) => process.stdout.write(text),
  });
  console.error(done);
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${SCREENING_USAGE}`);
  else if (error instanceof ScreeningFileError) console.error(error.message);
  else throw error;
  process.exitCode = 1;
} finally {
  await database.close();
}

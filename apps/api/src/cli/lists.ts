/** `npm run lists -w @talentgate/api -- import|export|schema …` (see LISTS_USAGE). */
import { databaseTargetFor } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { UsageError } from '../errors/usage-error.js';
import { LISTS_USAGE, runListsCommand } from '../modules/lists/lists-command.js';
import { ListsFileError } from '../modules/lists/lists-file.js';

const config = loadConfig();
const database = await openDatabase(databaseTargetFor(config));
try {
  const done = await runListsCommand(process.argv.slice(2), {
    db: database.db,
    workingDir: config.invocationDir,
    write: (text) => process.stdout.write(text),
  });
  console.error(done);
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${LISTS_USAGE}`);
  else if (error instanceof ListsFileError) console.error(error.message);
  else throw error;
  process.exitCode = 1;
} finally {
  await database.close();
}

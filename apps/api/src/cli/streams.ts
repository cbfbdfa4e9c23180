/** `npm run streams -w @talentgate/api -- import|export …` (see streams-command.ts). */
import { databaseTargetFor } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { runStreamsCommand } from './streams-command.js';

const config = loadConfig();
const database = await openDatabase(databaseTargetFor(config));
try {
  process.exitCode = await runStreamsCommand(database.db, process.argv.slice(2), {
    workingDir: config.commandDir,
    out: (text) => console.log(text),
    error: (text) => console.error(text),
  });
} finally {
  await database.close();
}

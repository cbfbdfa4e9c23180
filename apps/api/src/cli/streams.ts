/** `npm run streams -w @talentgate/api -- import|export|schema …` (see streams-command.ts). */
import { databaseTargetFor } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { runStreamsCommand } from './streams-command.js';

const config = loadConfig();
process.exitCode = await runStreamsCommand(
  process.argv.slice(2),
  {
    workingDir: config.commandDir,
    out: (text) => console.log(text),
    error: (text) => console.error(text),
  },
  async (use) => {
    const database = await openDatabase(databaseTargetFor(config));
    try {
      await use(database.db);
    } finally {
      await database.close();
    }
  },
);

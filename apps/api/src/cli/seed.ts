/** `npm run db:seed -w @talentgate/api`: seed the demo tenant into the configured database. */
import { databaseTargetFor } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedDemoTenant } from '../seed/seed-demo.js';

const database = await openDatabase(databaseTargetFor(loadConfig()));
try {
  console.log(await seedDemoTenant(database.db));
} finally {
  await database.close();
}

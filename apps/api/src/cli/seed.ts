/**
 * `npm run db:seed -w @talentgate/api`: seed the demo tenant into the configured database,
 * with the bundled US postal codes a starting site would otherwise load first.
 */
import { databaseTargetFor, siteOrigin } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { loadBundledUsPostalCodes } from '../modules/places/bundled-us-postal-codes.js';
import { seedDemoTenant } from '../seed/seed-demo.js';

const config = loadConfig();
const database = await openDatabase(databaseTargetFor(config));
try {
  console.log(await seedDemoTenant(database.db, new Date(), siteOrigin(config, 'demo')));
  console.log(await loadBundledUsPostalCodes(database.db));
} finally {
  await database.close();
}

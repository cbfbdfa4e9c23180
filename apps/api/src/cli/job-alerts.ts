/**
 * `npm run job-alerts -w @talentgate/api -- <client>`: writes the job-alert e-mails of the
 * tenant's confirmed subscribers with new matching jobs to the outbox now, besides the
 * running site's scheduled sending (JOB_ALERT_INTERVAL_SECONDS); the site's mail worker
 * sends them. Jobs an alert named are not named again (decision 0027).
 */
import { databaseTargetFor, siteOrigin } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { sendJobAlerts } from '../modules/job-alerts/send-job-alerts.js';
import { TenantDirectory } from '../modules/tenants/find-tenant.js';
import { SigningKeys } from '../modules/tokens/signing-keys.js';

const USAGE = 'Usage: npm run job-alerts -w @talentgate/api -- <client>';
const config = loadConfig();
const [client] = process.argv.slice(2);
if (!client) {
  console.error(USAGE);
  process.exitCode = 1;
} else {
  const database = await openDatabase(databaseTargetFor(config));
  try {
    const tenant = await new TenantDirectory(database.db).require(client);
    const count = await sendJobAlerts(
      database.db,
      new SigningKeys(database.db),
      tenant,
      siteOrigin(config, client),
    );
    console.error(`${count} job-alert e-mail(s) written to the outbox of ${client}.`);
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

/** Entry point: read the configuration, build the app, seed the demo tenant, listen. */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { loadBundledUsPostalCodes } from './modules/places/bundled-us-postal-codes.js';
import { seedDemoTenant } from './seed/seed-demo.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  if (config.seedDemo) {
    const seeded = await seedDemoTenant(app.db);
    app.tenants.clear();
    app.log.info(seeded, 'demo tenant ready');
  }

  app.log.info(await loadBundledUsPostalCodes(app.db), 'US postal codes ready');

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // The places index (about 1.5 s of work) is built now rather than on the first keystroke.
  app.places.warm().then(
    (index) => app.log.info({ cities: index.size }, 'places index ready'),
    (error: unknown) => app.log.error({ err: error }, 'places index failed to build'),
  );
  app.log.info(`Talentgate on http://localhost:${config.port} (${app.database.engine})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

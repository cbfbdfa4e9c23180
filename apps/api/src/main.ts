/** Entry point: read the configuration, build the app, seed the demo tenant, listen. */
import { buildApp, siteOrigin } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import {
  DEV_PROVIDER_CLIENT,
  DEV_PROVIDER_SECRET_ENV,
  newDevProviderSecret,
  startDevProvider,
} from './modules/dev-identity-provider/dev-provider.js';
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

  // Outside production the demo tenant signs in with a built-in development identity
  // provider until it has real ones; the site must know its secret before it is built.
  const devSecret = config.devIdentityProvider ? newDevProviderSecret() : null;
  const app = await buildApp(
    devSecret
      ? {
          ...config,
          identityProviderSecrets: new Map([
            ...config.identityProviderSecrets,
            [DEV_PROVIDER_SECRET_ENV, devSecret],
          ]),
        }
      : config,
  );
  if (config.seedDemo) {
    const seeded = await seedDemoTenant(app.db, new Date(), siteOrigin(config, 'demo'));
    app.tenants.clear();
    app.log.info(seeded, 'demo tenant ready');
  }
  const devProvider =
    config.devIdentityProvider && devSecret
      ? await startDevProvider(app.db, {
          port: config.devIdentityProvider.port,
          secret: devSecret,
          origin: siteOrigin(config, DEV_PROVIDER_CLIENT),
        })
      : null;
  if (devProvider) {
    app.log.info(
      `Development identity provider on ${devProvider.issuer}: "Sign in with Google" on the demo site takes any e-mail address`,
    );
  }

  app.log.info(await loadBundledUsPostalCodes(app.db), 'US postal codes ready');

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await devProvider?.close();
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

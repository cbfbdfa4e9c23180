import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { BackgroundProviders } from './provider.js';
import { createSimulatedProvider, SIMULATED_PROVIDER_ID } from './simulated-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    backgroundProviders: BackgroundProviders;
  }
}

export interface BackgroundProvidersOptions {
  /** The simulated provider's pause before each callback (short in tests). */
  simulatedStepDelayMs: number;
}

/**
 * Makes `app.backgroundProviders` available: the simulated provider, the default. Its callback
 * secret is made per process, as the built-in assessment vendor's (decision 0042): it calls
 * back the process that placed the order. Its server closes with the app.
 */
export const backgroundProvidersPlugin = fp<BackgroundProvidersOptions>(
  async (app, options) => {
    const simulated = createSimulatedProvider({
      callbackSecret: randomBytes(32),
      stepDelayMs: options.simulatedStepDelayMs,
      log: app.log,
    });
    app.decorate(
      'backgroundProviders',
      new BackgroundProviders([simulated], SIMULATED_PROVIDER_ID),
    );
    app.addHook('onClose', () => simulated.close());
  },
  { name: 'background-providers' },
);

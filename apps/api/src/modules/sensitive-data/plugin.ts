import fp from 'fastify-plugin';
import type { MasterKeys } from '../../config.js';
import { KeyRing } from './key-ring.js';
import { SensitiveData } from './sensitive-data.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** SSNs and document numbers, encrypted at rest (decision 0048). */
    sensitiveData: SensitiveData;
  }
}

/** Makes `app.sensitiveData` from the configured master keys. */
export const sensitiveDataPlugin = fp<{ masterKeys: MasterKeys }>(
  async (app, options) => {
    app.decorate('sensitiveData', new SensitiveData(new KeyRing(options.masterKeys)));
  },
  { name: 'sensitive-data' },
);

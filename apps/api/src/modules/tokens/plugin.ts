import fp from 'fastify-plugin';
import { SigningKeys } from './signing-keys.js';

declare module 'fastify' {
  interface FastifyInstance {
    signingKeys: SigningKeys;
  }
}

/** Makes `app.signingKeys` available; needs the database plugin. */
export const signingKeysPlugin = fp(
  async (app) => {
    app.decorate('signingKeys', new SigningKeys(app.db));
  },
  { name: 'signing-keys', dependencies: ['database'] },
);

import fp from 'fastify-plugin';
import { TenantDirectory } from './find-tenant.js';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantDirectory;
  }
}

/** Makes `app.tenants` available to every module; needs the database plugin. */
export const tenantsPlugin = fp(
  async (app) => {
    app.decorate('tenants', new TenantDirectory(app.db));
  },
  { name: 'tenants', dependencies: ['database'] },
);

import fp from 'fastify-plugin';
import type { Tenant } from '../tenants/find-tenant.js';
import type { HrSystem } from './hr-system.js';
import { hrSystemOf } from './hr-settings.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tenant's HR system (settings.hrSystem), with its token from the environment. */
    hrSystemOf: (tenant: Tenant) => HrSystem;
  }
}

export const hrSystemPlugin = fp<{ secrets: ReadonlyMap<string, string> }>(
  async (app, options) => {
    app.decorate('hrSystemOf', (tenant: Tenant) => hrSystemOf(tenant, options.secrets));
  },
  { name: 'hr-system' },
);

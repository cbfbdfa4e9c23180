import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { BUILTIN_VENDOR_ID, createBuiltinVendor } from './builtin-vendor.js';
import { AssessmentVendors } from './vendor.js';

declare module 'fastify' {
  interface FastifyInstance {
    assessmentVendors: AssessmentVendors;
  }
}

/**
 * Makes `app.assessmentVendors` available: the built-in vendor, the default for every
 * position code. Its callback secret is made per process: the built-in vendor delivers its
 * callbacks to the process that signed them (builtin-vendor.ts), so no instance needs
 * another's secret. An outside vendor's adapter would take its secret from the configuration.
 */
export const assessmentVendorsPlugin = fp(
  async (app) => {
    const builtin = createBuiltinVendor(app.signingKeys, randomBytes(32));
    app.decorate('assessmentVendors', new AssessmentVendors([builtin], BUILTIN_VENDOR_ID));
  },
  { name: 'assessment-vendors', dependencies: ['signing-keys'] },
);

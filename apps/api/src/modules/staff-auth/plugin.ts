import fp from 'fastify-plugin';
import { StaffAuthCache } from './staff-access.js';
import { staffCookieName } from './staff-sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    staffAuthCache: StaffAuthCache;
    /** staffCookieName() of this app's configuration. */
    staffCookieName: string;
  }
}

/** The staff authorization cache and cookie name, for every staff module. */
export const staffAuthPlugin = fp<{ cookieSecure: boolean }>(
  async (app, options) => {
    app.decorate('staffAuthCache', new StaffAuthCache(app.db));
    app.decorate('staffCookieName', staffCookieName(options.cookieSecure));
    app.decorateRequest('staffContext', null);
  },
  { name: 'staff-auth', dependencies: ['database'] },
);

/**
 * The database as a Fastify plugin: opened (and migrated) when the app starts,
 * closed when it closes (fastify docs/Guides/Database.md).
 */
import fp from 'fastify-plugin';
import {
  openDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseTarget,
} from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/** Either where to open the database, or a database the caller opened and will close. */
export type DatabasePluginOptions = { target: DatabaseTarget } | { handle: DatabaseHandle };

export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const owned = 'target' in options;
    const database = owned ? await openDatabase(options.target) : options.handle;
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (owned) app.addHook('onClose', async () => database.close());
  },
  { name: 'database' },
);

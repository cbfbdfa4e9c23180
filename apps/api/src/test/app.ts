/** Builds the real app against a test database, without listening. */
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { TestDatabase } from './database.js';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent/talentgate-web-dist',
    // Test files make many writes from one address; the limit has its own test.
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_STAFF_SIGN_INS_PER_MINUTE: '100000',
    ...overrides,
  });
}

export async function buildTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  dependencies: Omit<AppDependencies, 'database'> = {},
): Promise<FastifyInstance> {
  return buildApp(testConfig(env), { ...dependencies, database: database.handle });
}

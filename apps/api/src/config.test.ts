import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.js';

/** Production needs a master key for sensitive data (decision 0048). */
const PRODUCTION = { NODE_ENV: 'production', SENSITIVE_DATA_MASTER_KEY: 'ab'.repeat(32) };

describe('configuration', () => {
  it('has working defaults: embedded database under ./data, demo tenant, port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: null,
      dataDir: path.join(REPO_ROOT, 'data'),
      seedDemo: true,
      defaultClient: 'demo',
      nodeEnv: 'development',
    });
  });

  it('resolves relative folders against where the command was typed', () => {
    const config = loadConfig({ INIT_CWD: '/srv/site', DATA_DIR: 'store' });
    expect(config.dataDir).toBe('/srv/site/store');
    expect(config.commandDir).toBe('/srv/site');
  });

  it('serves the OpenAPI UI outside production, and in production only when OPENAPI_UI says so', () => {
    expect(loadConfig({}).openApiUi).toBe(true);
    expect(loadConfig(PRODUCTION).openApiUi).toBe(false);
    expect(loadConfig({ ...PRODUCTION, OPENAPI_UI: 'true' }).openApiUi).toBe(true);
    expect(loadConfig({ OPENAPI_UI: 'false' }).openApiUi).toBe(false);
  });

  it('runs the development identity provider in development only, never in production', () => {
    expect(loadConfig({}).devIdentityProvider).toEqual({ port: 3001 });
    expect(loadConfig({ PORT: '8080' }).devIdentityProvider).toEqual({ port: 8081 });
    expect(loadConfig({ DEV_IDENTITY_PROVIDER_PORT: '4000' }).devIdentityProvider).toEqual({
      port: 4000,
    });
    expect(loadConfig({ DEV_IDENTITY_PROVIDER: 'false' }).devIdentityProvider).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test' }).devIdentityProvider).toBeNull();
    expect(loadConfig(PRODUCTION).devIdentityProvider).toBeNull();
    expect(() => loadConfig({ ...PRODUCTION, DEV_IDENTITY_PROVIDER: 'true' })).toThrow(
      /DEV_IDENTITY_PROVIDER must be off in production/,
    );
  });

  it('sizes the PostgreSQL pool at twice the cores and one unless DATABASE_POOL_SIZE says', () => {
    expect(loadConfig({}).databasePoolSize).toBe(2 * availableParallelism() + 1);
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(
      'DATABASE_POOL_SIZE must be an integer from 1 to 100 (got "0")',
    );
  });

  it('takes whole numbers within their range and says which range when one is not', () => {
    const config = loadConfig({ JOB_SEARCH_CACHE_SECONDS: '0', RATE_LIMIT_WRITES_PER_MINUTE: '7' });
    expect(config).toMatchObject({ jobSearchCacheSeconds: 0, writeRateLimitPerMinute: 7 });
    expect(loadConfig({}).jobSearchCacheSeconds).toBe(30);
    expect(() => loadConfig({ JOB_SEARCH_CACHE_SECONDS: '2.5' })).toThrow(
      'JOB_SEARCH_CACHE_SECONDS must be an integer from 0 to 3600 (got "2.5")',
    );
    expect(() => loadConfig({ JOB_ALERT_INTERVAL_SECONDS: '604801' })).toThrow(
      'JOB_ALERT_INTERVAL_SECONDS must be an integer from 0 to 604800 (got "604801")',
    );
    expect(() => loadConfig({ RATE_LIMIT_LOOKUPS_PER_MINUTE: '0' })).toThrow(
      'RATE_LIMIT_LOOKUPS_PER_MINUTE must be a positive integer (got "0")',
    );
  });

  it('reads the host-to-client map', () => {
    const config = loadConfig({ TENANT_HOSTS: 'careers.acme.com=acme, Jobs.Globex.com=globex' });
    expect([...config.tenantHosts]).toEqual([
      ['careers.acme.com', 'acme'],
      ['jobs.globex.com', 'globex'],
    ]);
  });

  it('lists every problem at once', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        NODE_ENV: 'staging',
        DATABASE_URL: 'mysql://x',
        SEED_DEMO: 'maybe',
        TENANT_HOSTS: 'nohost',
        DEFAULT_CLIENT: 'Bad Client',
        LOG_LEVEL: 'loud',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      const problems = error.problems;
      expect(problems).toHaveLength(7);
      expect(problems.join('\n')).toMatch(/PORT[\s\S]*NODE_ENV|NODE_ENV[\s\S]*PORT/);
      for (const name of [
        'PORT',
        'NODE_ENV',
        'DATABASE_URL',
        'SEED_DEMO',
        'TENANT_HOSTS',
        'DEFAULT_CLIENT',
        'LOG_LEVEL',
      ]) {
        expect(problems.some((problem) => problem.includes(name))).toBe(true);
      }
    }
  });
});

describe('README', () => {
  it('documents every environment variable the configuration reads', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(path.join(REPO_ROOT, 'apps/api/src/config.ts'), 'utf8');
    const readme = await readFile(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const variables = [...source.matchAll(/(?:read|bool|oneOf|integer)\('([A-Z_]+)'/g)]
      .map((match) => match[1] ?? '')
      .filter((name) => name !== 'INIT_CWD');
    expect(variables.length).toBeGreaterThan(15);
    for (const name of variables) expect(readme).toContain(`| \`${name}\``);
  });
});

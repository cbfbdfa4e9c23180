import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createTenant } from '../test/factories.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await createTenant(database.handle.db, { client: 'acme' });
  app = await buildTestApp(database, { RATE_LIMIT_WRITES_PER_MINUTE: '3' });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const forgot = (address: string) =>
  app.inject({
    method: 'POST',
    url: '/rest/public/candidate/acme/password/',
    remoteAddress: address,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { uname: 'someone@example.com' },
  });

describe('write rate limit', () => {
  it('answers 429 RATE_LIMITED past the limit per address, and leaves reads and other addresses alone', async () => {
    for (let request = 0; request < 3; request += 1)
      expect((await forgot('10.1.1.1')).statusCode).toBe(200);
    const limited = await forgot('10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();

    expect((await forgot('10.1.1.2')).statusCode).toBe(200);
    const read = await app.inject({ url: '/rest/public/site/acme', remoteAddress: '10.1.1.1' });
    expect(read.statusCode).toBe(200);
  });

  it('never limits reads or sends them limit headers, however many arrive', async () => {
    for (let request = 0; request < 5; request += 1) {
      const read = await app.inject({ url: '/rest/public/site/acme', remoteAddress: '10.1.1.3' });
      expect(read.statusCode).toBe(200);
      expect(read.headers['x-ratelimit-limit']).toBeUndefined();
    }
    const write = await forgot('10.1.1.3');
    expect(write.headers['x-ratelimit-limit']).toBe('3');
  });
});

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

// Several instances behind a load balancer: with REDIS_URL they count each address together.
describe.runIf(await redisAnswers(REDIS_URL))('write rate limit shared through Redis', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    const env = { RATE_LIMIT_WRITES_PER_MINUTE: '4', REDIS_URL };
    first = await buildTestApp(database, env);
    second = await buildTestApp(database, env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts an address across instances: the fifth write is refused wherever it lands', async () => {
    // An address of this run's own: other runs may share the Redis server.
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const forgotOn = (instance: FastifyInstance) =>
      instance.inject({
        method: 'POST',
        url: '/rest/public/candidate/acme/password/',
        remoteAddress: address,
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { uname: 'someone@example.com' },
      });
    for (const instance of [first, second, first, second]) {
      expect((await forgotOn(instance)).statusCode).toBe(200);
    }
    const refused = await forgotOn(first);
    expect(refused.statusCode).toBe(429);
    expect((await forgotOn(second)).statusCode).toBe(429);
  });
});

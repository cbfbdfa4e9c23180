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

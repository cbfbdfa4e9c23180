/**
 * Issue 19 item 9: when the database stops answering, readiness says so within 2 s and calls
 * fail with 503 instead of hanging. The silent server is a TCP proxy in front of PostgreSQL
 * that stops passing bytes on (PGlite runs in this process and cannot go silent; there a
 * ping that never answers stands in for it).
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { dropDatabase, recreateDatabase, withDatabase } from '../test/global-setup.js';
import { openDatabase } from './client.js';

const postgres = inject('postgresTemplate');

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('readiness when the database does not answer', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(() => database.dispose());

  it('answers 503 NOT_READY within 2 s', async () => {
    const silent = { ...database.handle, ping: () => new Promise<void>(() => undefined) };
    const withSilentDatabase = await buildApp(testConfig(), { database: silent });
    await withSilentDatabase.ready();
    try {
      const { result, ms } = await timed(() => withSilentDatabase.inject({ url: '/readyz' }));
      expect(result.statusCode).toBe(503);
      expect(result.json()).toMatchObject({ code: 'NOT_READY' });
      expect(ms).toBeLessThan(2_000);
    } finally {
      await withSilentDatabase.close();
    }
  });
});

/** Forwards to PostgreSQL until frozen; then passes nothing on, in either direction. */
async function startProxy(target: { host: string; port: number }) {
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      if (!frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!frozen) client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    port,
    freeze: () => (frozen = true),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.runIf(postgres)('calls when PostgreSQL goes silent', () => {
  const name = `talentgate_test_${randomBytes(6).toString('hex')}`;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let url: string;

  beforeAll(async () => {
    if (!postgres) return;
    await recreateDatabase(postgres.url, name, postgres.database);
    const server = new URL(postgres.url);
    proxy = await startProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const viaProxy = new URL(withDatabase(postgres.url, name));
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    url = viaProxy.toString();
  });

  afterAll(async () => {
    await proxy.close();
    if (postgres) await dropDatabase(postgres.url, name);
  });

  it('answers readiness with 503 within 2 s, and a call with 503 once its statement times out', async () => {
    const handle = await openDatabase({
      engine: 'postgres',
      url,
      maxConnections: 2,
      timeouts: { statementMs: 500, connectMs: 500 },
    });
    const app = await buildApp(testConfig(), { database: handle });
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      proxy.freeze();

      const ready = await timed(() => app.inject({ url: '/readyz' }));
      expect(ready.result.statusCode).toBe(503);
      expect(ready.ms).toBeLessThan(2_000);

      const call = await timed(() =>
        app.inject({ url: '/rest/session', headers: { cookie: 'tg_session=any' } }),
      );
      expect(call.result.statusCode, call.result.body).toBe(503);
      expect(call.result.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(call.ms).toBeLessThan(3_000);
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});

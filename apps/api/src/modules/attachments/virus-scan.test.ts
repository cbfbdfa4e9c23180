import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { EICAR, startFakeClamd, type FakeClamd } from '../../test/fake-clamd.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { multipart, txt } from '../../test/files.js';
import { signInCookie } from '../../test/sign-in.js';
import { ClamdScanner } from './virus-scan.js';

let database: TestDatabase;
let clamd: FakeClamd;
let app: FastifyInstance;
let cookie: string;
let candidateId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  clamd = await startFakeClamd();
  const acme = await createTenant(database.handle.db, { client: 'acme' });
  candidateId = (await createCandidate(database.handle.db, acme, { uname: 'jane@example.com' })).id;
  app = await buildTestApp(database, { CLAMD_SOCKET: clamd.socketPath });
  cookie = await signInCookie(app, 'acme', 'jane@example.com');
});

afterAll(async () => {
  await app.close();
  await clamd.close();
  await database.dispose();
});

const upload = (name: string, bytes: Buffer) => {
  const body = multipart({ attachmentType: 'Document' }, { name, bytes });
  return app.inject({
    method: 'PUT',
    url: '/rest/private/attachment/acme',
    headers: { 'x-requested-with': 'XMLHttpRequest', cookie, ...body.headers },
    payload: body.payload,
  });
};

describe('virus scan through clamd', () => {
  it('stores a clean file after clamd has seen all of it', async () => {
    const response = await upload('notes.txt', txt());
    expect(response.statusCode).toBe(201);
    expect(clamd.scans.at(-1)?.equals(txt())).toBe(true);
  });

  it('refuses an infected file', async () => {
    const response = await upload('eicar.txt', Buffer.from(EICAR));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'ATTACHMENT_INFECTED' });
    expect(clamd.scans.at(-1)?.toString()).toBe(EICAR);
    const listed = await app.inject({
      method: 'GET',
      url: `/rest/private/attachment/acme/candidate/${candidateId}`,
      headers: { cookie },
    });
    const names = listed.json().attachments.map((item: { name: string }) => item.name);
    expect(names).toEqual(['notes.txt']);
  });

  it('sends large files in several chunks', async () => {
    const bytes = Buffer.alloc(200 * 1024, 'a');
    const verdict = await new ClamdScanner({ socketPath: clamd.socketPath }).scan(bytes);
    expect(verdict).toEqual({ clean: true });
    expect(clamd.scans.at(-1)?.length).toBe(bytes.length);
  });

  it('refuses uploads while clamd cannot answer (fails closed)', async () => {
    const down = await buildTestApp(database, { CLAMD_SOCKET: `${clamd.socketPath}.missing` });
    const body = multipart({ attachmentType: 'Document' }, { name: 'notes.txt', bytes: txt() });
    const response = await down.inject({
      method: 'PUT',
      url: '/rest/private/attachment/acme',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie, ...body.headers },
      payload: body.payload,
    });
    await down.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'ATTACHMENT_SCAN_UNAVAILABLE' });
  });
});

describe('clamd configuration', () => {
  const base = { NODE_ENV: 'test', SEED_DEMO: 'false' };
  it('reads a socket, or a host and port, and is off without either', () => {
    expect(loadConfig(base).clamd).toBeNull();
    expect(loadConfig({ ...base, CLAMD_HOST: 'clamav', CLAMD_PORT: '3310' }).clamd).toEqual({
      host: 'clamav',
      port: 3310,
    });
    expect(loadConfig({ ...base, CLAMD_SOCKET: '/run/clamd.sock' }).clamd).toEqual({
      socketPath: '/run/clamd.sock',
    });
  });

  it('refuses both at once and a bad port', () => {
    expect(() => loadConfig({ ...base, CLAMD_SOCKET: '/s', CLAMD_HOST: 'h' })).toThrow(
      /CLAMD_SOCKET or CLAMD_HOST/,
    );
    expect(() => loadConfig({ ...base, CLAMD_HOST: 'h', CLAMD_PORT: 'x' })).toThrow(/CLAMD_PORT/);
  });
});

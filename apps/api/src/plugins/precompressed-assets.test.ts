/**
 * Scripts and styles go out as the build compressed them (decision 0055): the `.br` copy to
 * a browser that takes Brotli, the `.gz` copy to one that takes only gzip, the file itself to
 * one that takes neither, each with the file's own type and caching. The copies here hold
 * other text than the file, so a body compressed by the server on the fly would not match.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';

const SCRIPT = `export const plain = "${'the file itself '.repeat(200)}";`;
const FROM_BROTLI_COPY = `export const br = "${'the brotli copy '.repeat(200)}";`;
const FROM_GZIP_COPY = `export const gz = "${'the gzip copy '.repeat(200)}";`;

let database: TestDatabase;
let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dist = await mkdtemp(path.join(tmpdir(), 'talentgate-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<html><head></head><body></body></html>');
  await writeFile(path.join(dist, 'assets', 'page-1.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'page-1.js.br'), brotliCompressSync(FROM_BROTLI_COPY));
  await writeFile(path.join(dist, 'assets', 'page-1.js.gz'), gzipSync(FROM_GZIP_COPY));
  await writeFile(path.join(dist, 'assets', 'alone-1.js'), SCRIPT);
  app = await buildTestApp(database, { WEB_DIST_DIR: dist });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  await rm(dist, { recursive: true, force: true });
});

const fetchAsset = (file: string, acceptEncoding: string) =>
  app.inject({ url: `/assets/${file}`, headers: { 'accept-encoding': acceptEncoding } });

describe('precompressed assets', () => {
  it('sends the Brotli copy to a browser that takes Brotli', async () => {
    const response = await fetchAsset('page-1.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FROM_BROTLI_COPY);
  });

  it('sends the gzip copy to a browser that takes only gzip', async () => {
    const response = await fetchAsset('page-1.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(FROM_GZIP_COPY);
  });

  it('sends the file itself to a browser that takes no compression', async () => {
    const response = await fetchAsset('page-1.js', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('still compresses a file the build left without copies', async () => {
    const response = await fetchAsset('alone-1.js', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });
});

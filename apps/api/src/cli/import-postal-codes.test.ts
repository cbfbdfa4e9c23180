import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { findPostalCodes } from '../modules/places/find-postal-codes.js';

const ENTRY = fileURLToPath(new URL('./import-postal-codes.ts', import.meta.url));
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'talentgate-import-cli-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Runs the command as `npm run db:import-postal-codes` would, on a database of its own. */
function runImport(...files: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, ...files], {
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: path.join(folder, 'data') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('db:import-postal-codes', () => {
  it('imports a GeoNames file into the configured database, and says what it did', async () => {
    const file = path.join(folder, 'PT.txt');
    await writeFile(
      file,
      'PT\t1100-148\tLisboa\tLisboa\t14\tLisboa\t1106\tSanta Maria Maior\t110658\t38.7101\t-9.1364\t6\n',
    );
    const { code, output } = await runImport(file);
    expect(output).toContain(`${file}: PT 1 postal codes`);
    expect(code).toBe(0);

    const handle = await openDatabase({ engine: 'pglite', dataDir: path.join(folder, 'data') });
    try {
      expect(await findPostalCodes(handle.db, '1100-148')).toEqual([
        {
          country: 'PT',
          countryName: 'Portugal',
          provinceName: 'Lisboa',
          CityName: 'Lisboa',
          latitude: 38.7101,
          longitude: -9.1364,
        },
      ]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('fails naming the file and line of a malformed file, and asks for a file when given none', async () => {
    const broken = path.join(folder, 'broken.txt');
    await writeFile(broken, 'PT\t1100-148\tLisboa\n');
    const failed = await runImport(broken);
    expect(failed.code).toBe(1);
    expect(failed.output).toContain(`${broken}: nothing imported, line 1: expected 12`);
    const usage = await runImport();
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('Usage: db:import-postal-codes FILE...');
  }, 60_000);
});

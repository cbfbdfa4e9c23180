import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import type { ApplyStreamMetadata } from '@talentgate/domain';
import { buildTestApp } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createTenant } from '../test/factories.js';
import { DEMO_STREAMS_FOLDER } from '../seed/demo-streams.js';
import { findStreamByKey } from '../modules/apply-streams/find-stream.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';
import { REPO_ROOT } from '../config.js';
import { runStreamsCommand } from './streams-command.js';

let database: TestDatabase;
let folder: string;
let acme: Tenant;

beforeAll(async () => {
  database = await createTestDatabase();
  acme = await createTenant(database.handle.db, { client: 'acme' });
  await createTenant(database.handle.db, { client: 'globex' });
  folder = await mkdtemp(path.join(tmpdir(), 'talentgate-streams-'));
});

afterAll(async () => {
  await database.dispose();
  await rm(folder, { recursive: true, force: true });
});

async function run(...args: string[]) {
  const out: string[] = [];
  const errors: string[] = [];
  const code = await runStreamsCommand(
    args,
    { workingDir: folder, out: (text) => out.push(text), error: (text) => errors.push(text) },
    (use) => use(database.handle.db),
  );
  return { code, out: out.join('\n'), errors: errors.join('\n') };
}

describe('streams command: config as code', () => {
  it('imports the demo stream files, then exports them equal to the files (round trip)', async () => {
    const imported = await run('import', 'acme', DEMO_STREAMS_FOLDER);
    expect(imported.code, imported.errors).toBe(0);
    expect(imported.out).toContain('full-apply: created');

    const exported = await run('export', 'acme', '--out', 'exported');
    expect(exported.code, exported.errors).toBe(0);
    const names = (await readdir(DEMO_STREAMS_FOLDER)).sort();
    expect((await readdir(path.join(folder, 'exported'))).sort()).toEqual(names);
    for (const name of names) {
      const original: unknown = parse(await readFile(path.join(DEMO_STREAMS_FOLDER, name), 'utf8'));
      const roundTripped: unknown = parse(
        await readFile(path.join(folder, 'exported', name), 'utf8'),
      );
      expect(roundTripped, name).toEqual(original);
    }
  });

  it('imports its own export as unchanged, and another tenant gets its own copy', async () => {
    const again = await run('import', 'acme', 'exported');
    expect(again.out.split('\n').every((line) => line.includes(': unchanged'))).toBe(true);
    const globex = await run('import', 'globex', 'exported/easy-apply.yaml');
    expect(globex.out).toContain('easy-apply: created');
  });

  it('prints YAML to standard output when no folder is given', async () => {
    const printed = await run('export', 'acme', 'job-alert');
    expect(printed.code).toBe(0);
    expect(parse(printed.out)).toMatchObject({ key: 'job-alert', flowType: 'alert' });
  });

  it('keeps stream and form ids on re-import, and the renderer sees the change at once', async () => {
    const app = await buildTestApp(database);
    try {
      const before = await findStreamByKey(database.handle.db, acme, 'easy-apply');
      const url = `/rest/public/applystream/acme/metadata/${before?.id}`;
      const first = (await app.inject({ url })).json<ApplyStreamMetadata>();
      const file = path.join(folder, 'exported', 'easy-apply.yaml');
      await writeFile(
        file,
        (await readFile(file, 'utf8')).replace('title: Apply in one step', 'title: Quick apply'),
      );
      expect((await run('import', 'acme', file)).out).toContain('easy-apply: updated');
      const after = await findStreamByKey(database.handle.db, acme, 'easy-apply');
      expect(after?.id).toBe(before?.id);
      const second = (await app.inject({ url })).json<ApplyStreamMetadata>();
      expect(second.metaData[0]?.formMetaData.title).toBe('Quick apply');
      expect(first.metaData[0]?.formMetaData.title).toBe('Apply in one step');
      expect(second.metaData[0]?.applyFormId).toBe(first.metaData[0]?.applyFormId);
    } finally {
      await app.close();
    }
  });

  it('imports nothing when any file has a problem, naming the file and the place', async () => {
    const broken = path.join(folder, 'broken');
    await run('export', 'acme', 'job-alert', 'easy-apply', '--out', 'broken');
    const alert = path.join(broken, 'job-alert.yaml');
    await writeFile(
      alert,
      (await readFile(alert, 'utf8')).replace('name: Job alerts', 'name: Changed alerts'),
    );
    const easy = path.join(broken, 'easy-apply.yaml');
    await writeFile(
      easy,
      (await readFile(easy, 'utf8')).replace('widget: phone', 'widget: slider'),
    );
    const result = await run('import', 'acme', broken);
    expect(result.code).toBe(1);
    expect(result.errors).toContain('easy-apply.yaml: not a valid stream file');
    expect(result.errors).toMatch(
      /\/steps\/0\/forms\/0\/formMetaData\/fields\/3: Unknown widget "slider"/,
    );
    const stream = await findStreamByKey(database.handle.db, acme, 'job-alert');
    expect(stream?.name).toBe('Job alerts');
  });

  it('refuses a form key that another stream uses with another template', async () => {
    const file = path.join(folder, 'clash.yaml');
    const alert = await readFile(path.join(DEMO_STREAMS_FOLDER, 'job-alert.yaml'), 'utf8');
    await writeFile(
      file,
      alert
        .replace('key: job-alert\nname', 'key: clash\nname')
        .replace('key: job-alert', 'key: candidate'),
    );
    const result = await run('import', 'acme', 'clash.yaml');
    expect(result.code).toBe(1);
    expect(result.errors).toContain('Form "candidate" already exists with template "candidate"');
    expect(await findStreamByKey(database.handle.db, acme, 'clash')).toBeUndefined();
  });

  it('prints the JSON Schema of stream files, the one docs/apply-stream.schema.json holds', async () => {
    const printed = await run('schema');
    const committed = await readFile(
      path.join(REPO_ROOT, 'docs', 'apply-stream.schema.json'),
      'utf8',
    );
    // After changing the format: node apps/api/dist/cli/streams.js schema > docs/…
    expect(JSON.parse(printed.out)).toEqual(JSON.parse(committed));
    expect(JSON.parse(committed)).toMatchObject({ title: 'Talentgate apply stream' });
  });

  it('validates the demo stream files with that JSON Schema, as an editor would', async () => {
    const schema: unknown = JSON.parse(
      await readFile(path.join(REPO_ROOT, 'docs', 'apply-stream.schema.json'), 'utf8'),
    );
    if (typeof schema !== 'object' || schema === null) throw new Error('not a schema');
    const validate = new Ajv({ strict: true, allErrors: true }).compile(schema);
    for (const name of await readdir(DEMO_STREAMS_FOLDER)) {
      const file: unknown = parse(await readFile(path.join(DEMO_STREAMS_FOLDER, name), 'utf8'));
      expect(validate(file), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    expect(validate({ key: 'x', name: 'X', flowType: 'apply', steps: [{ container: 1 }] })).toBe(
      false,
    );
  });

  it('explains its usage and unknown tenants or streams', async () => {
    expect((await run('frobnicate')).errors).toContain('Usage:');
    expect((await run('import', 'nobody', DEMO_STREAMS_FOLDER)).errors).toBe('No tenant "nobody".');
    expect((await run('export', 'acme', 'nothing')).errors).toBe(
      'No stream "nothing" for tenant "acme".',
    );
  });
});

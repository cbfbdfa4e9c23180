import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListItem, ListsFile } from '@talentgate/domain';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTenant } from '../../test/factories.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { DEMO_LISTS_FILE } from '../../seed/seed-demo.js';
import { exportLists } from './export-lists.js';
import { importLists } from './import-lists.js';
import { LISTS_SCHEMA_PATH, listsSchemaText, runListsCommand } from './lists-command.js';
import { formatListsFile, ListsFileError, parseListsFile } from './lists-file.js';

let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let globex: Tenant;
let folder: string;

const SIZES: ListsFile = {
  version: 1,
  lists: [
    {
      name: 'Sizes',
      description: 'T-shirt sizes',
      items: [
        { value: 'S', label: 'Small', labels: { es: 'Pequeña', fr: 'Petite' } },
        { value: 'M', label: 'Medium', active: false },
        { value: 'L', label: 'Large' },
      ],
    },
  ],
};

beforeAll(async () => {
  database = await createTestDatabase();
  acme = await createTenant(database.handle.db, { client: 'acme' });
  globex = await createTenant(database.handle.db, { client: 'globex' });
  await importLists(database.handle.db, acme, SIZES);
  app = await buildTestApp(database);
  folder = await mkdtemp(path.join(tmpdir(), 'talentgate-lists-'));
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  await rm(folder, { recursive: true, force: true });
});

const activeList = (client: string, name: string) =>
  app.inject({ url: `/rest/public/lists/${client}/${name}` });

describe('active list by name (spec 2 §7)', () => {
  it('answers the active items in sort order, with their labels by language', async () => {
    const response = await activeList('acme', 'Sizes');
    expect(response.statusCode).toBe(200);
    const items = response.json<ListItem[]>();
    expect(
      items.map(({ value, label, labels, sortOrder }) => ({ value, label, labels, sortOrder })),
    ).toEqual([
      { value: 'S', label: 'Small', labels: { es: 'Pequeña', fr: 'Petite' }, sortOrder: 1 },
      { value: 'L', label: 'Large', labels: {}, sortOrder: 3 },
    ]);
    expect(new Set(items.map((item) => item.listId)).size).toBe(1);
  });

  it('finds a list whatever the case of its name', async () => {
    expect((await activeList('acme', 'sizes')).json<ListItem[]>()).toHaveLength(2);
  });

  it('answers 404 LIST_NOT_FOUND for an unknown list, and for another tenant\u2019s', async () => {
    for (const [client, name] of [
      ['acme', 'Colours'],
      ['globex', 'Sizes'],
    ] as const) {
      const response = await activeList(client, name);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'LIST_NOT_FOUND' });
    }
  });

  it('answers 404 CLIENT_NOT_FOUND for an unknown tenant and 400 for a malformed name', async () => {
    expect((await activeList('nobody', 'Sizes')).json()).toMatchObject({
      code: 'CLIENT_NOT_FOUND',
    });
    const response = await activeList('acme', `${'x'.repeat(65)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'name' });
    expect((await activeList('acme', '..%2Fsecrets')).statusCode).toBe(400);
  });
});

describe('importing a lists file', () => {
  it('makes each list it names match the file, and leaves other lists alone', async () => {
    const db = database.handle.db;
    await importLists(db, globex, {
      version: 1,
      lists: [
        { name: 'Keep', items: [{ value: 'k', label: 'Kept' }] },
        {
          name: 'Sizes',
          items: [
            { value: 'S', label: 'Small' },
            { value: 'M', label: 'Medium' },
          ],
        },
      ],
    });
    const summary = await importLists(db, globex, {
      version: 1,
      lists: [
        {
          name: 'SIZES',
          items: [
            { value: 'XL', label: 'Extra large' },
            { value: 'S', label: 'Small', labels: { ar: 'صغير' } },
          ],
        },
      ],
    });
    expect(summary).toEqual({
      listsAdded: 0,
      listsSkipped: 0,
      itemsAdded: 1,
      itemsChanged: 1,
      itemsRemoved: 1,
    });
    const exported = await exportLists(db, globex);
    expect(exported.lists).toEqual([
      { name: 'Keep', items: [{ value: 'k', label: 'Kept' }] },
      {
        name: 'SIZES',
        items: [
          { value: 'XL', label: 'Extra large' },
          { value: 'S', label: 'Small', labels: { ar: 'صغير' } },
        ],
      },
    ]);
  });

  it('adds only missing lists when asked (the demo seed)', async () => {
    const summary = await importLists(
      database.handle.db,
      acme,
      {
        version: 1,
        lists: [
          { name: 'Sizes', items: [] },
          { name: 'YesNo', items: [] },
        ],
      },
      { onlyMissing: true },
    );
    expect(summary).toMatchObject({ listsAdded: 1, listsSkipped: 1, itemsRemoved: 0 });
    expect((await activeList('acme', 'Sizes')).json<ListItem[]>()).toHaveLength(2);
  });

  it('refuses a file with problems, naming each with its place', () => {
    const problemsOf = (text: string) => {
      try {
        parseListsFile(text);
      } catch (error) {
        if (error instanceof ListsFileError) return error.problems;
        throw error;
      }
      return [];
    };
    expect(
      problemsOf(
        [
          'version: 1',
          'lists:',
          '  - name: Sizes',
          '    items:',
          '      - { value: S, label: Small }',
          '      - { value: S, label: Also small }',
          '  - name: sizes',
          '    items: []',
        ].join('\n'),
      ),
    ).toEqual([
      'lists/0/items/1/value: "S" appears twice in Sizes',
      'lists/1/name: "sizes" appears twice',
    ]);
    expect(
      problemsOf('version: 1\nlists:\n  - name: Sizes\n    items:\n      - { value: S }\n'),
    ).toEqual(['lists/0/items/0: must have required properties label']);
    expect(problemsOf('version: 2\nlists: []\ncolour: red\n')).toEqual([
      '(file): must not have additional properties (colour)',
      'version: must be equal to constant',
    ]);
    expect(problemsOf('lists: [')).toHaveLength(1);
  });
});

describe('the demo tenant\u2019s lists file', () => {
  it('round-trips: imported and exported again, it is the same file', async () => {
    const text = await readFile(DEMO_LISTS_FILE, 'utf8');
    const file = parseListsFile(text);
    const tenant = await createTenant(database.handle.db, { client: 'roundtrip' });
    await importLists(database.handle.db, tenant, file);
    const exported = await exportLists(database.handle.db, tenant);
    expect(exported).toEqual(file);
    expect(formatListsFile(exported, { schemaRef: '../../schemas/lists.schema.json' })).toBe(text);
  });

  it('has the lists other features read by name', async () => {
    const file = parseListsFile(await readFile(DEMO_LISTS_FILE, 'utf8'));
    const byName = new Map(file.lists.map((list) => [list.name, list.items]));
    expect([...byName.keys()]).toEqual([
      'PositionCodes',
      'EasyApplyStream',
      'DashboardStream',
      'EducationLevels',
      'Countries',
      'States',
      'AreaOfInterest',
      'YesNo',
    ]);
    expect(byName.get('EasyApplyStream')?.map((item) => item.value)).toEqual(['easy-apply']);
    expect(byName.get('DashboardStream')?.map((item) => item.value)).toEqual(['dashboard-profile']);
    expect(byName.get('Countries')).toHaveLength(249);
    expect(byName.get('States')).toHaveLength(51);
    expect(byName.get('YesNo')?.map((item) => item.value)).toEqual(['t', 'f']);
  });
});

describe('the lists command', () => {
  const run = (args: string[]) => {
    let out = '';
    return runListsCommand(args, {
      db: database.handle.db,
      workingDir: folder,
      write: (text) => (out += text),
    }).then((message) => ({ message, out }));
  };

  it('imports a file and exports it back to a file and to standard output', async () => {
    await createTenant(database.handle.db, { client: 'cli' });
    await writeFile(path.join(folder, 'in.yaml'), formatListsFile(SIZES));
    expect((await run(['import', 'cli', 'in.yaml'])).message).toContain('"listsAdded":1');
    await run(['export', 'cli', 'out.yaml']);
    const written = await readFile(path.join(folder, 'out.yaml'), 'utf8');
    expect(parseListsFile(written)).toEqual(SIZES);
    expect(written.split('\n')[0]).toBe(
      `# yaml-language-server: $schema=${path.relative(folder, LISTS_SCHEMA_PATH)}`,
    );
    expect(parseListsFile((await run(['export', 'cli'])).out)).toEqual(SIZES);
  });

  it('names what is wrong with its arguments', async () => {
    await expect(run(['import', 'nobody', 'in.yaml'])).rejects.toThrow('No tenant');
    await expect(run(['import', 'cli'])).rejects.toThrow('Name the lists file');
    await expect(run(['frobnicate'])).rejects.toThrow('Unknown command');
  });

  it('keeps the repository\u2019s JSON Schema file current', async () => {
    expect(await readFile(LISTS_SCHEMA_PATH, 'utf8')).toBe(listsSchemaText());
  });
});

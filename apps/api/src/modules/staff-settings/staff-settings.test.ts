/**
 * Lists and feature flags edited through the staff API (issue 20), and the config-as-code
 * round trip: what the API writes, `lists export` writes out as written, and a file
 * `lists import` reads back is what the API then answers.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, ListsFile } from '@talentgate/domain';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { signInCookie } from '../../test/sign-in.js';
import { createStaff, signInStaff } from '../../test/staff.js';
import { runListsCommand } from '../lists/lists-command.js';
import { parseListsFile } from '../lists/lists-file.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
let database: TestDatabase;
let app: FastifyInstance;
let admin: string;
let recruiter: string;
let foreign: string;
let candidateCookie: string;
let folder: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  const acme = await createTenant(app.db, { client: 'acme' });
  const globex = await createTenant(app.db, { client: 'globex' });
  admin = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'admin'));
  recruiter = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'recruiter'));
  foreign = await signInStaff(app, 'globex', await createStaff(app.db, globex, 'admin'));
  await createCandidate(app.db, acme, { uname: 'flags@example.com' });
  candidateCookie = await signInCookie(app, 'acme', 'flags@example.com');
  folder = await mkdtemp(path.join(tmpdir(), 'staff-settings-'));
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  await rm(folder, { recursive: true, force: true });
});

function call(
  cookie: string,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  client = 'acme',
) {
  return app.inject({
    method,
    url: `/rest/staff/${client}${url}`,
    headers: { ...XHR, cookie },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

async function run(args: string[]) {
  let out = '';
  await runListsCommand(args, { db: app.db, workingDir: folder, write: (text) => (out += text) });
  return out;
}

const shirtSizes = {
  name: 'ShirtSizes',
  description: 'T-shirt sizes',
  items: [
    { value: 'S', label: 'Small', labels: { es: 'Pequeña' } },
    { value: 'M', label: 'Medium' },
    { value: 'XL', label: 'Extra large', active: false },
  ],
};

describe('lists through the staff API and config as code', () => {
  it('writes a list that the lists command exports exactly as written', async () => {
    const response = await call(admin, 'POST', '/lists/ShirtSizes', shirtSizes);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ listsAdded: 1, itemsAdded: 3 });
    const exported = parseListsFile(await run(['export', 'acme']));
    expect(exported.lists.find((list) => list.name === 'ShirtSizes')).toEqual(shirtSizes);
    // The public list call serves what staff wrote (active items only).
    const active = await app.inject({ method: 'GET', url: '/rest/public/lists/acme/ShirtSizes' });
    expect(active.statusCode).toBe(200);
    expect(active.body).toContain('Medium');
    expect(active.body).not.toContain('Extra large');
  });

  it('answers what a later file import wrote, and changes in place on a second write', async () => {
    const file = path.join(folder, 'lists.yaml');
    await writeFile(
      file,
      JSON.stringify({
        version: 1,
        lists: [
          {
            name: 'ShirtSizes',
            items: [
              { value: 'M', label: 'Medium' },
              { value: 'L', label: 'Large' },
            ],
          },
        ],
      }),
    );
    await run(['import', 'acme', file]);
    const lists = (await call(admin, 'GET', '/lists')).json<ListsFile>();
    // The API answers items with the file's defaults spelled out (active: true).
    expect(lists.lists.find((list) => list.name === 'ShirtSizes')?.items).toEqual([
      { value: 'M', label: 'Medium', active: true },
      { value: 'L', label: 'Large', active: true },
    ]);
    const again = await call(admin, 'POST', '/lists/ShirtSizes', {
      name: 'ShirtSizes',
      items: [
        { value: 'L', label: 'Large' },
        { value: 'M', label: 'Medium size' },
      ],
    });
    expect(again.json()).toMatchObject({
      listsAdded: 0,
      itemsAdded: 0,
      itemsChanged: 2,
      itemsRemoved: 0,
    });
    const audit = (await call(admin, 'GET', '/audit')).json<AuditPage>();
    expect(audit.items.filter((item) => item.action === 'list.update')).toHaveLength(2);
  });

  it('refuses a list whose values repeat or whose name differs from the path', async () => {
    const twice = await call(admin, 'POST', '/lists/Dup', {
      name: 'Dup',
      items: [
        { value: 'a', label: 'A' },
        { value: 'a', label: 'B' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'items' });
    const renamed = await call(admin, 'POST', '/lists/One', { name: 'Other', items: [] });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ field: 'name' });
  });
});

describe('feature flags through the staff API', () => {
  it('sets flags that the career site reads at once', async () => {
    const response = await call(admin, 'POST', '/featureflags', { jobAlertSubscription: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ jobAlertSubscription: true });
    const site = await app.inject({ method: 'GET', url: '/rest/public/featureflags/acme' });
    expect(site.json()).toMatchObject({ jobAlertSubscription: true });
    expect((await call(admin, 'GET', '/featureflags')).json()).toEqual(site.json());
    const globexSite = await app.inject({ method: 'GET', url: '/rest/public/featureflags/globex' });
    expect(globexSite.json()).not.toEqual(site.json());
  });

  it('refuses unknown flags and empty changes', async () => {
    expect((await call(admin, 'POST', '/featureflags', { noSuchFlag: true })).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/featureflags', {})).statusCode).toBe(400);
  });

  it('lets only admins of the tenant change lists and flags (401, 403)', async () => {
    expect(
      (await call(recruiter, 'POST', '/featureflags', { jobAlertSubscription: false })).statusCode,
    ).toBe(403);
    expect((await call(recruiter, 'GET', '/lists')).statusCode).toBe(403);
    for (const cookie of ['', candidateCookie, foreign]) {
      expect(
        (await call(cookie, 'POST', '/featureflags', { jobAlertSubscription: false })).statusCode,
      ).toBe(401);
      expect((await call(cookie, 'GET', '/lists')).statusCode).toBe(401);
    }
    const site = await app.inject({ method: 'GET', url: '/rest/public/featureflags/acme' });
    expect(site.json()).toMatchObject({ jobAlertSubscription: true });
  });
});

/**
 * Runs once before the API tests. Creating and migrating a database takes seconds,
 * so it is done once here and every test file gets a cheap copy (see database.ts):
 * - PGlite: a migrated data directory dumped to a file, loaded per test file;
 * - PostgreSQL (TEST_DATABASE_URL): a migrated template database, copied per file.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { openPglite } from '../db/pglite.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplate: { url: string; database: string } | null;
  }
}

// A name of this run's own: two runs against one server (CI and a developer's) must not
// drop each other's template.
const TEMPLATE_DATABASE = `talentgate_test_template_${process.pid}`;

export default async function setup(project: TestProject) {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (serverUrl) {
    await recreateDatabase(serverUrl, TEMPLATE_DATABASE);
    const templateUrl = withDatabase(serverUrl, TEMPLATE_DATABASE);
    const database = await openDatabase({
      engine: 'postgres',
      url: templateUrl,
      maxConnections: 1,
    });
    await database.close();
    project.provide('postgresTemplate', { url: serverUrl, database: TEMPLATE_DATABASE });
    project.provide('pgliteTemplateFile', '');
    return () => dropDatabase(serverUrl, TEMPLATE_DATABASE);
  }

  const folder = await mkdtemp(path.join(tmpdir(), 'talentgate-test-'));
  const client = await openPglite();
  const database = await openDatabase({ engine: 'pglite', client });
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(folder, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplate', null);
  return async () => rm(folder, { recursive: true, force: true });
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Drops and creates a database through the server's maintenance connection. */
export async function recreateDatabase(serverUrl: string, database: string, template?: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const name = pg.escapeIdentifier(database);
    await admin.query(`drop database if exists ${name} with (force)`);
    const from = template ? ` template ${pg.escapeIdentifier(template)}` : '';
    await admin.query(`create database ${name}${from}`);
  } finally {
    await admin.end();
  }
}

export async function dropDatabase(serverUrl: string, database: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${pg.escapeIdentifier(database)} with (force)`);
  } finally {
    await admin.end();
  }
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostalCodeData } from '@talentgate/domain';
import { postalCodes } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTenant } from '../../test/factories.js';
import { loadBundledUsPostalCodes } from './bundled-us-postal-codes.js';
import { GeoNamesFormatError, importGeoNamesFile } from './geonames-postal-codes.js';

let database: TestDatabase;
let app: FastifyInstance;
let folder: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await createTenant(database.handle.db, { client: 'acme' });
  app = await buildTestApp(database);
  folder = await mkdtemp(path.join(tmpdir(), 'talentgate-postal-'));
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  await rm(folder, { recursive: true, force: true });
});

const lookup = (postalcode: string, client = 'acme') =>
  app.inject({
    url: `/rest/public/postalcodes/${client}?${new URLSearchParams({ postalcode })}`,
  });

const rowsOf = async (countryCode: string) => {
  const [row] = await database.handle.db
    .select({ rows: count() })
    .from(postalCodes)
    .where(eq(postalCodes.countryCode, countryCode));
  return row?.rows ?? 0;
};

/** A GeoNames postal-code file of the test's own, in the standard tab-separated columns. */
async function geoNamesFile(name: string, lines: string[][]): Promise<string> {
  const file = path.join(folder, name);
  await writeFile(file, `${lines.map((cells) => cells.join('\t')).join('\n')}\n`);
  return file;
}

const LYON = [
  'FR',
  '69001',
  'Lyon 01',
  'Auvergne-Rhône-Alpes',
  '84',
  'Rhône',
  '69',
  'Lyon',
  '691',
  '45.7676',
  '4.8345',
  '5',
];
const LYON_2 = [
  'FR',
  '69002',
  'Lyon 02',
  'Auvergne-Rhône-Alpes',
  '84',
  'Rhône',
  '69',
  'Lyon',
  '691',
  '45.7485',
  '4.8286',
  '5',
];
const BERLIN = [
  'DE',
  '10115',
  'Berlin',
  'Berlin',
  'BE',
  '',
  '00',
  'Berlin, Stadt',
  '11000',
  '52.5323',
  '13.3846',
  '4',
];
// A code two countries share, so the answer holds both.
const MADRID = [
  'ES',
  '10115',
  'Madrid Norte',
  'Comunidad de Madrid',
  'MD',
  'Madrid',
  'M',
  '',
  '',
  '40.4168',
  '-3.7038',
  '',
];

describe('US postal codes bundled with the app', () => {
  it('load once at start-up and answer postal code data (spec 2 §3)', async () => {
    const first = await loadBundledUsPostalCodes(database.handle.db);
    expect(first).toMatchObject({ source: expect.stringMatching(/^zipcodes@/) });
    const loaded = await rowsOf('US');
    expect(loaded).toBeGreaterThan(40_000);

    const response = await lookup('78701');
    expect(response.statusCode).toBe(200);
    const [austin] = response.json<PostalCodeData[]>();
    expect(austin).toMatchObject({
      country: 'US',
      countryName: 'United States',
      provinceName: 'Texas',
      CityName: 'Austin',
    });
    expect(austin?.latitude).toBeCloseTo(30.27, 1);
    expect(austin?.longitude).toBeCloseTo(-97.74, 1);

    expect(await loadBundledUsPostalCodes(database.handle.db)).toHaveProperty('skipped');
    expect(await rowsOf('US')).toBe(loaded);
  });

  it('answers an empty list for a code no loaded country has', async () => {
    const response = await lookup('00000');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('importing a GeoNames postal-code file', () => {
  it('adds every country of the file, and a second import changes nothing', async () => {
    const file = await geoNamesFile('sample.txt', [LYON, LYON_2, BERLIN, MADRID]);
    expect(await importGeoNamesFile(database.handle.db, file)).toEqual([
      { countryCode: 'FR', rows: 2 },
      { countryCode: 'DE', rows: 1 },
      { countryCode: 'ES', rows: 1 },
    ]);
    await importGeoNamesFile(database.handle.db, file);
    expect(await rowsOf('FR')).toBe(2);

    // 69001 is also a Nebraska ZIP: the answer holds both, and the zip lookup picks one.
    expect((await lookup('69001')).json()).toContainEqual({
      country: 'FR',
      countryName: 'France',
      provinceName: 'Auvergne-Rhône-Alpes',
      CityName: 'Lyon 01',
      latitude: 45.7676,
      longitude: 4.8345,
    });
    const shared = (await lookup('10115')).json<PostalCodeData[]>();
    expect(shared.map((entry) => [entry.country, entry.CityName])).toEqual([
      ['DE', 'Berlin'],
      ['ES', 'Madrid Norte'],
      ['US', 'New York'],
    ]);
  });

  it('replaces a country whole: codes missing from the new file are gone', async () => {
    await importGeoNamesFile(database.handle.db, await geoNamesFile('FR.txt', [LYON_2]));
    const countriesOf = async (code: string) =>
      (await lookup(code)).json<PostalCodeData[]>().map((entry) => entry.country);
    expect(await countriesOf('69001')).toEqual(['US']);
    expect(await countriesOf('69002')).toEqual(['FR']);
  });

  it('refuses a malformed file naming the line, and writes nothing from it', async () => {
    const broken = await geoNamesFile('broken.txt', [
      ['IT', '00118', 'Roma', 'Lazio', '07', 'Roma', 'RM', '', '', '41.8919', '12.5113', '4'],
      ['IT', '00119', 'Roma', 'Lazio', '07', 'Roma', 'RM', '', '', 'north', '12.5', '4'],
    ]);
    const failure = importGeoNamesFile(database.handle.db, broken);
    await expect(failure).rejects.toBeInstanceOf(GeoNamesFormatError);
    await expect(failure).rejects.toThrow('line 2: "north" is not a latitude');
    expect(await rowsOf('IT')).toBe(0);
  });

  it('keeps an imported US file: the bundled codes do not replace it', async () => {
    const us = [
      'US',
      '78701',
      'Austin',
      'Texas',
      'TX',
      'Travis',
      '453',
      '',
      '',
      '30.2713',
      '-97.7426',
      '4',
    ];
    await importGeoNamesFile(database.handle.db, await geoNamesFile('US.txt', [us]));
    expect(await loadBundledUsPostalCodes(database.handle.db)).toEqual({
      skipped: 'geonames:US.txt',
    });
    expect(await rowsOf('US')).toBe(1);
  });
});

describe('bad input', () => {
  it.each([
    ['a malformed code', "7870'1"],
    ['a code with a trailing hyphen', '78701-'],
    ['a query over 100 characters', '7'.repeat(101)],
    ['an empty code', ''],
  ])('refuses %s with 400 naming the field', async (_case, postalcode) => {
    const response = await lookup(postalcode);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'postalcode' });
  });

  it('refuses a missing code, and answers 404 for an unknown career site', async () => {
    const missing = await app.inject({ url: '/rest/public/postalcodes/acme' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'postalcode' });
    expect((await lookup('78701', 'nobody')).json()).toMatchObject({ code: 'CLIENT_NOT_FOUND' });
  });
});

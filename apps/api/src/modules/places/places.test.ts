import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Place, PlaceSuggestions } from '@talentgate/domain';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTenant } from '../../test/factories.js';
import { importGeoNamesFile } from './geonames-postal-codes.js';

let database: TestDatabase;
let app: FastifyInstance;
const LYON_ID = 2996944;

beforeAll(async () => {
  database = await createTestDatabase();
  await createTenant(database.handle.db, { client: 'acme' });
  app = await buildTestApp(database);
  // French postal codes only: Lyon's two central districts and one in Marseille.
  const folder = await mkdtemp(path.join(tmpdir(), 'talentgate-places-'));
  const file = path.join(folder, 'FR.txt');
  await writeFile(
    file,
    [
      'FR\t69001\tLyon 01\tAuvergne-Rhône-Alpes\t84\tRhône\t69\tLyon\t691\t45.7676\t4.8345\t5',
      'FR\t69002\tLyon 02\tAuvergne-Rhône-Alpes\t84\tRhône\t69\tLyon\t691\t45.7485\t4.8286\t5',
      "FR\t13001\tMarseille\tProvence-Alpes-Côte d'Azur\t93\tBouches-du-Rhône\t13\tMarseille\t132\t43.2999\t5.3841\t5",
    ].join('\n'),
  );
  await importGeoNamesFile(database.handle.db, file);
  await rm(folder, { recursive: true, force: true });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const suggest = async (q: string, extra = '') => {
  const response = await app.inject({
    url: `/rest/public/places/acme?${new URLSearchParams({ q })}${extra}`,
  });
  return {
    response,
    places: response.statusCode === 200 ? response.json<PlaceSuggestions>().places : [],
  };
};

describe('place autocomplete', () => {
  it('offers Lyon, France first for "Lyon", with everything a pick needs', async () => {
    const { response, places } = await suggest('Lyon');
    expect(response.statusCode).toBe(200);
    expect(places[0]).toMatchObject({
      id: LYON_ID,
      label: 'Lyon, Auvergne-Rhône-Alpes, France',
      city: 'Lyon',
      state: 'Auvergne-Rhône-Alpes',
      stateIso: 'ARA',
      country: 'France',
      countryIso: 'FR',
      zip: null,
    });
    expect(places[0]?.latitude).toBeCloseTo(45.75, 1);
    expect(places[0]?.longitude).toBeCloseTo(4.85, 1);
    // The rest start the same way ("Lyons, Illinois"), and there are at most 8 by default.
    expect(places.length).toBeGreaterThan(1);
    expect(places.length).toBeLessThanOrEqual(8);
    for (const place of places) expect(place.city.toLowerCase()).toContain('lyon');
  });

  it('matches without accents or case, finds later words, and narrows after a comma', async () => {
    expect((await suggest('sao paulo')).places[0]?.label).toBe('São Paulo, Brazil');
    expect((await suggest('YORK')).places.map((place) => place.city)).toContain('York');
    const paris = (await suggest('Paris, TX')).places;
    expect(paris.map((place) => place.label)).toEqual(['Paris, Texas, United States']);
    expect((await suggest('new york', '&limit=3')).places).toHaveLength(3);
  });

  it('answers no places, not an error, for an empty or one-character query', async () => {
    for (const q of ['', 'L', '  ', ' L ']) {
      const { response, places } = await suggest(q);
      expect(response.statusCode, q).toBe(200);
      expect(places).toEqual([]);
    }
    const missing = await app.inject({ url: '/rest/public/places/acme' });
    expect(missing.json()).toEqual({ places: [] });
  });

  it('refuses a query over 100 characters and a bad limit with 400 naming the field', async () => {
    const long = await suggest('L'.repeat(101));
    expect(long.response.statusCode).toBe(400);
    expect(long.response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'q' });
    expect((await suggest('Lyon', '&limit=50')).response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'limit',
    });
  });

  it('answers 404 for an unknown career site', async () => {
    const response = await app.inject({ url: '/rest/public/places/nobody?q=Lyon' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'CLIENT_NOT_FOUND' });
  });
});

describe('a picked place', () => {
  it('comes with the postal code nearest it when its country\u2019s codes are loaded', async () => {
    const response = await app.inject({ url: `/rest/public/places/acme/id/${LYON_ID}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<Place>()).toMatchObject({ city: 'Lyon', zip: '69002', countryIso: 'FR' });
  });

  it('has no postal code where none is loaded', async () => {
    const [austin] = (await suggest('Austin, Texas')).places;
    const response = await app.inject({ url: `/rest/public/places/acme/id/${austin?.id}` });
    expect(response.json<Place>()).toMatchObject({ city: 'Austin', stateIso: 'TX', zip: null });
  });

  it('answers 404 PLACE_NOT_FOUND for an unknown id', async () => {
    const response = await app.inject({ url: '/rest/public/places/acme/id/1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'PLACE_NOT_FOUND' });
  });
});

describe('nearest city to a browser location', () => {
  const nearest = (latitude: number | string, longitude: number | string) =>
    app.inject({
      url: `/rest/public/places/acme/nearest?latitude=${latitude}&longitude=${longitude}`,
    });

  it('names the city, with the postal code nearest the point itself', async () => {
    // Place des Terreaux, in Lyon's 1st district.
    const response = await nearest(45.7673, 4.8336);
    expect(response.statusCode).toBe(200);
    expect(response.json<Place>()).toMatchObject({ id: LYON_ID, city: 'Lyon', zip: '69001' });
  });

  it('answers 404 far from any city, and 400 for coordinates off the globe', async () => {
    expect((await nearest(0, -140)).json()).toMatchObject({ code: 'PLACE_NOT_FOUND' });
    expect((await nearest(91, 4)).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'latitude',
    });
    expect((await nearest(45, 'east')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'longitude',
    });
  });
});

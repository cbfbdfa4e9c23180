import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCodeId } from '@talentgate/domain';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTenant } from '../../test/factories.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await createTenant(database.handle.db, {
    client: 'multi',
    defaultLanguage: 'fr',
    languages: ['en', 'fr', 'AR', 'not a code'],
  });
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('languages call (spec 2 §7)', () => {
  it('lists the tenant\u2019s languages with their ids, the default first', async () => {
    const response = await app.inject({ url: '/rest/public/languages/multi' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      defaultLanguage: 'fr',
      languages: [
        { language: 'fr', languageCodeId: languageCodeId('fr') },
        { language: 'en', languageCodeId: languageCodeId('en') },
        { language: 'ar', languageCodeId: languageCodeId('ar') },
      ],
    });
  });

  it('answers 404 for an unknown tenant and 400 for a malformed client', async () => {
    const unknown = await app.inject({ url: '/rest/public/languages/nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'CLIENT_NOT_FOUND' });
    const malformed = await app.inject({ url: '/rest/public/languages/NOT_A_KEY' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'client' });
  });
});

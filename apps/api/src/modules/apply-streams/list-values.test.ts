/**
 * Choice fields backed by a tenant list hold values of that list only (spec 2 §5): the server
 * refuses anything else with '<title> is invalid.' (202), whatever the browser offered.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFormValidator,
  type ApplyFormConfig,
  type ErrorBody,
  type StartedApplyAttempt,
  type ApplyStreamMetadata,
} from '@talentgate/domain';
import { listItems } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { importDemoStreams } from '../../test/apply-streams.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createJob, createTenant } from '../../test/factories.js';
import { importLists } from '../lists/import-lists.js';
import { parseListsFile } from '../lists/lists-file.js';
import { ajvSchemaEngine } from './ajv-schema-engine.js';
import { LIST_VALUES_CACHE_MS, listNamesOf, loadListValues } from './list-values.js';

let database: TestDatabase;
let app: FastifyInstance;
let requisitionId: number;
let joinStreamId: number;
const forms: Record<string, number> = {};
const configs: Record<string, ApplyFormConfig> = {};
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

const LISTS = `
version: 1
lists:
  - name: educationlevels
    items:
      - { value: "Bachelor's Degree", label: "Bachelor's Degree" }
      - { value: "Master's Degree", label: "Master's Degree" }
      - { value: Retired Level, label: Retired Level, active: false }
  - name: AreaOfInterest
    items:
      - { value: Engineering, label: Engineering }
      - { value: Finance, label: Finance }
`;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  const acme = await createTenant(db, { client: 'acme' });
  await createTenant(db, { client: 'nolists' });
  const streams = await importDemoStreams(db, acme);
  await importLists(db, acme, parseListsFile(LISTS));
  joinStreamId = streams['talent-community'] ?? 0;
  requisitionId = (await createJob(db, acme, { applyStreamId: streams['full-apply'] })).requisition
    .id;
  app = await buildTestApp(database);
  for (const id of [streams['full-apply'], joinStreamId]) {
    const metadata = (
      await app.inject({ url: `/rest/public/applystream/acme/metadata/${String(id)}` })
    ).json<ApplyStreamMetadata>();
    for (const form of metadata.metaData) {
      forms[form.key] = form.applyFormId;
      configs[form.key] = {
        formMetaData: form.formMetaData,
        schemaMetaData: form.schemaMetaData,
        formDefinition: form.formDefinition,
        tableMap: form.tableMap,
        formStyle: form.formStyle,
      };
    }
  }
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

async function start(payload: Record<string, unknown>, client = 'acme'): Promise<string> {
  const response = await app.inject({
    method: 'PUT',
    url: `/rest/public/apply/${client}/attempt`,
    headers: XHR,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StartedApplyAttempt>().attemptId;
}

const save = (attemptId: string, formKey: string, data: unknown, client = 'acme') =>
  app.inject({
    method: 'POST',
    url: `/rest/public/apply/${client}/attempt/form/${String(forms[formKey])}`,
    headers: { ...XHR, 'x-apply-attempt': attemptId },
    payload: { data },
  });

const candidate = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  uname: 'ada@example.com',
  phone1: '5125550100',
  zip: '78701',
  city: 'Austin',
  country: 'United States',
};

describe('a select from a tenant list', () => {
  it('accepts the list\u2019s active values and refuses others with 202', async () => {
    const attemptId = await start({ requisitionId });
    expect((await save(attemptId, 'candidate', candidate)).statusCode).toBe(200);
    const row = (levelAttained: string) => ({ levelAttained, institution: 'UCL' });
    const refused = await save(attemptId, 'education', {
      education: [row("Bachelor's Degree"), row('Wizard'), row('Retired Level')],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().fields).toEqual([
      { field: 'education.1.levelAttained', code: 202, message: 'Level attained is invalid.' },
      { field: 'education.2.levelAttained', code: 202, message: 'Level attained is invalid.' },
    ]);
    const accepted = await save(attemptId, 'education', {
      education: [row("Bachelor's Degree"), row("Master's Degree")],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('checks multi-select values one by one, reporting the field', async () => {
    const attemptId = await start({ applyStreamId: joinStreamId });
    const join = (areaOfInterestList: string[]) =>
      save(attemptId, 'join-candidate', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        uname: 'ada@example.com',
        areaOfInterestList,
        termsAndPolicy: 't',
      });
    const refused = await join(['Engineering', 'Astrology']);
    expect(refused.json<ErrorBody>().fields).toEqual([
      { field: 'areaOfInterestList', code: 202, message: 'Area of interest is invalid.' },
    ]);
    expect((await join(['Engineering', 'Finance'])).statusCode).toBe(200);
  });
});

describe('loading list values', () => {
  it('names the lists of a form, grid columns included', () => {
    expect(listNamesOf(configs['education'] as ApplyFormConfig)).toEqual(['EducationLevels']);
    expect(listNamesOf(configs['join-candidate'] as ApplyFormConfig)).toEqual(['AreaOfInterest']);
    expect(listNamesOf(configs['terms'] as ApplyFormConfig)).toEqual([]);
  });

  it('finds lists by name case-insensitively, active items only; a missing list is unknown', async () => {
    const acme = await app.tenants.require('acme');
    const nolists = await app.tenants.require('nolists');
    const values = await loadListValues(app.db, acme, ['EducationLevels', 'Missing']);
    expect([...(values('EDUCATIONLEVELS') ?? [])]).toEqual([
      "Bachelor's Degree",
      "Master's Degree",
    ]);
    expect(values('Missing')).toBeUndefined();
    // Another tenant does not see acme's lists.
    expect((await loadListValues(app.db, nolists, ['EducationLevels']))('EducationLevels')).toBe(
      undefined,
    );
  });
});

describe('list values kept in memory (decision 0025)', () => {
  it('answers from memory for a minute, then reads anew; an import here is seen at once', async () => {
    const acme = await app.tenants.require('acme');
    const { db } = database.handle;
    const areas = async (now: number) => [
      ...((await loadListValues(db, acme, ['AreaOfInterest'], now))('AreaOfInterest') ?? []),
    ];
    const start = Date.now();
    expect(await areas(start)).toEqual(['Engineering', 'Finance']);
    // Changed behind this process's back (as another process's import would).
    await db
      .update(listItems)
      .set({ active: false })
      .where(and(eq(listItems.tenantId, acme.id), eq(listItems.value, 'Finance')));
    expect(await areas(start + 1000)).toEqual(['Engineering', 'Finance']);
    expect(await areas(start + LIST_VALUES_CACHE_MS)).toEqual(['Engineering']);

    await importLists(db, acme, parseListsFile(LISTS));
    expect(await areas(start + LIST_VALUES_CACHE_MS + 1000)).toEqual(['Engineering', 'Finance']);
  });
});

describe('property: a list-backed value is accepted exactly when the list holds it', () => {
  it('holds for any list and any value', () => {
    const config = configs['education'] as ApplyFormConfig;
    const validate = createFormValidator(config, ajvSchemaEngine);
    const value = fc.string({ minLength: 1, maxLength: 20 }).filter((text) => text.trim() === text);
    fc.assert(
      fc.property(fc.uniqueArray(value, { maxLength: 6 }), value, (items, chosen) => {
        const list = new Set(items);
        const result = validate(
          { education: [{ levelAttained: chosen, institution: 'UCL' }] },
          { listValues: (name) => (name === 'EducationLevels' ? list : undefined) },
        );
        const refused = result.errors.some(
          (error) => error.field === 'education.0.levelAttained' && error.code === 202,
        );
        expect(refused).toBe(!list.has(chosen));
      }),
    );
  });
});

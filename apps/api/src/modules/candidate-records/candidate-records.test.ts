import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { startCandidateFlow, type NewCandidate } from '../../test/new-candidate.js';
import { signInCookie } from '../../test/sign-in.js';

let database: TestDatabase;
let app: FastifyInstance;
let visitor: NewCandidate;
let janeId: number;
let jane: string;
let globexCookie: string;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  const acme = await createTenant(db, { client: 'acme' });
  const globex = await createTenant(db, { client: 'globex' });
  janeId = (await createCandidate(db, acme, { uname: 'jane@example.com' })).id;
  await createCandidate(db, globex, { uname: 'gus@example.com' });
  app = await buildTestApp(database);
  visitor = await startCandidateFlow(app, 'acme', { uname: 'visitor@example.com' });
  jane = await signInCookie(app, 'acme', 'jane@example.com');
  globexCookie = await signInCookie(app, 'globex', 'gus@example.com');
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: Record<string, unknown>,
) =>
  app.inject({
    method,
    url: `/rest/private/candidate/${url}`,
    headers: { ...XHR, ...headers },
    ...(payload ? { payload } : {}),
  });

/** One valid record of each kind, and the defaults the kind adds. */
const KINDS = [
  {
    kind: 'education',
    idField: 'educationId',
    fields: {
      levelAttained: 'Bachelor of Science',
      institution: 'State University',
      city: 'Austin',
      state: 'TX',
      endDate: '2015-05-30',
      subject: 'Physics',
    },
    defaults: { completed: 't' },
  },
  {
    kind: 'work-history',
    idField: 'workHistoryId',
    fields: {
      company: 'Initech',
      title: 'Engineer',
      description: 'Built the reports.',
      startDate: '2016-01-04',
      endDate: '2019-12-20',
      city: 'Austin',
      state: 'TX',
    },
    defaults: { current: 'f' },
  },
  { kind: 'certification', idField: 'certificationId', fields: { name: 'PMP' }, defaults: {} },
  {
    kind: 'convicted-offence',
    idField: 'convictedPseId',
    fields: { nature: 'Speeding' },
    defaults: {},
  },
  { kind: 'relative', idField: 'relativeId', fields: { name: 'Ana Doe' }, defaults: {} },
  {
    kind: 'professional-reference',
    idField: 'profReferenceId',
    fields: { name: 'Bob Boss' },
    defaults: {},
  },
];

describe.each(KINDS)('$kind records', ({ kind, idField, fields, defaults }) => {
  it('are added, listed, updated, deleted by id and deleted all, for their candidate', async () => {
    const { authorization } = visitor;
    const candidateId = visitor.candidate.candidateId;
    const added = await call('PUT', `acme/${kind}`, { authorization }, { candidateId, ...fields });
    expect(added.statusCode).toBe(201);
    const record = added.json<Record<string, unknown>>();
    expect(record).toEqual({ [idField]: expect.any(Number), candidateId, ...fields, ...defaults });
    const id = Number(record[idField]);
    await call('PUT', `acme/${kind}`, { authorization }, { candidateId, ...fields });

    const list = await call('GET', `acme/${kind}/candidate/${candidateId}`, { authorization });
    expect(list.json<unknown[]>()).toHaveLength(2);
    expect(list.json<unknown[]>()[0]).toEqual(record);

    const [firstField = ''] = Object.keys(fields);
    const updated = await call(
      'POST',
      `acme/${kind}`,
      { authorization },
      { [idField]: id, candidateId, ...fields, [firstField]: 'Changed' },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ [idField]: id, [firstField]: 'Changed' });

    const deleted = await call('DELETE', `acme/${kind}/${id}`, { authorization });
    expect(deleted.json()).toEqual({ status: 'Success' });
    expect((await call('DELETE', `acme/${kind}/${id}`, { authorization })).statusCode).toBe(404);

    const all = await call('DELETE', `acme/${kind}/candidate/${candidateId}`, { authorization });
    expect(all.json()).toEqual({ deleted: 1 });
    const empty = await call('GET', `acme/${kind}/candidate/${candidateId}`, { authorization });
    expect(empty.json()).toEqual([]);
  });

  it('cannot be reached by another candidate, another tenant or without credentials', async () => {
    const { authorization } = visitor;
    const candidateId = visitor.candidate.candidateId;
    const added = await call('PUT', `acme/${kind}`, { authorization }, { candidateId, ...fields });
    const id = Number(added.json<Record<string, unknown>>()[idField]);
    const other = { cookie: jane };

    expect((await call('GET', `acme/${kind}/candidate/${candidateId}`, other)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `acme/${kind}`, other, { [idField]: id, candidateId, ...fields }))
        .statusCode,
    ).toBe(404);
    const asJane = await call('POST', `acme/${kind}`, other, {
      [idField]: id,
      candidateId: janeId,
      ...fields,
    });
    expect(asJane.statusCode).toBe(404);
    expect(asJane.json()).toMatchObject({ code: 'RECORD_NOT_FOUND' });
    expect((await call('DELETE', `acme/${kind}/${id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `acme/${kind}/candidate/${candidateId}`, other)).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `acme/${kind}`, other, { candidateId, ...fields })).statusCode).toBe(
      404,
    );
    // Jane's own list does not show the visitor's record.
    expect((await call('GET', `acme/${kind}/candidate/${janeId}`, other)).json()).toEqual([]);

    expect(
      (await call('GET', `globex/${kind}/candidate/${candidateId}`, { authorization })).statusCode,
    ).toBe(401);
    expect(
      (await call('DELETE', `globex/${kind}/${id}`, { cookie: globexCookie })).statusCode,
    ).toBe(404);
    expect((await call('GET', `acme/${kind}/candidate/${candidateId}`, {})).statusCode).toBe(401);
    expect((await call('DELETE', `acme/${kind}/${id}`, {})).statusCode).toBe(401);

    const still = await call('GET', `acme/${kind}/candidate/${candidateId}`, { authorization });
    expect(still.json<unknown[]>().map((row) => Object(row)[idField])).toContain(id);
  });
});

describe('record fields', () => {
  const add = (kind: string, fields: Record<string, unknown>) =>
    call(
      'PUT',
      `acme/${kind}`,
      { authorization: visitor.authorization },
      { candidateId: visitor.candidate.candidateId, ...fields },
    );

  it.each([
    ['education', { levelAttained: 'x'.repeat(81) }, 'levelAttained'],
    ['education', { levelAttained: 'BSc', institution: 'x'.repeat(81) }, 'institution'],
    ['education', { institution: 'State University' }, 'levelAttained'],
    ['education', { levelAttained: 'BSc', completed: 'yes' }, 'completed'],
    ['work-history', { company: 'x'.repeat(51) }, 'company'],
    ['work-history', { company: 'Initech', title: 'x'.repeat(51) }, 'title'],
    ['work-history', { company: 'Initech', current: 'maybe' }, 'current'],
    ['certification', { name: '' }, 'name'],
    ['convicted-offence', { name: 'not the field' }, 'nature'],
    ['relative', { name: 'Ana', nickname: 'A' }, 'nickname'],
  ])('%s refuses %j naming %s', async (kind, fields, field) => {
    const response = await add(kind, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  it.each([
    ['education', { levelAttained: 'BSc', endDate: '2015-02-30' }],
    ['work-history', { company: 'Initech', startDate: '2019-01-01', endDate: '2018-12-31' }],
    ['work-history', { company: 'Initech', startDate: '2019-01-01', endDate: '2019-01-01' }],
  ])('%s refuses the dates %j', async (kind, fields) => {
    const response = await add(kind, fields);
    expect(response.json()).toMatchObject({ field: 'endDate', message: 'Enter valid date.' });
  });

  it('treats empty strings as not given, so an update can clear a field and defaults return', async () => {
    const added = await add('education', {
      levelAttained: 'BSc',
      institution: 'State University',
      completed: 'f',
      subject: '',
    });
    expect(added.json()).not.toHaveProperty('subject');
    const educationId = Number(added.json<Record<string, unknown>>()['educationId']);
    const updated = await call(
      'POST',
      'acme/education',
      { authorization: visitor.authorization },
      {
        educationId,
        candidateId: visitor.candidate.candidateId,
        levelAttained: 'MSc',
        institution: '',
      },
    );
    expect(updated.json()).toEqual({
      educationId,
      candidateId: visitor.candidate.candidateId,
      levelAttained: 'MSc',
      completed: 't',
    });
  });
});

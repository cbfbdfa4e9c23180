import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candidate } from '@talentgate/domain';
import { buildTestApp } from '../../test/app.js';
import { signInCookie } from '../../test/sign-in.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';

let database: TestDatabase;
let app: FastifyInstance;
let jane: Awaited<ReturnType<typeof createCandidate>>;
let bob: Awaited<ReturnType<typeof createCandidate>>;
let cookie: string;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  database = await createTestDatabase();
  const acme = await createTenant(database.handle.db, { client: 'acme' });
  await createTenant(database.handle.db, { client: 'globex' });
  jane = await createCandidate(database.handle.db, acme, {
    uname: 'jane@example.com',
    city: 'Austin',
    customFields: { shirtSize: 'M', team: 'Blue' },
  });
  bob = await createCandidate(database.handle.db, acme, { uname: 'bob@example.com' });
  app = await buildTestApp(database);
  cookie = await signInCookie(app, 'acme', 'jane@example.com');
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const update = (
  payload: Record<string, unknown>,
  client = 'acme',
  headers: Record<string, string> = { cookie },
) =>
  app.inject({
    method: 'POST',
    url: `/rest/private/candidate/${client}`,
    headers: { ...XHR, ...headers },
    payload,
  });

describe('current candidate id', () => {
  it('answers the signed-in candidate\u2019s id, and 401 without a session', async () => {
    const own = await app.inject({
      url: '/rest/private/candidate/acme/current/id',
      headers: { cookie },
    });
    expect(own.json()).toEqual({ candidateId: jane.id });
    expect((await app.inject({ url: '/rest/private/candidate/acme/current/id' })).statusCode).toBe(
      401,
    );
  });
});

describe('update candidate', () => {
  it('changes the given fields, keeps those sent empty, keeps digits of the phone, merges custom fields', async () => {
    const response = await update({
      candidateId: jane.id,
      firstName: 'Janet',
      city: '',
      phone1: '+1 (512) 555-0100',
      dob: '1990-04-01',
      candidateCustomFieldsValueDTO: {
        customFieldsNameValuePairs: { team: 'Green', pronouns: 'she/her', shirtSize: '' },
      },
    });
    expect(response.statusCode).toBe(200);
    const candidate = response.json<Candidate>();
    expect(candidate).toMatchObject({
      firstName: 'Janet',
      city: 'Austin',
      phone1: '15125550100',
      dob: '1990-04-01',
    });
    expect(candidate.candidateCustomFieldsValueDTO.customFieldsNameValuePairs).toEqual({
      shirtSize: 'M',
      team: 'Green',
      pronouns: 'she/her',
    });
  });

  it.each([
    [{ dob: '2999-01-01' }, 'dob', 'Enter valid date.'],
    [{ dob: '1990-02-30' }, 'dob', 'Enter valid date.'],
    [{ dob: '1800-01-01' }, 'dob', 'Enter valid date.'],
    [{ phone1: '12345' }, 'phone1', 'Phone is invalid.'],
  ])('rejects %j naming the field', async (fields, field, message) => {
    const response = await update({ candidateId: jane.id, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
  });

  it('refuses fields a candidate may not set, and unknown fields', async () => {
    for (const field of ['uname', 'locked', 'accessType', 'ssn', 'isAdmin']) {
      const response = await update({ candidateId: jane.id, [field]: 'x' });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
  });

  it('never updates another candidate or crosses tenants', async () => {
    expect((await update({ candidateId: bob.id, firstName: 'Mallory' })).statusCode).toBe(401);
    expect(
      (await update({ candidateId: jane.id, firstName: 'Mallory' }, 'globex')).statusCode,
    ).toBe(401);
    expect(
      (await update({ candidateId: jane.id, firstName: 'Mallory' }, 'acme', {})).statusCode,
    ).toBe(401);
    const current = await app.inject({
      url: '/rest/private/candidate/acme/current',
      headers: { cookie },
    });
    expect(current.json<Candidate>().firstName).toBe('Janet');
  });
});

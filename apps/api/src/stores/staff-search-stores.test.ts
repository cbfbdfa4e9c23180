/**
 * Staff search by words (decision 0033): every word typed is the start of a word of the
 * candidate's names, city or e-mail, or of the job title; an e-mail address typed is the start
 * of the address. Both ways of reading a page (sorting a short list of matches, walking the
 * date index for a long one) answer the same rows.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, candidates, requisitions } from '../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createTenant } from '../test/factories.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';
import {
  applicationMatchesWords,
  countApplicationsByStatus,
  findApplicationPage,
} from './application-search-store.js';
import { findCandidatePage } from './candidate-search-store.js';

let database: TestDatabase;
let acme: Tenant;
let other: Tenant;
const db = () => database.handle.db;

const PEOPLE = [
  { first: 'Ada', last: 'Lovelace', email: 'ada.lovelace@example.com', city: 'London' },
  { first: 'Jean-Luc', last: 'Picard', email: 'captain@enterprise.example', city: 'La Barre' },
  { first: 'Siobhan', last: "O'Brien", email: 'sob@example.org', city: 'Cork' },
  { first: 'Ünal', last: 'Öztürk', email: 'unal_ozturk@example.net', city: 'İzmir' },
  { first: null, last: null, email: 'nameless@example.com', city: null },
];

async function addCandidate(tenant: Tenant, person: (typeof PEOPLE)[number], minutesAgo: number) {
  const [row] = await db()
    .insert(candidates)
    .values({
      tenantId: tenant.id,
      uname: person.email,
      email: person.email,
      firstName: person.first,
      lastName: person.last,
      city: person.city,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning({ id: candidates.id });
  if (!row) throw new Error('candidate not created');
  return row.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  acme = await createTenant(db(), { client: 'acme' });
  other = await createTenant(db(), { client: 'other' });
  const [job] = await db()
    .insert(requisitions)
    .values({ tenantId: acme.id, title: 'Senior Data Engineer', category: 'Engineering' })
    .returning({ id: requisitions.id });
  if (!job) throw new Error('requisition not created');
  for (const [index, person] of PEOPLE.entries()) {
    const candidateId = await addCandidate(acme, person, index);
    await db()
      .insert(applications)
      .values({
        tenantId: acme.id,
        candidateId,
        requisitionId: job.id,
        status: index % 2 ? 'Screening' : 'Applied',
        sfxApplicationMethod: 'SFX Application',
        applyDate: new Date(Date.now() - index * 60_000),
        applicationType: 'E',
      });
  }
  // The same person in another tenant is never found from acme.
  const [ada] = PEOPLE;
  if (ada) await addCandidate(other, ada, 0);
});

afterAll(() => database.dispose());

const tenantOf = (tenant: Tenant) => eq(candidates.tenantId, tenant.id);

async function emailsFound(words: string, countLimit = 10_000) {
  const { rows, counted } = await findCandidatePage(db(), {
    filters: [tenantOf(acme)],
    words,
    limit: 50,
    offset: 0,
    countLimit,
  });
  return { emails: rows.map((row) => row.email), counted };
}

describe('candidate search by words', () => {
  it('finds the start of any word of the names, city and e-mail, in any case', async () => {
    expect((await emailsFound('love')).emails).toEqual(['ada.lovelace@example.com']);
    expect((await emailsFound('LOND')).emails).toEqual(['ada.lovelace@example.com']);
    expect((await emailsFound('ada lov')).emails).toEqual(['ada.lovelace@example.com']);
    expect((await emailsFound('luc')).emails).toEqual(['captain@enterprise.example']);
    expect((await emailsFound('jean-luc pic')).emails).toEqual(['captain@enterprise.example']);
    expect((await emailsFound("o'brien")).emails).toEqual(['sob@example.org']);
    expect((await emailsFound('öztü')).emails).toEqual(['unal_ozturk@example.net']);
    expect((await emailsFound('namel')).emails).toEqual(['nameless@example.com']);
  });

  it('finds an e-mail address by its start, and not every address of a domain', async () => {
    expect((await emailsFound('ada.lovelace@exa')).emails).toEqual(['ada.lovelace@example.com']);
    expect((await emailsFound('CAPTAIN@')).emails).toEqual(['captain@enterprise.example']);
    expect((await emailsFound('example')).emails).toEqual([]);
    expect((await emailsFound('@example.com')).emails).toEqual([]);
  });

  it('does not find the middle of a word, and takes no character as syntax', async () => {
    expect((await emailsFound('velace')).emails).toEqual([]);
    for (const text of ['%', "'", '\\', ':*', '!&|', "a' | 'b", '(ada']) {
      const found = await emailsFound(text);
      expect(found.emails.length, text).toBeLessThanOrEqual(1);
    }
    expect((await emailsFound('(ada')).emails).toEqual(['ada.lovelace@example.com']);
    expect((await emailsFound('%')).counted).toBe(0);
  });

  it('answers the same page whether it sorts the matches or walks the date index', async () => {
    const sorted = await findCandidatePage(db(), {
      filters: [tenantOf(acme), sql`${candidates.city} is not null`],
      words: '',
      limit: 2,
      offset: 1,
      countLimit: 10_000,
    });
    const walked = await findCandidatePage(db(), {
      filters: [tenantOf(acme), sql`${candidates.city} is not null`],
      words: '',
      limit: 2,
      offset: 1,
      countLimit: 1,
    });
    expect(sorted.rows.map((row) => row.email)).toEqual([
      'captain@enterprise.example',
      'sob@example.org',
    ]);
    expect(walked.rows).toEqual(sorted.rows);
    expect(sorted.counted).toBe(4);
    expect(walked.counted).toBe(2);
  });
});

describe('application search by words', () => {
  const filtersFor = (words: string) => [
    eq(applications.tenantId, acme.id),
    applicationMatchesWords(acme.id, words),
  ];

  it('matches the candidate’s names and e-mail or the job title, counted by status', async () => {
    expect(await countApplicationsByStatus(db(), filtersFor('lovel'))).toEqual({ Applied: 1 });
    expect(await countApplicationsByStatus(db(), filtersFor('data eng'))).toEqual({
      Applied: 3,
      Screening: 2,
    });
    expect(await countApplicationsByStatus(db(), filtersFor('sob@'))).toEqual({ Applied: 1 });
    expect(await countApplicationsByStatus(db(), filtersFor('engineer lovel'))).toEqual({});
    expect(await countApplicationsByStatus(db(), filtersFor('%'))).toEqual({});
  });

  it('answers the same page whether it sorts the matches or walks the date index', async () => {
    const page = (matches: number) =>
      findApplicationPage(db(), { filters: filtersFor('senior'), matches, limit: 3, offset: 1 });
    const sorted = await page(5);
    expect(sorted.map((row) => row.candidateEmail)).toEqual([
      'captain@enterprise.example',
      'sob@example.org',
      'unal_ozturk@example.net',
    ]);
    expect(await page(10_001)).toEqual(sorted);
  });
});

/**
 * One word through the postings (decision 0059) answers exactly what the text index answers:
 * the same total, facet counts and page, in the same order; a word that finds nothing, what
 * comparing it with every open job's title answers. The reference here is the plain
 * statement over job_search_entries (every match ranked with ts_rank), written apart from the
 * store; jobs and words are drawn by fast-check from words that share prefixes ("nurse",
 * "nursery", "nursing"), so that one job often holds several lexemes a prefix matches. Runs on
 * PGlite and, with TEST_DATABASE_URL, on the PostgreSQL server.
 */
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchConfigsOf } from '../db/job-search-document.js';
import { jobs, requisitions } from '../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createJob, createTenant } from '../test/factories.js';
import { rowsOf } from '../test/personal-data-scan.js';
import { seedDemoTenant } from '../seed/seed-demo.js';
import { findJobPage, type FoundPage } from './job-search-store.js';

const ENGLISH = ['nurse', 'nursery', 'nursing', 'engine', 'engineer', 'engineering', 'data'];
const MORE_ENGLISH = ['database', 'date', 'manager', 'management', 'the', 'lead', 'leader'];
const SPANISH = ['enfermera', 'enfermería', 'ingeniero', 'ingeniería', 'datos', 'de', 'jefe'];
const WORDS = [...ENGLISH, ...MORE_ENGLISH, ...SPANISH];
const CATEGORIES = ['Nursing', 'Engineering', 'Data'];
const CITIES = ['Austin', 'Madrid', 'Lyon'];

const jobShape = fc.record({
  language: fc.constantFrom('en', 'es'),
  title: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
  description: fc.array(fc.constantFrom(...WORDS), { maxLength: 8 }),
  category: fc.constantFrom(...CATEGORIES),
  city: fc.constantFrom(...CITIES),
  day: fc.integer({ min: 1, max: 4 }),
  /** What happens to the job after it is written: stays, closes, moves to another place, goes. */
  fate: fc.constantFrom('stays', 'stays', 'stays', 'closes', 'moves', 'retitled', 'deleted'),
});

/** A word as typed: a prefix of one of the words, or the word with one letter wrong. */
const typed = fc.oneof(
  fc
    .tuple(fc.constantFrom(...WORDS), fc.integer({ min: 1, max: 12 }))
    .map(([word, length]) => word.slice(0, length)),
  fc
    .tuple(fc.constantFrom(...WORDS), fc.nat(), fc.constantFrom('x', 'q', ''))
    .map(([word, at, letter]) => {
      const i = at % word.length;
      return word.slice(0, i) + letter + word.slice(i + 1) || word;
    }),
);

const searchShape = fc.record({
  word: typed,
  category: fc.option(fc.constantFrom(...CATEGORIES), { nil: null }),
  location: fc.option(fc.constantFrom(...CITIES), { nil: null }),
  page: fc.integer({ min: 1, max: 3 }),
});

let database: TestDatabase;
let tenants = 0;
/** How many searches were compared (not left to the look-alike titles). */
let compared = 0;
/** How many searches found nothing exactly and some look-alike titles. */
let lookAlikes = 0;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

/** A job the reference found: its id, cell (category and place), rank and posting date. */
const toMatch = (row: Record<string, unknown>) => ({
  id: Number(row.id),
  category: String(row.category),
  location: String(row.location),
  rank: Number(row.rank),
  posted: String(row.posted),
});

/** Every match of the word, ranked with the whole query, as the text index path reads them. */
async function everyMatch(tenantId: number, word: string, configs: readonly string[]) {
  const result = await database.handle.db.execute(sql`
    with alternatives as (
      select to_tsquery(c.config, quote_literal(${word}::text) || ':*')::text as q
      from unnest(${sql.param(configs)}::regconfig[]) as c(config)),
    query as (
      select case when bool_or(q = '') then null
        else string_agg(distinct '(' || q || ')', ' | ')::tsquery end as words
      from alternatives)
    select entries.job_id as id, cells.primary_category as category,
      cells.location_label as location, ts_rank(entries.search_vector, query.words) as rank,
      entries.posted_date::text as posted
    from job_search_entries as entries cross join query
    join job_facet_counts as cells on cells.id = entries.cell
    where entries.tenant_id = ${tenantId} and entries.search_vector @@ query.words`);
  return rowsOf(result).map(toMatch);
}

/**
 * How many postings, per-cell counts and title counts of the tenant differ from what its
 * entries make of them afresh (all 0 when the triggers kept them through every write).
 */
async function postingsApartFromEntries(tenantId: number) {
  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf(await database.handle.db.execute(query))[0]?.n);
  const fresh = sql`
    select entries.tenant_id, words.lexeme, entries.job_id, entries.cell, jobs.language,
      ts_rank(entries.search_vector, lexeme_query(words.lexeme)) as rank, entries.posted_date
    from job_search_entries as entries join jobs on jobs.id = entries.job_id
    cross join unnest(entries.search_vector) as words
    where entries.tenant_id = ${tenantId}`;
  const kept = sql`
    select tenant_id, lexeme, job_id, cell, language, rank, posted_date from job_search_postings
    where tenant_id = ${tenantId}`;
  const postings = await count(sql`select count(*)::integer as n from (
    (${kept} except all ${fresh}) union all (${fresh} except all ${kept})) as apart`);
  const freshTerms = sql`select lexeme, language, cell, count(*)::integer as jobs
    from (${fresh}) as postings group by lexeme, language, cell`;
  const keptTerms = sql`select lexeme, language, cell, jobs from job_search_terms
    where tenant_id = ${tenantId} and jobs > 0`;
  const terms = await count(sql`select count(*)::integer as n from (
    (${keptTerms} except all ${freshTerms}) union all (${freshTerms} except all ${keptTerms})) as apart`);
  const freshTitles = sql`select entries.title, count(*)::integer as jobs
    from job_search_entries as entries join jobs on jobs.id = entries.job_id
      and jobs.title = entries.title
    where entries.tenant_id = ${tenantId} group by entries.title`;
  const keptTitles = sql`select title, jobs from job_search_titles
    where tenant_id = ${tenantId} and jobs > 0`;
  const titles = await count(sql`select count(*)::integer as n from (
    (${keptTitles} except all ${freshTitles}) union all (${freshTitles} except all ${keptTitles})) as apart`);
  return { postings, terms, titles };
}

/** Every open job whose title looks like what was typed, ranked by how much. */
async function everyLookAlike(tenantId: number, text: string) {
  const result = await database.handle.db.execute(sql`
    select jobs.id, jobs.primary_category as category, jobs.location_label as location,
      strict_word_similarity(${text}::text, jobs.title) as rank, jobs.posted_date::text as posted
    from jobs where jobs.tenant_id = ${tenantId} and jobs.open and ${text}::text <<% jobs.title`);
  return rowsOf(result).map(toMatch);
}

type Match = ReturnType<typeof toMatch>;

function expectedPage(
  matches: readonly Match[],
  search: { category: string | null; location: string | null; page: number },
  pageSize: number,
) {
  const inCategory = (match: Match) =>
    search.category === null || match.category === search.category;
  const inPlace = (match: Match) => search.location === null || match.location === search.location;
  const counts = (values: string[]) =>
    [
      ...values.reduce(
        (map, value) => map.set(value, (map.get(value) ?? 0) + 1),
        new Map<string, number>(),
      ),
    ]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  const chosen = matches
    .filter((match) => inCategory(match) && inPlace(match))
    .sort(
      (a, b) =>
        b.rank - a.rank || (a.posted < b.posted ? 1 : a.posted > b.posted ? -1 : 0) || b.id - a.id,
    );
  return {
    total: chosen.length,
    ids: chosen.slice((search.page - 1) * pageSize, search.page * pageSize).map((job) => job.id),
    categories: counts(matches.filter(inPlace).map((match) => match.category)),
    locations: counts(matches.filter(inCategory).map((match) => match.location)),
  };
}

const answered = (page: FoundPage) => ({
  total: page.total,
  ids: page.jobs.map((job) => job.id),
  categories: page.categories,
  locations: page.locations,
});

describe('a one-word search', () => {
  it('finds by a look-alike title only the jobs of its own tenant, not others of that title', async () => {
    const db = database.handle.db;
    const own = await createTenant(db, { client: 'pharmacy', languages: ['en'] });
    const other = await createTenant(db, { client: 'drugstore', languages: ['en'] });
    const { job } = await createJob(db, own, { title: 'Pharmacist', postedDate: '2026-10-01' });
    await createJob(db, other, { title: 'Pharmacist', postedDate: '2026-11-01' });
    const found = await findJobPage(db, {
      tenantId: own.id,
      words: ['pharmacst'],
      configs: searchConfigsOf(own.languages),
      category: null,
      location: null,
      limit: 10,
      offset: 0,
    });
    expect(found.total).toBe(1);
    expect(found.jobs.map((found) => found.id)).toEqual([job.id]);
  });

  it('ranks a job that holds two of the lexemes a prefix matches above newer jobs that hold one', async () => {
    const db = database.handle.db;
    const tenant = await createTenant(db, { client: 'nursery', languages: ['en'] });
    const job = (description: string, postedDate: string) =>
      createJob(db, tenant, { title: 'Clerk', description, postedDate });
    const { job: both } = await job('nurse nursery', '2026-10-01');
    for (const day of ['02', '03', '04']) {
      await job('nurse', `2026-11-${day}`);
      await job('nursery', `2026-11-${day}`);
    }
    const configs = searchConfigsOf(tenant.languages);
    const matches = await everyMatch(tenant.id, 'nurs', configs);
    expect(matches).toHaveLength(7);
    for (const page of [1, 2, 3]) {
      const search = { category: null, location: null, page };
      const found = await findJobPage(db, {
        tenantId: tenant.id,
        words: ['nurs'],
        configs,
        ...search,
        limit: 1,
        offset: page - 1,
      });
      expect(answered(found)).toEqual(expectedPage(matches, search, 1));
      if (page === 1) expect(found.jobs.map((found) => found.id)).toEqual([both.id]);
    }
  });

  it('answers what the text index answers for the words of real job postings', async () => {
    // The demo tenant's jobs, written by hand in several languages with long descriptions:
    // every few of their lexemes, searched whole and cut short, with and without a filter.
    const db = database.handle.db;
    await seedDemoTenant(db, new Date('2026-11-21T12:00:00Z'));
    const [demo] = rowsOf(
      await db.execute(sql`select id, languages from tenants where client = 'demo'`),
    );
    const tenantId = Number(demo?.id);
    const languages = Array.isArray(demo?.languages) ? demo.languages.map(String) : [];
    const configs = searchConfigsOf(languages);
    const lexemes = rowsOf(
      await db.execute(sql`select distinct lexeme from job_search_postings
        where tenant_id = ${tenantId} order by lexeme`),
    ).map((row) => String(row.lexeme));
    expect(lexemes.length).toBeGreaterThan(500);
    const words = lexemes
      .filter((_, i) => i % 7 === 0)
      .flatMap((lexeme) => [lexeme, lexeme.slice(0, 3)])
      .filter((word) => /^[\p{L}\p{N}]+$/u.test(word));
    let searched = 0;
    for (const word of new Set(words)) {
      const matches = await everyMatch(tenantId, word, configs);
      if (matches.length === 0) continue;
      for (const category of [null, matches[0]?.category ?? null]) {
        const search = { category, location: null, page: 1 };
        const found = await findJobPage(db, {
          tenantId,
          words: [word],
          configs,
          ...search,
          limit: 5,
          offset: 0,
        });
        expect(answered(found), word).toEqual(expectedPage(matches, search, 5));
        searched += 1;
      }
    }
    expect(searched).toBeGreaterThan(100);
  });

  it('answers what ranking every match with the text index answers', async () => {
    const db = database.handle.db;
    await fc.assert(
      fc.asyncProperty(
        fc.array(jobShape, { minLength: 1, maxLength: 14 }),
        fc.array(searchShape, { minLength: 1, maxLength: 8 }),
        async (jobShapes, searches) => {
          tenants += 1;
          const tenant = await createTenant(db, {
            client: `words${tenants}`,
            languages: ['en', 'es'],
          });
          for (const shape of jobShapes) {
            const { job, requisition } = await createJob(db, tenant, {
              title: shape.title.join(' '),
              description: shape.description.join(' '),
              category: shape.category,
              city: shape.city,
              state: '',
              country: '',
              language: shape.language,
              postedDate: `2026-11-0${shape.day}`,
            });
            if (shape.fate === 'closes') {
              await db
                .update(requisitions)
                .set({ status: 'closed' })
                .where(eq(requisitions.id, requisition.id));
            }
            if (shape.fate === 'deleted') await db.delete(jobs).where(eq(jobs.id, job.id));
            if (shape.fate === 'retitled') {
              await db.update(jobs).set({ title: 'data engineer' }).where(eq(jobs.id, job.id));
            }
            if (shape.fate === 'moves') {
              await db
                .update(jobs)
                .set({ city: 'Lyon', locationLabel: 'Lyon' })
                .where(eq(jobs.id, job.id));
            }
          }
          expect(await postingsApartFromEntries(tenant.id)).toEqual({
            postings: 0,
            terms: 0,
            titles: 0,
          });
          const configs = searchConfigsOf(tenant.languages);
          const pageSize = 3;
          for (const search of searches) {
            const exact = await everyMatch(tenant.id, search.word, configs);
            // No match at all: the look-alike titles answer instead.
            const matches = exact.length > 0 ? exact : await everyLookAlike(tenant.id, search.word);
            if (exact.length > 0) compared += 1;
            else lookAlikes += matches.length > 0 ? 1 : 0;
            const page = await findJobPage(db, {
              tenantId: tenant.id,
              words: [search.word],
              configs,
              category: search.category,
              location: search.location,
              limit: pageSize,
              offset: (search.page - 1) * pageSize,
            });
            expect(answered(page), JSON.stringify(search)).toEqual(
              expectedPage(matches, search, pageSize),
            );
          }
        },
      ),
      { numRuns: 40 },
    );
    expect(compared).toBeGreaterThan(40);
    expect(lookAlikes).toBeGreaterThan(5);
  });
});

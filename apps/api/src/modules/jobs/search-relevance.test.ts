/**
 * What a visitor's words find (decision 0044): stemming in the job's language, typo
 * tolerance, ranking, and facet counts that agree with the listed jobs. Runs on PGlite and,
 * with TEST_DATABASE_URL, on the PostgreSQL server.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobSearchResult } from '@talentgate/domain';
import { jobs, requisitions } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createJob, createTenant } from '../../test/factories.js';

let database: TestDatabase;
let app: FastifyInstance;
let nurse: Awaited<ReturnType<typeof createJob>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  const initech = await createTenant(db, { client: 'initech', languages: ['en', 'es'] });
  await createJob(db, initech, {
    title: 'Product Manager',
    category: 'Product',
    description: 'Pair with the engineer on call every week.',
    postedDate: '2026-11-20',
  });
  await createJob(db, initech, {
    title: 'Platform Engineer',
    category: 'Engineering',
    postedDate: '2026-11-02',
  });
  await createJob(db, initech, {
    title: 'Senior Software Engineer',
    category: 'Engineering',
    city: 'Madrid',
    state: '',
    country: 'Spain',
    postedDate: '2026-11-01',
  });
  await createJob(db, initech, {
    title: 'Enfermera de cuidados intensivos',
    category: 'Enfermería',
    city: 'Madrid',
    state: '',
    country: 'Spain',
    description: 'Turnos de noche en la unidad de cuidados intensivos.',
    language: 'es',
  });
  nurse = await createJob(db, initech, { title: 'Registered Nurse', category: 'Nursing' });
  await createJob(db, initech, { title: 'Closed Engineer', status: 'closed' });

  const other = await createTenant(db, { client: 'hooli', languages: ['en'] });
  await createJob(db, other, { title: 'Hooli Engineer' });

  const arabic = await createTenant(db, { client: 'nahda', languages: ['ar'] });
  await createJob(db, arabic, { title: 'مهندس برمجيات', category: 'هندسة', language: 'ar' });
  // Answers straight from the database: the counts must follow each write at once.
  app = await buildTestApp(database, { JOB_SEARCH_CACHE_SECONDS: '0' });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

async function search(query: string, client = 'initech'): Promise<JobSearchResult> {
  const response = await app.inject({ url: `/rest/public/jobsearch/${client}?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<JobSearchResult>();
}

const titles = (result: JobSearchResult) => result.jobs.map((job) => job.title);

describe('job search stems words in the tenant’s languages', () => {
  it('finds "Engineer" for "engineers" and "Nurse" for "nursing"', async () => {
    expect(titles(await search('q=engineers'))).toEqual([
      'Platform Engineer',
      'Senior Software Engineer',
      'Product Manager',
    ]);
    expect(titles(await search('q=nursing'))).toEqual(['Registered Nurse']);
  });

  it('finds the Spanish "Enfermera" for "enfermeras" and "enfermeros"', async () => {
    for (const words of ['enfermeras', 'enfermeros', 'Enfermeras%20de%20noche']) {
      expect(titles(await search(`q=${words}`)), words).toEqual([
        'Enfermera de cuidados intensivos',
      ]);
    }
  });

  it('stems Arabic for a tenant that serves Arabic', async () => {
    const result = await search(`q=${encodeURIComponent('المهندسين')}`, 'nahda');
    expect(titles(result)).toEqual(['مهندس برمجيات']);
  });
});

describe('job search forgives typos', () => {
  it('finds engineer jobs for "enginer" and "engneer"', async () => {
    for (const words of ['enginer', 'engneer']) {
      const found = titles(await search(`q=${words}`));
      expect(found, words).toEqual(
        expect.arrayContaining(['Platform Engineer', 'Senior Software Engineer']),
      );
      expect(found, words).not.toContain('Closed Engineer');
      expect(found, words).not.toContain('Hooli Engineer');
    }
  });

  it('finds "Software Engineer" for "sofware" and keeps the filters', async () => {
    expect(titles(await search('q=sofware'))).toEqual(['Senior Software Engineer']);
    const filtered = await search('q=sofware&location=Madrid%2C%20Spain');
    expect(titles(filtered)).toEqual(['Senior Software Engineer']);
    expect(filtered.counts.category).toEqual([{ value: 'Engineering', count: 1 }]);
    expect((await search('q=sofware&category=Nursing')).total).toBe(0);
  });

  it('finds nothing for words like no title', async () => {
    const result = await search('q=xylophone');
    expect(result).toMatchObject({ total: 0, jobs: [] });
    expect(result.counts).toEqual({ category: [], location: [] });
  });
});

describe('job search ranking', () => {
  it('puts title matches above a newer job that names the word only in its description', async () => {
    const found = titles(await search('q=engineer'));
    expect(found.at(-1)).toBe('Product Manager');
    expect(found.slice(0, 2).sort()).toEqual(['Platform Engineer', 'Senior Software Engineer']);
  });
});

describe('job search facet counts', () => {
  it.each([
    'q=engineer',
    'q=engineer&location=Madrid%2C%20Spain',
    'q=enginer&category=Engineering',
    'location=Madrid%2C%20Spain',
    '',
  ])('count the listed jobs for %s', async (query) => {
    const result = await search(query);
    expect(result.jobs).toHaveLength(result.total);
    const byCategory = new Map<string, number>();
    const byLocation = new Map<string, number>();
    for (const job of result.jobs) {
      byCategory.set(job.primary_category, (byCategory.get(job.primary_category) ?? 0) + 1);
      byLocation.set(job.location.label, (byLocation.get(job.location.label) ?? 0) + 1);
    }
    const params = new URLSearchParams(query);
    // A facet counts with the other filter applied: without its own filter it is exactly
    // the listed jobs; with it, the chosen value's count is.
    const facet = (counts: JobSearchResult['counts']['category'], chosen: string | null) =>
      chosen === null ? counts : counts.filter((item) => item.value === chosen);
    expect(new Map(facet(result.counts.category, params.get('category')).map(toEntry))).toEqual(
      byCategory,
    );
    expect(new Map(facet(result.counts.location, params.get('location')).map(toEntry))).toEqual(
      byLocation,
    );
  });
});

const toEntry = (item: { value: string; count: number }): [string, number] => [
  item.value,
  item.count,
];

describe('job search counts follow the jobs', () => {
  it('drops a closed job from the list and the counts, and counts it again reopened or moved', async () => {
    const db = database.handle.db;
    const nursing = (result: JobSearchResult) =>
      result.counts.category.find((item) => item.value === 'Nursing')?.count ?? 0;
    const before = await search('');
    expect(nursing(before)).toBe(1);

    const setStatus = (status: string) =>
      db.update(requisitions).set({ status }).where(eq(requisitions.id, nurse.requisition.id));
    await setStatus('closed');
    const closed = await search('');
    expect(closed.total).toBe(before.total - 1);
    expect(nursing(closed)).toBe(0);
    expect(titles(closed)).not.toContain('Registered Nurse');
    expect((await search('q=nurse')).total).toBe(0);

    await setStatus('open');
    await db
      .update(jobs)
      .set({ primaryCategory: 'Care', locationLabel: 'Lyon, France' })
      .where(eq(jobs.id, nurse.job.id));
    const moved = await search('location=Lyon%2C%20France');
    expect(titles(moved)).toEqual(['Registered Nurse']);
    expect(moved.counts.category).toEqual([{ value: 'Care', count: 1 }]);
    expect(nursing(await search(''))).toBe(0);
    expect((await search('')).total).toBe(before.total);
    // Word searches read their own copy of each open job: it moves and is retitled with it.
    const movedByWords = await search('q=nurse');
    expect(titles(movedByWords)).toEqual(['Registered Nurse']);
    expect(movedByWords.counts.category).toEqual([{ value: 'Care', count: 1 }]);
    expect(movedByWords.counts.location).toEqual([{ value: 'Lyon, France', count: 1 }]);
    await db.update(jobs).set({ title: 'Registered Midwife' }).where(eq(jobs.id, nurse.job.id));
    expect(titles(await search('q=midwife&category=Care'))).toEqual(['Registered Midwife']);
  });
});

/**
 * What search engines and job boards read (decision 0043): every open demo job's page carries
 * a valid JobPosting and its readable content, closed jobs answer 410 without one, the sitemap
 * lists exactly the open jobs, robots.txt and the feeds are the host's tenant's, and nothing a
 * tenant writes reaches the page unescaped.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { slugify, type JobFeed } from '@talentgate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, requisitions, tenants } from '../../db/schema.js';
import { seedDemoTenant } from '../../seed/seed-demo.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createJob, createTenant } from '../../test/factories.js';

const WEB_INDEX = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/index.html',
);
const DEMO = 'http://localhost:80';
const SITE = 'Northwind Health &amp; Technology';

/** Text as it must appear in HTML (written here by hand, not with the code under test). */
const escaped = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
const ACME_HOST = 'jobs.acme.test';

let database: TestDatabase;
let app: FastifyInstance;
let webDist: string;
let hostileJobId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  await seedDemoTenant(db, new Date('2026-11-21T12:00:00Z'));
  const acme = await createTenant(db, { client: 'acme', name: 'Acme <Corp>', languages: ['en'] });
  hostileJobId = (
    await createJob(db, acme, {
      title: 'Nurse </script><script>alert(1)</script>',
      description:
        'Intro <img src=x onerror=alert(1)>.\n\nDuties:\n- Care "for" patients & families',
    })
  ).job.id;
  webDist = await mkdtemp(path.join(tmpdir(), 'talentgate-web-'));
  await copyFile(WEB_INDEX, path.join(webDist, 'index.html'));
  app = await buildTestApp(database, {
    WEB_DIST_DIR: webDist,
    TENANT_HOSTS: `${ACME_HOST}=acme`,
    PUBLIC_URL: 'http://localhost:80',
  });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  await rm(webDist, { recursive: true, force: true });
});

/** The demo tenant's jobs as the database holds them, with their requisition's status. */
async function demoJobs() {
  return database.handle.db
    .select({ id: jobs.id, title: jobs.title, status: requisitions.status })
    .from(jobs)
    .innerJoin(requisitions, eq(requisitions.id, jobs.requisitionId))
    .innerJoin(tenants, eq(tenants.id, jobs.tenantId))
    .where(eq(tenants.client, 'demo'));
}

const jobUrl = (job: { id: number; title: string }, origin = DEMO) =>
  `${origin}/jobs/${job.id}/${slugify(job.title)}/`;

function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? 'null') as unknown,
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Google's required JobPosting properties, and the recommended ones we know. */
function jobPostingProblems(posting: unknown): string[] {
  if (!isRecord(posting)) return ['not an object'];
  const problems: string[] = [];
  if (posting['@context'] !== 'https://schema.org/') problems.push('@context');
  if (posting['@type'] !== 'JobPosting') problems.push('@type');
  if (!text(posting['title'])) problems.push('title');
  if (!text(posting['description'])) problems.push('description');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(String(posting['datePosted']))) problems.push('datePosted');
  const organization = posting['hiringOrganization'];
  if (!isRecord(organization) || organization['@type'] !== 'Organization')
    problems.push('hiringOrganization');
  else if (!text(organization['name'])) problems.push('hiringOrganization.name');
  const location = posting['jobLocation'];
  const address = isRecord(location) ? location['address'] : null;
  const requirements = posting['applicantLocationRequirements'];
  const placed = isRecord(address) && text(address['addressCountry']);
  const remote =
    posting['jobLocationType'] === 'TELECOMMUTE' &&
    isRecord(requirements) &&
    text(requirements['name']);
  if (!placed && !remote) problems.push('jobLocation or applicantLocationRequirements');
  const identifier = posting['identifier'];
  if (!isRecord(identifier) || !text(identifier['value'])) problems.push('identifier');
  if (posting['validThrough'] !== undefined) problems.push('validThrough (no closing dates)');
  return problems;
}

describe('job pages', () => {
  it('carry a valid JobPosting for every open demo job', async () => {
    const open = (await demoJobs()).filter((job) => job.status === 'open');
    expect(open.length).toBeGreaterThan(30);
    for (const job of open) {
      const page = await app.inject({ url: `/jobs/${job.id}/${slugify(job.title)}/` });
      expect(page.statusCode, job.title).toBe(200);
      const postings = jsonLdOf(page.body);
      expect(postings, job.title).toHaveLength(1);
      expect(jobPostingProblems(postings[0]), job.title).toEqual([]);
      expect(postings[0]).toMatchObject({ title: job.title, url: jobUrl(job) });
    }
  });

  it('answer 410 for a closed job, without a JobPosting and kept out of the index', async () => {
    const closed = (await demoJobs()).filter((job) => job.status === 'closed');
    expect(closed.length).toBeGreaterThan(0);
    for (const job of closed) {
      const page = await app.inject({ url: `/jobs/${job.id}/` });
      expect(page.statusCode, job.title).toBe(410);
      expect(jsonLdOf(page.body)).toEqual([]);
      expect(page.body).toContain('<meta name="robots" content="noindex">');
      expect(page.body).toContain(`<h1>${escaped(job.title)}</h1>`);
    }
  });

  it('answer 404 for a job that does not exist', async () => {
    expect((await app.inject({ url: '/jobs/999999/' })).statusCode).toBe(404);
  });

  it('hold the title, description, canonical address and Open Graph tags in the HTML', async () => {
    const [job] = (await demoJobs()).filter((row) => row.status === 'open');
    if (!job) throw new Error('no open demo job');
    const [full] = await database.handle.db.select().from(jobs).where(eq(jobs.id, job.id));
    if (!full) throw new Error('job vanished');
    const page = await app.inject({ url: `/es/jobs/${job.id}/?source=indeed` });
    const html = page.body;
    expect(html).toContain('<html lang="es" dir="ltr"');
    expect(html).toContain(`<title>${escaped(full.title)} · ${SITE}</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped(full.summary)}" />`);
    expect(html).toContain(
      `<link rel="canonical" href="${DEMO}/es/jobs/${job.id}/${slugify(full.title)}/">`,
    );
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${jobUrl(full)}">`);
    expect(html).toContain(`<meta property="og:title" content="${escaped(full.title)} · ${SITE}">`);
    expect(html).toContain(`<meta property="og:url" content="${DEMO}/es/jobs/${job.id}/`);
    // The readable content sits in the app's root element, in the page's language.
    const root = /<div id="root">(.*?)<\/div>\s*<!--/s.exec(html)?.[1] ?? '';
    expect(root).toContain(`<h1>${escaped(full.title)}</h1>`);
    expect(root).toContain('<h2>Sobre el puesto</h2>');
    const firstParagraph = full.description.split('\n\n')[0] ?? '';
    expect(root).toContain(`<p>${escaped(firstParagraph)}</p>`);
    // The apply link keeps the board the visitor came from.
    expect(root).toContain(`href="/es/apply/?link=${full.requisitionId}&amp;source=indeed"`);
  });

  it('escape what a tenant writes, in the body, the head and the JobPosting', async () => {
    const page = await app.inject({
      url: `/jobs/${hostileJobId}/`,
      headers: { host: ACME_HOST },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain(
      '<h1>Nurse &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>',
    );
    expect(page.body).toContain('<li>Care &quot;for&quot; patients &amp; families</li>');
    const [posting] = jsonLdOf(page.body);
    expect(posting).toMatchObject({
      title: 'Nurse </script><script>alert(1)</script>',
      hiringOrganization: { name: 'Acme <Corp>', sameAs: `http://${ACME_HOST}` },
      description:
        '<p>Intro &lt;img src=x onerror=alert(1)&gt;.</p><h3>Duties</h3><ul><li>Care &quot;for&quot; patients &amp; families</li></ul>',
    });
  });
});

describe('career home', () => {
  it('lists the open jobs of the first result page, with canonical address and title', async () => {
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="${DEMO}/">`);
    expect(page.body).toContain(`<title>Jobs · ${SITE}</title>`);
    expect(page.body).toContain(`<h1>Careers at ${SITE}</h1>`);
    const links = [...page.body.matchAll(/<li><a href="(\/jobs\/\d+\/[^"]*)">/g)];
    expect(links.length).toBeGreaterThan(5);
  });
});

describe('sitemap.xml and robots.txt', () => {
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  it('lists exactly the career home and the open jobs', async () => {
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const open = (await demoJobs()).filter((job) => job.status === 'open');
    expect(locsOf(response.body).sort()).toEqual(
      [`${DEMO}/`, ...open.map((job) => jobUrl(job))].sort(),
    );
    expect(response.body).toContain(
      `<xhtml:link rel="alternate" hreflang="fr" href="${DEMO}/fr/jobs/${open[0]?.id}/`,
    );
  });

  it('drops a job once its requisition closes', async () => {
    const [job] = (await demoJobs()).filter((row) => row.status === 'open');
    if (!job) throw new Error('no open demo job');
    const { db } = database.handle;
    const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    if (!row) throw new Error('job vanished');
    const closeTo = (status: string) =>
      db.update(requisitions).set({ status }).where(eq(requisitions.id, row.requisitionId));
    await closeTo('closed');
    try {
      const sitemap = await app.inject({ url: '/sitemap.xml' });
      expect(locsOf(sitemap.body)).not.toContain(jobUrl(job));
    } finally {
      await closeTo('open');
    }
  });

  it("answer with the host's tenant: its jobs, its origin", async () => {
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host: ACME_HOST } });
    expect(locsOf(sitemap.body)).toEqual([
      `http://${ACME_HOST}/`,
      `http://${ACME_HOST}/jobs/${hostileJobId}/nurse-script-script-alert-1-script/`,
    ]);
    const demoRobots = await app.inject({ url: '/robots.txt' });
    expect(demoRobots.body).toContain('Disallow: /profile/\nDisallow: /es/profile/');
    const robots = await app.inject({ url: '/robots.txt', headers: { host: ACME_HOST } });
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('User-agent: *\nDisallow: /rest/');
    expect(robots.body).toContain(`Sitemap: http://${ACME_HOST}/sitemap.xml`);
  });
});

describe('job feeds', () => {
  it('list every open job as XML, each link naming the feed as source', async () => {
    const response = await app.inject({ url: '/feeds/jobs.xml' });
    expect(response.statusCode).toBe(200);
    const open = (await demoJobs()).filter((job) => job.status === 'open');
    const urls = [...response.body.matchAll(/<url>([^<]*)<\/url>/g)].map((m) => m[1]);
    expect(urls.sort()).toEqual(open.map((job) => `${jobUrl(job)}?source=indeed`).sort());
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<source><publisher>Northwind Health &amp; Technology<\/publisher>/,
    );
    expect(response.body).toMatch(
      /<job><title>[^<]+<\/title><date>\w{3}, \d{2} \w{3} \d{4} 00:00:00 GMT<\/date><referencenumber>\d+<\/referencenumber>/,
    );
    expect(response.body).toContain('<jobtype>fulltime</jobtype>');
  });

  it('list every open job as JSON, with the source the board asked for', async () => {
    const response = await app.inject({ url: '/feeds/jobs.json?source=linkedin' });
    expect(response.statusCode).toBe(200);
    const feed = response.json<JobFeed>();
    const open = (await demoJobs()).filter((job) => job.status === 'open');
    expect(feed.jobs.map((job) => job.id).sort()).toEqual(open.map((job) => job.id).sort());
    expect(feed.source).toBe('linkedin');
    for (const job of feed.jobs) {
      expect(job.url).toBe(`${jobUrl(job)}?source=linkedin`);
      expect(job.applyUrl).toBe(`${DEMO}/apply/?link=${job.referenceNumber}&source=linkedin`);
    }
  });

  it('refuse a source that is not a name', async () => {
    const response = await app.inject({ url: '/feeds/jobs.json?source=%3Cx%3E' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

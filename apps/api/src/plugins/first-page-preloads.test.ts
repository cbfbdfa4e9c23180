/**
 * A page people often open first names its code in its head (decision 0054): the chunks,
 * styles and text catalogs the web build listed for its route and language, and nothing for
 * other pages, an unknown route or a build without the list.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.js';
import { importDemoStreams } from '../test/apply-streams.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createJob, createTenant } from '../test/factories.js';
import { openingWidgets } from './opening-widgets.js';

const PRELOADS = {
  siteCatalogs: { es: 'assets/es-1.js' },
  routes: { job: 'job', jobWithSlug: 'job', apply: 'flow', applyStep: 'flow' },
  pages: {
    job: { scripts: ['assets/JobPage-1.js'], styles: ['assets/JobPage-1.css'], catalogs: {} },
    flow: {
      scripts: ['assets/FlowPage-1.js', 'assets/SchemaForm-1.js'],
      styles: ['assets/FlowPage-1.css'],
      catalogs: { en: 'assets/apply-engine-en-1.js', es: 'assets/apply-engine-es-1.js' },
    },
  },
  widgets: {
    attachment: {
      scripts: ['assets/AttachmentWidget-1.js', 'assets/SchemaForm-1.js'],
      styles: ['assets/upload-1.css'],
    },
    grid: { scripts: ['assets/GridWidget-1.js'], styles: [] },
  },
};

let database: TestDatabase;
const apps: FastifyInstance[] = [];
const dists: string[] = [];
let requisitionId = 0;
/** A requisition on the demo's full apply: a resume upload on its first form, grids after. */
let fullApplyId = 0;
let jobId = 0;

async function siteWith(preloads: string | null): Promise<FastifyInstance> {
  const dist = await mkdtemp(path.join(tmpdir(), 'talentgate-web-'));
  dists.push(dist);
  await writeFile(
    path.join(dist, 'index.html'),
    '<html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>',
  );
  if (preloads !== null) await writeFile(path.join(dist, 'first-page-preloads.json'), preloads);
  const app = await buildTestApp(database, { WEB_DIST_DIR: dist });
  apps.push(app);
  return app;
}

const linksOf = (html: string) => html.match(/<link rel="(modulepreload|stylesheet)"[^>]*>/g) ?? [];
const hrefsOf = (html: string) => linksOf(html).map((link) => /href="([^"]*)"/.exec(link)?.[1]);

beforeAll(async () => {
  database = await createTestDatabase();
  const tenant = await createTenant(database.handle.db, {
    client: 'demo',
    languages: ['en', 'es'],
  });
  const { job, requisition } = await createJob(database.handle.db, tenant, { title: 'Nurse' });
  requisitionId = requisition.id;
  jobId = job.id;
  const streams = await importDemoStreams(database.handle.db, tenant);
  const fullApply = await createJob(database.handle.db, tenant, {
    applyStreamId: streams['full-apply'],
  });
  fullApplyId = fullApply.requisition.id;
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database.dispose();
  for (const dist of dists) await rm(dist, { recursive: true, force: true });
});

describe('first pages name their code in the head', () => {
  it('an apply page: its styles, chunks and texts in the page language', async () => {
    const app = await siteWith(JSON.stringify(PRELOADS));
    const english = await app.inject({ url: `/apply/?link=${requisitionId}` });
    expect(hrefsOf(english.body)).toEqual([
      '/assets/FlowPage-1.css',
      '/assets/FlowPage-1.js',
      '/assets/SchemaForm-1.js',
      '/assets/apply-engine-en-1.js',
    ]);
    expect(linksOf(english.body)[0]).toContain('rel="stylesheet"');
    // After the entry's own tags: what every page needs is asked for first.
    const entryAt = english.body.indexOf('/assets/index.js');
    expect(entryAt).toBeGreaterThan(0);
    expect(english.body.indexOf('/assets/FlowPage-1.css')).toBeGreaterThan(entryAt);

    const spanish = await app.inject({ url: `/es/apply/${requisitionId}/1/` });
    expect(hrefsOf(spanish.body)).toEqual([
      '/assets/FlowPage-1.css',
      '/assets/es-1.js',
      '/assets/FlowPage-1.js',
      '/assets/SchemaForm-1.js',
      '/assets/apply-engine-es-1.js',
    ]);
  });

  it('an apply page also names the code of the widgets its opening form draws, once', async () => {
    const app = await siteWith(JSON.stringify(PRELOADS));
    const first = await app.inject({ url: `/apply/?link=${fullApplyId}` });
    expect(hrefsOf(first.body)).toEqual([
      '/assets/FlowPage-1.css',
      '/assets/upload-1.css',
      '/assets/FlowPage-1.js',
      '/assets/SchemaForm-1.js',
      '/assets/apply-engine-en-1.js',
      '/assets/AttachmentWidget-1.js',
    ]);
    // The second form (education) is a grid and has no upload.
    const second = await app.inject({ url: `/apply/${fullApplyId}/2/` });
    expect(hrefsOf(second.body)).toContain('/assets/GridWidget-1.js');
    expect(hrefsOf(second.body)).not.toContain('/assets/AttachmentWidget-1.js');
    // A job page draws no form.
    const job = await app.inject({ url: `/jobs/${jobId}/nurse/` });
    expect(hrefsOf(job.body)).not.toContain('/assets/AttachmentWidget-1.js');
  });

  it('a job page its own; the career home only the language’s texts; a missing page nothing', async () => {
    const app = await siteWith(JSON.stringify(PRELOADS));
    const job = await app.inject({ url: `/jobs/${jobId}/nurse/` });
    expect(hrefsOf(job.body)).toEqual(['/assets/JobPage-1.css', '/assets/JobPage-1.js']);
    expect(hrefsOf((await app.inject({ url: '/' })).body)).toEqual([]);
    expect(hrefsOf((await app.inject({ url: '/es/' })).body)).toEqual(['/assets/es-1.js']);
    expect(hrefsOf((await app.inject({ url: '/no/such/page/' })).body)).toEqual([]);
  });

  it('a build without the list, or with a list of another shape, names nothing more', async () => {
    for (const preloads of [null, '{"routes":{"apply":"flow"}}', 'not json at all']) {
      const app = await siteWith(preloads);
      const page = await app.inject({ url: `/apply/?link=${requisitionId}` });
      expect(page.statusCode, String(preloads)).toBe(200);
      expect(hrefsOf(page.body)).toEqual([]);
    }
  });
});

describe('the widgets of an opening form', () => {
  const stream = JSON.stringify({
    metaData: [
      { formMetaData: { fields: [{ widget: 'text' }, { widget: 'place' }, { widget: 'text' }] } },
      { formMetaData: { fields: [{ widget: 'grid' }] } },
    ],
  });

  it('are those of the form at the path’s position, the first by default, each once', () => {
    expect(openingWidgets(stream)).toEqual(['text', 'place']);
    expect(openingWidgets(stream, 2)).toEqual(['grid']);
  });

  it('are none for a position past the end, not a number, or an answer of another shape', () => {
    expect(openingWidgets(stream, 3)).toEqual([]);
    expect(openingWidgets(stream, Number('first'))).toEqual([]);
    expect(openingWidgets('{"metaData": "none"}')).toEqual([]);
    expect(openingWidgets('not json')).toEqual([]);
  });
});

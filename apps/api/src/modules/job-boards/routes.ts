/**
 * What search engines and job boards fetch from a tenant's site, by its host name like its
 * pages (decision 0001): robots.txt, sitemap.xml and the job feeds (decision 0043).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorBody, JobFeed, JobFeedQuery } from '@talentgate/domain';
import Type from 'typebox';
import type { RequestSite } from '../tenants/site-origin.js';
import { jsonFeed, xmlFeed, type FeedSite } from './feeds.js';
import { listOpenJobs } from './open-jobs.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

export interface JobBoardOptions {
  siteOf: (request: FastifyRequest) => Promise<RequestSite>;
}

/** Crawlers come back often; five minutes is how late a job opened or closed may show. */
const CACHE = 'public, max-age=300';
const DEFAULT_SOURCES = { xml: 'indeed', json: 'jobfeed' } as const;

const textAnswer = (description: string) => ({
  200: Type.String({ description }),
  404: ErrorBody,
});

export const jobBoardRoutes: FastifyPluginAsyncTypebox<JobBoardOptions> = async (app, options) => {
  const tenantOf = async (request: FastifyRequest) => {
    const site = await options.siteOf(request);
    return { site, tenant: await app.tenants.require(site.client) };
  };
  const feedSite = async (request: FastifyRequest, source: string) => {
    const { site, tenant } = await tenantOf(request);
    const feed: FeedSite = {
      company: tenant.name,
      origin: site.origin,
      language: tenant.defaultLanguage,
      source,
    };
    return { feed, jobs: await listOpenJobs(app.db, tenant) };
  };

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['job boards'],
        summary: "The site's robots.txt: what crawlers may read, and where the sitemap is",
        response: textAnswer('text/plain'),
      },
    },
    async (request, reply) => {
      const { site, tenant } = await tenantOf(request);
      return reply
        .header('cache-control', CACHE)
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(tenant, site.origin));
    },
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['job boards'],
        summary: 'Sitemap: the career home and every open job, with their language versions',
        response: textAnswer('application/xml'),
      },
    },
    async (request, reply) => {
      const { site, tenant } = await tenantOf(request);
      const jobs = await listOpenJobs(app.db, tenant);
      return reply
        .header('cache-control', CACHE)
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(tenant, site.origin, jobs));
    },
  );

  app.get(
    '/feeds/jobs.xml',
    {
      schema: {
        tags: ['job boards'],
        summary: 'Every open job as an XML job feed (Indeed shape); links carry the source',
        querystring: JobFeedQuery,
        response: textAnswer('application/xml'),
      },
    },
    async (request, reply) => {
      const { feed, jobs } = await feedSite(request, request.query.source ?? DEFAULT_SOURCES.xml);
      return reply
        .header('cache-control', CACHE)
        .type('application/xml; charset=utf-8')
        .send(xmlFeed(feed, jobs, new Date()));
    },
  );

  app.get(
    '/feeds/jobs.json',
    {
      schema: {
        tags: ['job boards'],
        summary: 'Every open job as a JSON feed; links carry the source',
        querystring: JobFeedQuery,
        response: { 200: JobFeed, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { feed, jobs } = await feedSite(request, request.query.source ?? DEFAULT_SOURCES.json);
      reply.header('cache-control', CACHE);
      return jsonFeed(feed, jobs, new Date());
    },
  );
};

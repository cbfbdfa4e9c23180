import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  Job,
  JobParams,
  JobSearchQuery,
  JobSearchResult,
  Requisition,
  RequisitionParams,
  SiteParams,
  SmartPostParams,
  SmartPostResult,
} from '@talentgate/domain';
import { findJob } from './find-job.js';
import { findRequisition, findRequisitionIdBySmartPost } from './find-requisition.js';
import {
  answerPrepared,
  answerPreparer,
  preparedAnswerRoute,
  type PreparedAnswer,
} from '../../plugins/prepared-answers.js';
import { SearchCache } from './search-cache.js';
import { searchJobs } from './search-jobs.js';

const errors = { 400: ErrorBody, 404: ErrorBody };

/** The search answers kept in memory; staff writes that change the career site clear it. */
export type JobSearchCache = SearchCache<PreparedAnswer<JobSearchResult>>;

export function createJobSearchCache(seconds: number): JobSearchCache {
  return new SearchCache<PreparedAnswer<JobSearchResult>>(seconds * 1000);
}

/** Public lookups and job search (spec 2 §7 "Lookups and lists"). */
export const jobRoutes: FastifyPluginAsyncTypebox<{ searchCache: JobSearchCache }> = async (
  app,
  options,
) => {
  const { searchCache } = options;
  const prepareSearchAnswer = answerPreparer<JobSearchResult>(JobSearchResult);

  app.get(
    '/rest/public/jobsearch/:client',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Search open jobs with counts by category and location',
        params: SiteParams,
        querystring: JobSearchQuery,
        response: { 200: JobSearchResult, ...errors },
      },
      // Cached answers are sent as bytes (or gzip) made once per answer.
      ...preparedAnswerRoute(),
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const { q = '', category = '', location = '', page = 1, pageSize = 0 } = request.query;
      const key = JSON.stringify([
        tenant.id,
        q.trim().toLowerCase(),
        category,
        location,
        page,
        pageSize,
      ]);
      const prepared = await searchCache.get(key, async () =>
        prepareSearchAnswer(await searchJobs(app.db, tenant, request.query)),
      );
      return answerPrepared(reply, prepared);
    },
  );

  app.get(
    '/rest/public/job/:client/id/:jobId',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Job by id',
        params: JobParams,
        response: { 200: Job, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return findJob(app.db, tenant, request.params.jobId);
    },
  );

  app.get(
    '/rest/public/requisition/:client/id/:requisitionId',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Requisition by id, with its apply stream and whether it is closed',
        params: RequisitionParams,
        response: { 200: Requisition, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return findRequisition(app.db, tenant, request.params.requisitionId);
    },
  );

  app.get(
    '/rest/public/requisition/:client/smartpost/:smartPostId',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Requisition id by smart post id',
        params: SmartPostParams,
        response: { 200: SmartPostResult, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return findRequisitionIdBySmartPost(app.db, tenant, request.params.smartPostId);
    },
  );
};

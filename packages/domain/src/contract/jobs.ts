import Type from 'typebox';
import {
  DEFAULT_PAGE_SIZE,
  MAX_FILTER_LENGTH,
  MAX_PAGE_SIZE,
  MAX_SEARCH_QUERY_LENGTH,
} from '../constants.js';
import { ClientKey, IdParam } from './common.js';

export const RequisitionParams = Type.Object({ client: ClientKey, requisitionId: IdParam });
export type RequisitionParams = Type.Static<typeof RequisitionParams>;

export const JobParams = Type.Object({ client: ClientKey, jobId: IdParam });
export type JobParams = Type.Static<typeof JobParams>;

export const SmartPostParams = Type.Object({
  client: ClientKey,
  smartPostId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
});
export type SmartPostParams = Type.Static<typeof SmartPostParams>;

/** Requisition by id (spec 2 §7): applyStreamId, title, requisitionId and its status. */
export const Requisition = Type.Object({
  requisitionId: Type.Integer(),
  id: Type.Integer(),
  applyStreamId: Type.Union([Type.Integer(), Type.Null()]),
  title: Type.String(),
  category: Type.String(),
  status: Type.String(),
  /** True when the status closes the job (spec 2 §3). */
  closed: Type.Boolean(),
});
export type Requisition = Type.Static<typeof Requisition>;

export const SmartPostResult = Type.Object({ requisitionId: Type.Integer() });
export type SmartPostResult = Type.Static<typeof SmartPostResult>;

export const JobLocation = Type.Object({
  city: Type.String(),
  state: Type.String(),
  country: Type.String(),
  /** Display label and filter value, e.g. "Austin, TX, United States". */
  label: Type.String(),
});
export type JobLocation = Type.Static<typeof JobLocation>;

/** A job posting as the search list shows it. */
export const JobSummary = Type.Object({
  id: Type.Integer(),
  requisitionId: Type.Integer(),
  title: Type.String(),
  primary_category: Type.String(),
  seoUrl: Type.String(),
  location: JobLocation,
  employmentType: Type.String(),
  summary: Type.String(),
  postedDate: Type.String({ format: 'date' }),
  closed: Type.Boolean(),
});
export type JobSummary = Type.Static<typeof JobSummary>;

/** A job posting with its full description (job by id, spec 2 §7). */
export const Job = Type.Object({
  ...JobSummary.properties,
  description: Type.String(),
});
export type Job = Type.Static<typeof Job>;

export const JobSearchQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: MAX_SEARCH_QUERY_LENGTH })),
    category: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_FILTER_LENGTH })),
    location: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_FILTER_LENGTH })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
    ),
  },
  { additionalProperties: false },
);
export type JobSearchQuery = Type.Static<typeof JobSearchQuery>;

export const FacetCount = Type.Object({ value: Type.String(), count: Type.Integer() });
export type FacetCount = Type.Static<typeof FacetCount>;

/** Public job search answer: one page of open jobs and counts by field. */
export const JobSearchResult = Type.Object({
  jobs: Type.Array(JobSummary),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  counts: Type.Object({
    category: Type.Array(FacetCount),
    location: Type.Array(FacetCount),
  }),
});
export type JobSearchResult = Type.Static<typeof JobSearchResult>;

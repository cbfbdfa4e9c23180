/**
 * The public job search in one statement (decision 0044): the open jobs of a tenant that
 * match the words (stemmed full text over the GIN index of jobs.search_vector; when the words
 * as typed find nothing, titles similar to them through pg_trgm), one page of them ranked,
 * their total, and the facet counts by category and by place. Both come from `cells`, the
 * matches counted per category and place; each facet sums the cells with the *other* filter
 * applied, so a visitor sees what each choice would give.
 *
 * The statement's text depends only on whether there are words and which filters are chosen
 * (eight texts), so each connection prepares each once (db/statement-names.ts); the values
 * travel as parameters.
 */
import { sql, type SQL } from 'drizzle-orm';
import Type from 'typebox';
import { Compile } from 'typebox/compile';
import type { Database } from '../db/client.js';

export interface JobSearchCriteria {
  tenantId: number;
  /** Words as queryWords() gives them (db/job-search-document.ts); empty: every open job. */
  words: readonly string[];
  /** The text search configurations of the tenant's languages (searchConfigsOf). */
  configs: readonly string[];
  category: string | null;
  location: string | null;
  limit: number;
  offset: number;
}

const FoundJob = Type.Object({
  id: Type.Integer(),
  requisitionId: Type.Integer(),
  title: Type.String(),
  primaryCategory: Type.String(),
  seoUrl: Type.String(),
  city: Type.String(),
  state: Type.String(),
  country: Type.String(),
  locationLabel: Type.String(),
  employmentType: Type.String(),
  summary: Type.String(),
  postedDate: Type.String(),
});
export type FoundJob = Type.Static<typeof FoundJob>;

const Facet = Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() }));

const FoundPage = Type.Object({
  total: Type.Integer(),
  jobs: Type.Array(FoundJob),
  categories: Facet,
  locations: Facet,
});
export type FoundPage = Type.Static<typeof FoundPage>;
// Compiled once: the interpreted Value.Check cost a tenth of the API's time per search.
const foundPage = Compile(FoundPage);

/**
 * Filters as conditions on a row that has the job's category and place; a filter not chosen
 * is left out of the text rather than written `$1 is null or …`, so that even a plan made
 * once for the statement (a generic plan) sees which indexes a filter can use.
 */
function filters(criteria: JobSearchCriteria) {
  return {
    category:
      criteria.category === null ? sql`true` : sql`primary_category = ${criteria.category}::text`,
    location:
      criteria.location === null ? sql`true` : sql`location_label = ${criteria.location}::text`,
  };
}

/**
 * Without words: the cells (open jobs per category and place) are the counts the triggers
 * keep in job_facet_counts, and the page walks the open jobs newest first (jobs_open_posted).
 */
function everyOpenJob(criteria: JobSearchCriteria): SQL {
  const { category, location } = filters(criteria);
  return sql`cells as (
      select primary_category, location_label, open_jobs as n from job_facet_counts
      where tenant_id = ${criteria.tenantId}::integer and open_jobs > 0),
    page as (
      select id, 0::real as rank, posted_date from jobs
      where tenant_id = ${criteria.tenantId}::integer and open and ${category} and ${location}
      order by posted_date desc, id desc
      limit ${criteria.limit}::integer offset ${criteria.offset}::integer)`;
}

/**
 * With words: the matches with their rank, words first through the text index; only when
 * they find nothing, titles whose words are similar to what was typed (pg_trgm's strict word
 * similarity ≥ 0.5, `<<%`, over the title's trigram index: "engneer" and "sofware" are 0.55
 * from "engineer" and "software"). The cells count the matches.
 */
function jobsMatchingWords(criteria: JobSearchCriteria): SQL {
  const { category, location } = filters(criteria);
  const columns = sql`id, primary_category, location_label, posted_date`;
  const text = criteria.words.join(' ');
  // The tsquery as a scalar subquery (an InitPlan): a value the text index can be scanned
  // with, where a join to a CTE row made the planner test every job of the tenant.
  const words = sql`(select words from query)`;
  return sql`query as materialized (select ${wordsQuery(criteria)} as words),
    by_words as materialized (
      select ${columns}, ts_rank(search_vector, ${words}) as rank
      from jobs
      where tenant_id = ${criteria.tenantId}::integer and open and search_vector @@ ${words}),
    by_similar_title as (
      select ${columns}, strict_word_similarity(${text}::text, title) as rank
      from jobs
      where tenant_id = ${criteria.tenantId}::integer and open and ${text}::text <<% title
        and not exists (select 1 from by_words)),
    found as materialized (select * from by_words union all select * from by_similar_title),
    cells as (
      select primary_category, location_label, count(*)::integer as n from found
      group by primary_category, location_label),
    page as (
      select id, rank, posted_date from found where ${category} and ${location}
      order by rank desc, posted_date desc, id desc
      limit ${criteria.limit}::integer offset ${criteria.offset}::integer)`;
}

/**
 * The words as one tsquery: each word a prefix stemmed by every configuration of the tenant
 * (its alternatives OR-ed), all words required. A word that is a stop word in any of them
 * ("the", "de", "le") is left out rather than required. The words go through to_tsquery()
 * quoted, so each is one operand and no character of it is syntax.
 */
function wordsQuery(criteria: JobSearchCriteria): SQL {
  return sql`(select coalesce(string_agg('(' || alternatives || ')', ' & ' order by n), '')::tsquery
    from (
      select w.n, string_agg(distinct stemmed.q, ' | ') as alternatives,
        bool_or(stemmed.q = '') as stop_word
      from unnest(${sql.param(criteria.words)}::text[]) with ordinality as w(word, n)
      cross join unnest(${sql.param(criteria.configs)}::regconfig[]) as c(config)
      cross join lateral (
        select to_tsquery(c.config, quote_literal(w.word) || ':*')::text as q) as stemmed
      group by w.n) as per_word
    where not stop_word)`;
}

export async function findJobPage(db: Database, criteria: JobSearchCriteria): Promise<FoundPage> {
  const { category, location } = filters(criteria);
  const facet = (column: SQL, where: SQL) => sql`(
    select coalesce(json_agg(json_build_object('value', value, 'count', n) order by n desc, value), '[]')
    from (select ${column} as value, sum(n)::integer as n from cells where ${where}
      group by ${column}) as counted)`;
  const result = await db.execute(sql`
    with ${criteria.words.length === 0 ? everyOpenJob(criteria) : jobsMatchingWords(criteria)}
    select
      (select coalesce(sum(n), 0)::integer from cells where ${category} and ${location}) as total,
      (select coalesce(json_agg(json_build_object(
          'id', j.id, 'requisitionId', j.requisition_id, 'title', j.title,
          'primaryCategory', j.primary_category, 'seoUrl', j.seo_url, 'city', j.city,
          'state', j.state, 'country', j.country, 'locationLabel', j.location_label,
          'employmentType', j.employment_type, 'summary', j.summary,
          'postedDate', j.posted_date::text)
          order by page.rank desc, page.posted_date desc, page.id desc), '[]')
        from page join jobs j on j.id = page.id) as jobs,
      ${facet(sql`primary_category`, location)} as categories,
      ${facet(sql`location_label`, category)} as locations`);
  const rows: unknown =
    typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : undefined;
  const row: unknown = Array.isArray(rows) ? rows[0] : undefined;
  // PGlite and node-postgres both parse json columns; the shape is checked, not assumed.
  if (!foundPage.Check(row)) throw new Error('job search answered an unexpected shape');
  return row;
}

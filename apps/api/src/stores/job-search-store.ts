/**
 * The public job search in one statement (decision 0044): the open jobs of a tenant that
 * match the words (stemmed full text over the GIN index of job_search_entries, narrow rows
 * of the open jobs kept by a trigger), one page of them ranked, their total, and the facet
 * counts by category and by place. Both come from `cells`, the matches counted per category
 * and place; each facet sums the cells with the *other* filter applied, so a visitor sees
 * what each choice would give. Only when the words as typed find nothing, a second statement
 * looks for titles similar to them through pg_trgm.
 *
 * One word, the most common search, is answered from the postings instead (decision 0059):
 * the lexemes its prefixes match, their counts per cell and their jobs in ranked order, kept
 * by triggers, so a word that half the jobs hold costs about what a rare one does.
 *
 * The statement's text depends only on which path answers (every open job, one word, several
 * words, look-alike titles) and which filters are chosen (sixteen texts), so each connection
 * prepares each once (db/statement-names.ts); the values travel as parameters.
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
/**
 * What one statement answers: the page, how many jobs the words matched before filters, and
 * whether the statement could answer (the one-word path cannot for a word some configuration
 * splits into several lexemes).
 */
const Answer = Type.Object({
  ...FoundPage.properties,
  matched: Type.Integer(),
  complete: Type.Boolean(),
});
type Answer = Type.Static<typeof Answer>;
// Compiled once: the interpreted Value.Check cost a tenth of the API's time per search.
const answerShape = Compile(Answer);

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
 * The page's size and start are subqueries: a plan that knew them was never dearer than the
 * plan made once, so PostgreSQL planned the statement again for every search.
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
      limit (select ${criteria.limit}::integer) offset (select ${criteria.offset}::integer))`;
}

/**
 * With words: the matches through the text index of job_search_entries (narrow rows of open
 * jobs: document, cell number, posting date), counted per cell, and the matches in the chosen
 * cells ranked for the page. The index is scanned twice rather than the matches kept once for
 * both: keeping them (a materialised CTE) cost more than the second scan ("kubernetes", 9,001
 * matches: 6.5 → 5.5 ms), and the count needs no rank. Only a match in a chosen cell can
 * reach the page, so only those are ranked (ts_rank reads the whole document).
 */
function jobsMatchingWords(criteria: JobSearchCriteria): SQL {
  // The tsquery as a scalar subquery (an InitPlan): a value the text index can be scanned
  // with, where a join to a CTE row made the planner test every job of the tenant.
  const words = sql`(select words from query)`;
  const matching = sql`tenant_id = ${criteria.tenantId}::integer and search_vector @@ ${words}`;
  return sql`query as materialized (select ${wordsQuery(criteria)} as words),
    ${chosenCells(criteria)},
    counted as (
      select cell, count(*)::integer as n from job_search_entries where ${matching}
      group by cell),
    ranked as (
      select job_id as id, ts_rank(search_vector, ${words}) as rank, posted_date
      from job_search_entries
      where ${matching} and ${filtered(criteria) ? inChosenCell : sql`true`}),
    ${cellsAndPage(criteria)}`;
}

/**
 * One word through the postings (decision 0059). Its prefix under each configuration (what
 * wordsQuery() makes of it) matches some lexemes of the tenant's open jobs, each in the
 * languages of the jobs that hold it. A job is stemmed in one language, so only lexemes that
 * share a language can meet in one job ("nurs" and "nursery" in English; not the English
 * "nurs" and the Spanish documents' "nursing").
 *
 * - Counts per cell: each lexeme's counts as job_search_terms keep them, less the repeats of
 *   the jobs that hold several of the lexemes. Those are found among the jobs of the lexemes
 *   that share a language with another, less the one most of that language's jobs hold (its
 *   base): each of them with how many of the lexemes it holds, its base looked up by id.
 * - Page: a job that holds one of the lexemes and no other ranks for the whole query as its
 *   posting for that lexeme ranks (ts_rank of one word grows with it), so only each lexeme's
 *   first `offset + limit` postings can reach the page, with the jobs that hold several
 *   lexemes. Those candidates are ranked as the text index path ranks them, with the query.
 *
 * `complete` is false when a configuration makes more than one lexeme of the word (or its
 * stem is not a plain lexeme): the text index path answers then.
 */
function jobsMatchingOneWord(criteria: JobSearchCriteria): SQL {
  const tenant = sql`${criteria.tenantId}::integer`;
  // The chosen cells as one array, read once: as a subquery, the plan made once tested each
  // posting against every chosen cell in turn.
  const inChosen = filtered(criteria) ? sql`and cell = any(array(select id from chosen))` : sql``;
  return sql`query as materialized (select ${wordsQuery(criteria)} as words),
    stems as materialized (
      select to_tsquery(c.config, quote_literal((select ${criteria.words[0]}::text)) || ':*') as q
      from unnest((select ${sql.param(criteria.configs)}::regconfig[])) as c(config)),
    stemmed as materialized (
      select distinct substring(q::text from ${PREFIX_PATTERN}) as prefix from stems
      where not exists (select from stems where numnode(q) = 0)),
    prefixes as (
      -- "kubernet", not also "kubernetes": no lexeme is then found twice
      select prefix from stemmed as longer where not exists (select from stemmed as shorter
        where shorter.prefix <> longer.prefix and starts_with(longer.prefix, shorter.prefix))),
    terms as materialized (
      select terms.lexeme, terms.language, terms.cell, terms.jobs from prefixes
      cross join lateral (
        -- offset 0: each prefix a range of the pattern index, whatever the plan guessed; the
        -- range ends at U+10FFFF, the last code point, which no document's text holds
        select lexeme, language, cell, jobs from job_search_terms where tenant_id = ${tenant}
          and lexeme ~>=~ prefixes.prefix and lexeme ~<~ (prefixes.prefix || chr(1114111))
          and jobs > 0 offset 0) as terms
      where starts_with(terms.lexeme, prefixes.prefix)),
    lexemes as materialized (
      select lexeme, language, sum(jobs) as jobs from terms group by lexeme, language),
    bases as materialized (
      select distinct on (language) language, lexeme from lexemes
      where language in (select language from lexemes group by language having count(*) > 1)
      order by language, jobs desc, lexeme),
    several as materialized (
      -- the jobs of a shared language's other lexemes, once each, with how many of the
      -- lexemes each holds (its base looked up by id: one look in the primary key per job)
      select postings.job_id, postings.cell, count(*) + (select count(*) from job_search_postings
          where tenant_id = ${tenant} and lexeme = bases.lexeme and job_id = postings.job_id)
        as lexemes
      from bases join lexemes on lexemes.language = bases.language
        and lexemes.lexeme <> bases.lexeme
      cross join lateral (
        select job_id, cell from job_search_postings where tenant_id = ${tenant}
          and lexeme = lexemes.lexeme and language = bases.language offset 0) as postings
      group by postings.job_id, postings.cell, bases.lexeme),
    ${chosenCells(criteria)},
    counted as (
      select cell, sum(n)::integer as n from (
        select cell, jobs as n from terms
        union all
        select cell, 1 - lexemes from several where lexemes > 1) as per_lexeme
      group by cell),
    candidates as (
      select postings.job_id from (select distinct lexeme from lexemes) as matched
      cross join lateral (
        select job_id from job_search_postings
        where tenant_id = ${tenant} and lexeme = matched.lexeme ${inChosen}
        -- nulls last (there are none) as the index is ordered, so that it is walked in order
        order by rank desc nulls last, posted_date desc nulls last, job_id desc nulls last
        limit (select ${criteria.offset + criteria.limit}::integer)) as postings
      union
      select job_id from several where lexemes > 1 ${inChosen}),
    ranked as (
      select candidates.job_id as id, entry.rank, entry.posted_date from candidates
      cross join lateral (
        -- offset 0: looked up by id for each candidate, never a join over every entry
        select ts_rank(search_vector, (select words from query)) as rank, posted_date
        from job_search_entries where job_id = candidates.job_id offset 0) as entry),
    ${cellsAndPage(criteria)}`;
}

/**
 * A configuration's tsquery for one word as text, `'stem':*`: the stem (no quote or
 * backslash). Written into the statement rather than sent as a value: a constant lets the
 * plan made once for the statement be as good as one made for each search.
 */
const PREFIX_PATTERN = sql.raw(`'^''([^''\\\\]+)'':\\*$'`);

/** Whether each configuration made one plain prefix of the word (or dropped it as a stop word). */
const ONE_PREFIX_PER_CONFIGURATION = sql`(select bool_and(numnode(q) = 0
  or (numnode(q) = 1 and q::text ~ ${PREFIX_PATTERN})) from stems)`;

/**
 * When the words as typed find nothing: titles whose words are similar to them (pg_trgm's
 * strict word similarity ≥ 0.5, `<<%`, over the title's trigram index: "engneer" and
 * "sofware" are 0.55 from "engineer" and "software"), ranked by that similarity. Each distinct
 * title of the open jobs is compared once (job_search_titles, decision 0059), then its jobs
 * are read by title. A statement of its own, run only then, so that the searches that find
 * something pay nothing for it.
 */
function jobsWithSimilarTitles(criteria: JobSearchCriteria): SQL {
  const text = criteria.words.join(' ');
  const tenant = sql`${criteria.tenantId}::integer`;
  return sql`${chosenCells(criteria)},
    alike as materialized (
      select title, strict_word_similarity(${text}::text, title) as rank
      from job_search_titles
      where tenant_id = ${tenant} and jobs > 0 and ${text}::text <<% title),
    found as materialized (
      select entries.job_id as id, entries.cell, entries.posted_date, alike.rank from alike
      cross join lateral (
        -- offset 0: each title's jobs through the entries' title index
        select job_id, cell, posted_date from job_search_entries
        where tenant_id = ${tenant} and title = alike.title offset 0) as entries),
    counted as (select cell, count(*)::integer as n from found group by cell),
    ranked as (
      select id, rank, posted_date from found
      where ${filtered(criteria) ? inChosenCell : sql`true`}),
    ${cellsAndPage(criteria)}`;
}

function filtered(criteria: JobSearchCriteria): boolean {
  return criteria.category !== null || criteria.location !== null;
}

/** The numbers of the cells the chosen filters keep (all of the tenant's without filters). */
function chosenCells(criteria: JobSearchCriteria): SQL {
  const { category, location } = filters(criteria);
  return sql`chosen as (
      select id from job_facet_counts
      where tenant_id = ${criteria.tenantId}::integer and ${category} and ${location})`;
}

const inChosenCell = sql`cell in (select id from chosen)`;

/**
 * `counted` (matches per cell number) named by category and place, and the page of `ranked`
 * (id, rank, posted_date of the matches in the chosen cells).
 */
function cellsAndPage(criteria: JobSearchCriteria): SQL {
  return sql`cells as (
      select named.primary_category, named.location_label, counted.n
      from counted join job_facet_counts as named on named.id = counted.cell
        and named.tenant_id = ${criteria.tenantId}::integer),
    page as (
      select id, rank, posted_date from ranked
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
  if (criteria.words.length === 0) return answer(db, criteria, everyOpenJob(criteria));
  const byWords = await answerWords(db, criteria);
  // Look-alike titles only when the words found nothing at all (whatever the filters): a
  // query that finds something exactly is never widened by them.
  if (byWords.matched > 0) return byWords;
  return answer(db, criteria, jobsWithSimilarTitles(criteria));
}

/** One word through the postings when it can be, otherwise the words through the text index. */
async function answerWords(db: Database, criteria: JobSearchCriteria): Promise<Answer> {
  if (criteria.words.length === 1) {
    const byPostings = await answer(
      db,
      criteria,
      jobsMatchingOneWord(criteria),
      ONE_PREFIX_PER_CONFIGURATION,
    );
    if (byPostings.complete) return byPostings;
  }
  return answer(db, criteria, jobsMatchingWords(criteria));
}

/** One statement: the CTEs that give `cells` and `page`, then the page, total and facets. */
async function answer(
  db: Database,
  criteria: JobSearchCriteria,
  found: SQL,
  complete: SQL = sql`true`,
): Promise<Answer> {
  const { category, location } = filters(criteria);
  const facet = (column: SQL, where: SQL) => sql`(
    select coalesce(json_agg(json_build_object('value', value, 'count', n) order by n desc, value), '[]')
    from (select ${column} as value, sum(n)::integer as n from cells where ${where}
      group by ${column}) as counted)`;
  // Each job of the page is read by its id (a subquery per row, not a join): a plan made once
  // for the statement, not knowing the page's size, joined every job of the tenant instead.
  const result = await db.execute(sql`
    with ${found}
    select
      (select coalesce(sum(n), 0)::integer from cells where ${category} and ${location}) as total,
      (select coalesce(sum(n), 0)::integer from cells) as matched,
      (select coalesce(json_agg((select json_build_object(
          'id', j.id, 'requisitionId', j.requisition_id, 'title', j.title,
          'primaryCategory', j.primary_category, 'seoUrl', j.seo_url, 'city', j.city,
          'state', j.state, 'country', j.country, 'locationLabel', j.location_label,
          'employmentType', j.employment_type, 'summary', j.summary,
          'postedDate', j.posted_date::text) from jobs j where j.id = page.id)
          order by page.rank desc, page.posted_date desc, page.id desc), '[]')
        from page) as jobs,
      ${facet(sql`primary_category`, location)} as categories,
      ${facet(sql`location_label`, category)} as locations,
      ${complete} as complete`);
  const rows: unknown =
    typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : undefined;
  const row: unknown = Array.isArray(rows) ? rows[0] : undefined;
  // PGlite and node-postgres both parse json columns; the shape is checked, not assumed.
  if (!answerShape.Check(row)) throw new Error('job search answered an unexpected shape');
  return row;
}

/**
 * Public job search (decision 0044): the text document of a job, stemmed in the job's own
 * language, and the query that finds it whatever language of the tenant the visitor types in.
 *
 * The document is the generated column `jobs.search_vector` (schema.ts, GIN index): the title
 * weighs A, category and place B, summary and description C, so ranking puts a title match
 * above a description match. Typo tolerance uses trigrams of the title (pg_trgm, created by a
 * migration on both engines; PGlite loads it as an extension, db/pglite.ts).
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * The built-in text search configuration (snowball stemmer and stop words) of each language
 * the site serves; any other language is searched with 'simple' (words as they are, folded
 * to lower case).
 */
export const SEARCH_CONFIGS: Readonly<Record<string, string>> = {
  en: 'english',
  es: 'spanish',
  fr: 'french',
  ar: 'arabic',
};

export const FALLBACK_SEARCH_CONFIG = 'simple';

/** The configuration of a language code ('es' → 'spanish'), 'simple' for any other. */
export function searchConfigOf(language: string): string {
  return SEARCH_CONFIGS[language] ?? FALLBACK_SEARCH_CONFIG;
}

/**
 * The generated column's expression, over the row's own columns (a generated column names
 * them bare). Immutable, as PostgreSQL requires: the CASE picks a regconfig constant.
 */
export function jobSearchDocument(): SQL {
  const cases = Object.entries(SEARCH_CONFIGS)
    .map(([language, config]) => `when '${language}' then '${config}'::regconfig`)
    .join(' ');
  const config = `(case language ${cases} else '${FALLBACK_SEARCH_CONFIG}'::regconfig end)`;
  return sql.raw(
    `setweight(to_tsvector(${config}, coalesce(title, '')), 'A') || ` +
      `setweight(to_tsvector(${config}, coalesce(primary_category, '') || ' ' || coalesce(location_label, '')), 'B') || ` +
      `setweight(to_tsvector(${config}, coalesce(summary, '') || ' ' || coalesce(description, '')), 'C')`,
  );
}

/** At most this many words of what a visitor typed are searched for. */
export const MAX_QUERY_WORDS = 8;

/**
 * The words of what a visitor typed: letters and digits only, lower case, so that no
 * character of tsquery syntax reaches the database. Empty when nothing searchable remains.
 */
export function queryWords(text: string | undefined): string[] {
  const words = (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_QUERY_WORDS);
}

/**
 * The configurations a tenant's jobs are stemmed with: one per language it serves, without
 * repeats, sorted (the statement's parameters, so the same tenant always sends the same).
 */
export function searchConfigsOf(languages: readonly string[]): string[] {
  const configs = new Set(languages.map(searchConfigOf));
  if (configs.size === 0) configs.add(searchConfigOf('en'));
  return [...configs].sort();
}

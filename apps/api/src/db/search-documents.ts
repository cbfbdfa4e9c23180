/**
 * Word-prefix text search for staff lists (decision 0033): what a search finds in a candidate
 * or a requisition, as a full-text document of the built-in 'simple' configuration (no
 * stemming, no extension, so the same on PGlite and PostgreSQL), and the query that finds
 * every word typed as the start of a word of that document.
 *
 * The GIN indexes in schema.ts are built on these very expressions: PostgreSQL uses an
 * expression index only for a query that repeats the expression, so both come from here.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type CandidateColumns = {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  email: AnyPgColumn;
  city: AnyPgColumn;
};

/**
 * Names, city and the words of the e-mail's local part (dots split words: "jane.doe"), plus the
 * whole address as one lexeme so that "jane.doe@exa" finds it without matching every address
 * of a common domain (the domain's words are not in the document).
 */
export function candidateSearchDocument(columns: CandidateColumns): SQL {
  const { firstName, lastName, email, city } = columns;
  return sql`(to_tsvector('simple', translate(coalesce(${firstName}, '') || ' ' || coalesce(${lastName}, '') || ' ' || split_part(${email}, '@', 1) || ' ' || coalesce(${city}, ''), '.', ' ')) || array_to_tsvector(array_remove(array[lower(${email})], '')))`;
}

export function requisitionSearchDocument(title: AnyPgColumn): SQL {
  return sql`to_tsvector('simple', translate(${title}, '.', ' '))`;
}

/** A tsquery lexeme: quoted, with the quote and backslash escaped, as a prefix. */
const prefixLexeme = (lexeme: SQL) =>
  sql`'''' || replace(replace(${lexeme}, '\\', '\\\\'), '''', '''''') || ''':*'`;

/**
 * What the user typed, as a tsquery: an e-mail address (one word with "@") is a prefix of the
 * whole address; anything else is split into words by the same parser as the documents, each
 * word a prefix and all of them required. Cast with ::tsquery, not to_tsquery(), so the
 * lexemes are taken as they are and not parsed again.
 */
export function prefixQuery(text: string): SQL {
  if (/^\S*@\S*$/u.test(text)) return sql`(${prefixLexeme(sql`lower(${text})`)})::tsquery`;
  return sql`(select coalesce(string_agg(${prefixLexeme(sql.raw('lexeme'))}, ' & '), '')::tsquery
    from unnest(to_tsvector('simple', translate(${text}, '.', ' '))))`;
}

/** Whether the text has a word to search for: the parser keeps letters and digits only. */
export const hasSearchWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

/**
 * The staff candidate list at scale (decision 0033): a page of candidates newest first and
 * their count up to a limit, for filters the feature chose (scope, folder, dates) and the
 * words typed (word prefixes over the GIN index of db/search-documents.ts).
 *
 * Which plan is fast depends on how many rows match, which the planner cannot know for a
 * parameter: walking the (tenant, created_at) index newest first finds a page at once when
 * matches are common and reads the whole tenant when they are rare. So the count comes
 * first, and a list of at most `countLimit` matches is fetched whole (through the text
 * index) and sorted; only beyond that is the date index walked.
 */
import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { candidates } from '../db/schema.js';
import { candidateSearchDocument, hasSearchWords, prefixQuery } from '../db/search-documents.js';

export const candidateListColumns = {
  candidateId: candidates.id,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  email: candidates.email,
  city: candidates.city,
  country: candidates.country,
  createdAt: candidates.createdAt,
};

export type CandidateListRow = {
  candidateId: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  city: string | null;
  country: string | null;
  createdAt: Date;
};

/** Candidates whose names, city or e-mail have words starting with each word of `text`. */
export function candidateMatchesWords(text: string): SQL {
  if (!hasSearchWords(text)) return sql`false`;
  return sql`${candidateSearchDocument(candidates)} @@ ${prefixQuery(text)}`;
}

export async function findCandidatePage(
  db: Database,
  search: { filters: SQL[]; words: string; limit: number; offset: number; countLimit: number },
): Promise<{ rows: CandidateListRow[]; counted: number }> {
  const words = search.words ? [candidateMatchesWords(search.words)] : [];
  const where = and(...search.filters, ...words);
  const limited = db
    .select({ one: sql`1` })
    .from(candidates)
    .where(where)
    .limit(search.countLimit + 1)
    .as('limited');
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(limited);
  const total = Number(counted?.total ?? 0);
  if (total === 0) return { rows: [], counted: 0 };
  if (total > search.countLimit) {
    const rows = await db
      .select(candidateListColumns)
      .from(candidates)
      .where(where)
      .orderBy(desc(candidates.createdAt), desc(candidates.id))
      .limit(search.limit)
      .offset(search.offset);
    return { rows, counted: total };
  }
  // The inner LIMIT keeps the planner from walking the date index to find these few rows
  // (a subquery with a LIMIT is planned on its own); it cuts nothing, as all of them fit.
  const matched = db
    .select(candidateListColumns)
    .from(candidates)
    .where(where)
    .limit(search.countLimit + 1)
    .as('matched');
  const rows = await db
    .select()
    .from(matched)
    .orderBy(desc(matched.createdAt), desc(matched.candidateId))
    .limit(search.limit)
    .offset(search.offset);
  return { rows, counted: total };
}

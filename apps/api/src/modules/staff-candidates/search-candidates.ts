/**
 * Candidate search for staff (spec 2 §7 "candidate search POST"): by words (prefixes of the
 * words of names, e-mail, city), folder and date joined, newest first, over the candidates
 * the user sees. The count stops at CANDIDATE_COUNT_LIMIT so that a tenant of a million
 * candidates answers fast (the store, decision 0033).
 */
import { and, eq, exists, gte, lt, type SQL } from 'drizzle-orm';
import {
  CANDIDATE_COUNT_LIMIT,
  type CandidateSearchBody,
  type CandidateSearchResult,
  type StaffCandidateItem,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { candidates, folderCandidates } from '../../db/schema.js';
import { type CandidateListRow, findCandidatePage } from '../../stores/candidate-search-store.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import { visibleCandidates } from './scope.js';

export function presentCandidateItem(row: CandidateListRow): StaffCandidateItem {
  return {
    candidateId: row.candidateId,
    name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email,
    email: row.email,
    city: row.city,
    country: row.country,
    createdAt: row.createdAt.getTime(),
  };
}

function filters(db: Database, actor: StaffAccess, body: CandidateSearchBody): SQL[] {
  const conditions: SQL[] = [visibleCandidates(db, actor)];
  if (body.createdFrom !== undefined)
    conditions.push(gte(candidates.createdAt, new Date(body.createdFrom)));
  if (body.createdTo !== undefined)
    conditions.push(lt(candidates.createdAt, new Date(body.createdTo)));
  if (body.folderId !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: folderCandidates.folderId })
          .from(folderCandidates)
          .where(
            and(
              eq(folderCandidates.folderId, body.folderId),
              eq(folderCandidates.candidateId, candidates.id),
              eq(folderCandidates.tenantId, actor.tenantId),
            ),
          ),
      ),
    );
  }
  return conditions;
}

export async function searchCandidates(
  db: Database,
  actor: StaffAccess,
  body: CandidateSearchBody,
): Promise<CandidateSearchResult> {
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 50;
  const { rows, counted: total } = await findCandidatePage(db, {
    filters: filters(db, actor, body),
    words: body.q?.trim() ?? '',
    limit: pageSize,
    offset: (page - 1) * pageSize,
    countLimit: CANDIDATE_COUNT_LIMIT,
  });
  return {
    total: Math.min(total, CANDIDATE_COUNT_LIMIT),
    more: total > CANDIDATE_COUNT_LIMIT,
    page,
    pageSize,
    items: rows.map(presentCandidateItem),
  };
}

/**
 * Where the data about a candidate lives, and what export and erasure do with each table.
 * Every table of the schema is named once here (registry.test.ts checks the schema against
 * it), so a table added later cannot be forgotten: until it is classified, that test fails.
 *
 * - CANDIDATE_TABLES: tables with a candidate_id (or another reference to candidates). Their
 *   rows are exported; erasure deletes them, or keeps them when they hold no personal data
 *   once the candidate is anonymised (the reason is written down).
 * - ADDRESS_TABLES: tables that name the candidate by e-mail address instead of id.
 * - NO_PERSONAL_DATA_TABLES: tenant configuration and reference data.
 * The candidates table itself is anonymised (anonymise-candidate.ts).
 */
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  applications,
  applyAttempts,
  candidateActivities,
  candidateAreasOfInterest,
  candidateFormRecords,
  candidateRecords,
  candidateSessions,
  erasureRequests,
  folderCandidates,
  linkTokens,
} from '../../db/schema.js';

export type EraseRule = { action: 'delete' } | { action: 'keep'; reason: string };

export interface CandidateTable {
  table: PgTable;
  tenantId: AnyPgColumn;
  candidateId: AnyPgColumn;
  erase: EraseRule;
  /** Property names never exported, beyond the ones every export drops (export-row.ts). */
  omit?: readonly string[];
}

const DELETE: EraseRule = { action: 'delete' };

export const CANDIDATE_TABLES: readonly CandidateTable[] = [
  {
    table: candidateSessions,
    tenantId: candidateSessions.tenantId,
    candidateId: candidateSessions.candidateId,
    erase: DELETE,
    // The id is named by bearer tokens; only the session's times are the candidate's data.
    omit: ['id'],
  },
  {
    table: linkTokens,
    tenantId: linkTokens.tenantId,
    candidateId: linkTokens.candidateId,
    erase: DELETE,
  },
  {
    table: candidateAreasOfInterest,
    tenantId: candidateAreasOfInterest.tenantId,
    candidateId: candidateAreasOfInterest.candidateId,
    erase: DELETE,
  },
  {
    table: candidateFormRecords,
    tenantId: candidateFormRecords.tenantId,
    candidateId: candidateFormRecords.candidateId,
    erase: DELETE,
  },
  {
    table: folderCandidates,
    tenantId: folderCandidates.tenantId,
    candidateId: folderCandidates.candidateId,
    erase: DELETE,
  },
  {
    table: candidateActivities,
    tenantId: candidateActivities.tenantId,
    candidateId: candidateActivities.candidateId,
    erase: DELETE,
  },
  {
    table: candidateRecords,
    tenantId: candidateRecords.tenantId,
    candidateId: candidateRecords.candidateId,
    erase: DELETE,
  },
  {
    table: applyAttempts,
    tenantId: applyAttempts.tenantId,
    candidateId: applyAttempts.candidateId,
    erase: DELETE,
  },
  {
    table: applications,
    tenantId: applications.tenantId,
    candidateId: applications.candidateId,
    erase: {
      action: 'keep',
      reason:
        'Requisition, status, dates, sources and screen scores only: the tenant’s statistics (applications per job, source, outcome) stay true, and the row points to the anonymised candidate.',
    },
  },
  {
    table: erasureRequests,
    tenantId: erasureRequests.tenantId,
    candidateId: erasureRequests.candidateId,
    erase: {
      action: 'keep',
      reason: 'Status and dates only: the record that the erasure was asked for and done.',
    },
  },
];

/** Tables naming the candidate by address: the outbox (recipient) and sign-in failures (uname). */
export const ADDRESS_TABLES = ['outbox_emails', 'login_failures'] as const;

/** Tables without data about any candidate. */
export const NO_PERSONAL_DATA_TABLES: readonly string[] = [
  'tenants',
  'requisitions',
  'jobs',
  'signing_keys',
  'postal_codes',
  'postal_code_sources',
  'folders',
  'apply_streams',
  'apply_containers',
  'apply_stream_configs',
  'apply_forms',
  'apply_container_configs',
  'apply_form_configs',
  'lists',
  'list_items',
];

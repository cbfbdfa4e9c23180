/**
 * Where the data about a candidate lives, and what export and erasure do with each table.
 * Every table of the schema is named once here (registry.test.ts checks the schema against
 * it), so a table added later cannot be forgotten: until it is classified, that test fails.
 *
 * - CANDIDATE_TABLES: tables with a candidate_id (or another reference to candidates). Their
 *   rows are exported; erasure deletes them, or keeps them when they hold no personal data
 *   once the candidate is anonymised (the reason is written down).
 * - DEPENDENT_TABLES: tables whose rows belong to the candidate through a row of a
 *   CANDIDATE_TABLES table (an application, an apply attempt, an attachment's storage key).
 * - ADDRESS_TABLES: tables that name the candidate by e-mail address instead of id.
 * - NO_PERSONAL_DATA_TABLES: tenant configuration and reference data.
 * The candidates table itself is anonymised (anonymise-candidate.ts).
 */
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  applicationNotes,
  applications,
  applicationStages,
  applyAttemptLinks,
  applyAttempts,
  attachments,
  backgroundOrders,
  candidateActivities,
  candidateAddresses,
  candidateAreasOfInterest,
  candidateAssessments,
  candidateFormRecords,
  candidateOptins,
  candidateRecords,
  candidateSessions,
  candidateSubscriptions,
  candidateTodos,
  screeningAnswers,
  erasureRequests,
  eventRegistrants,
  folderCandidates,
  interviewBookings,
  interviewInvitations,
  interviews,
  jobAlertCriteria,
  jobAlertDeliveries,
  linkTokens,
  offerApprovals,
  offers,
  socialLinks,
  socialPendingMerges,
  socialSignInStates,
  onboardingData,
  onboardingDependents,
  onboardingEmergencyContacts,
  onboardingForms,
  onboardingI9,
  onboardingI9Preparers,
  onboardings,
  onboardingW4,
  oneTimeCodes,
  sensitiveValues,
  smsOutbox,
  storedFiles,
  transactionLog,
} from '../../db/schema.js';
import type { Owner } from '../auth/signed-in-owner.js';
import {
  applicationNotesOf,
  applicationStagesOf,
  deleteApplicationNotesAndAnswers,
  deleteApplicationStages,
  deleteAttachmentFiles,
} from './dependent-rows.js';

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
    table: socialLinks,
    tenantId: socialLinks.tenantId,
    candidateId: socialLinks.candidateId,
    erase: DELETE,
  },
  {
    table: socialPendingMerges,
    tenantId: socialPendingMerges.tenantId,
    candidateId: socialPendingMerges.candidateId,
    erase: DELETE,
    omit: ['secretHash', 'emailSecretHash'],
  },
  {
    table: socialSignInStates,
    tenantId: socialSignInStates.tenantId,
    candidateId: socialSignInStates.candidateId,
    erase: DELETE,
    // Protocol values of a sign-in in progress, not the candidate's data.
    omit: ['stateHash', 'nonce', 'codeVerifier'],
  },
  {
    table: candidateAreasOfInterest,
    tenantId: candidateAreasOfInterest.tenantId,
    candidateId: candidateAreasOfInterest.candidateId,
    erase: DELETE,
  },
  {
    table: eventRegistrants,
    tenantId: eventRegistrants.tenantId,
    candidateId: eventRegistrants.candidateId,
    // The row holds the seat the event counts (events.seats_taken); once the candidate is
    // anonymised it names nobody, only a status and two times.
    erase: { action: 'keep', reason: 'holds a counted event seat; names nobody once anonymised' },
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
    table: candidateSubscriptions,
    tenantId: candidateSubscriptions.tenantId,
    candidateId: candidateSubscriptions.candidateId,
    erase: DELETE,
  },
  {
    table: jobAlertCriteria,
    tenantId: jobAlertCriteria.tenantId,
    candidateId: jobAlertCriteria.candidateId,
    erase: DELETE,
  },
  {
    table: jobAlertDeliveries,
    tenantId: jobAlertDeliveries.tenantId,
    candidateId: jobAlertDeliveries.candidateId,
    erase: DELETE,
  },
  {
    table: candidateOptins,
    tenantId: candidateOptins.tenantId,
    candidateId: candidateOptins.candidateId,
    // Not kept as proof of consent: once the candidate is anonymised it proves nothing about
    // anyone, the erasure ends the processing the consent was for (the erasure record is the
    // proof of that), and terms_and_policy is text the client sends.
    erase: DELETE,
  },
  {
    table: interviewBookings,
    tenantId: interviewBookings.tenantId,
    candidateId: interviewBookings.candidateId,
    // The seat goes back to the slot: its bookings are counted, not kept in a counter.
    erase: DELETE,
  },
  {
    table: interviewInvitations,
    tenantId: interviewInvitations.tenantId,
    candidateId: interviewInvitations.candidateId,
    erase: DELETE,
  },
  {
    table: interviews,
    tenantId: interviews.tenantId,
    candidateId: interviews.candidateId,
    erase: DELETE,
  },
  {
    table: offers,
    tenantId: offers.tenantId,
    candidateId: offers.candidateId,
    erase: DELETE,
  },
  {
    // Approvers' decisions and comments on the candidate's offers (decision 0049).
    table: offerApprovals,
    tenantId: offerApprovals.tenantId,
    candidateId: offerApprovals.candidateId,
    erase: DELETE,
  },
  {
    table: candidateTodos,
    tenantId: candidateTodos.tenantId,
    candidateId: candidateTodos.candidateId,
    erase: DELETE,
  },
  {
    table: onboardingForms,
    tenantId: onboardingForms.tenantId,
    candidateId: onboardingForms.candidateId,
    erase: DELETE,
  },
  // Onboarding (decision 0047): the forms' answers are the hire's own; the SSN and document
  // numbers are not among them (the sensitive-data module keeps those).
  {
    table: onboardings,
    tenantId: onboardings.tenantId,
    candidateId: onboardings.candidateId,
    erase: DELETE,
  },
  {
    table: onboardingData,
    tenantId: onboardingData.tenantId,
    candidateId: onboardingData.candidateId,
    erase: DELETE,
  },
  {
    table: onboardingW4,
    tenantId: onboardingW4.tenantId,
    candidateId: onboardingW4.candidateId,
    erase: DELETE,
  },
  {
    table: onboardingEmergencyContacts,
    tenantId: onboardingEmergencyContacts.tenantId,
    candidateId: onboardingEmergencyContacts.candidateId,
    erase: DELETE,
  },
  {
    table: onboardingDependents,
    tenantId: onboardingDependents.tenantId,
    candidateId: onboardingDependents.candidateId,
    erase: DELETE,
  },
  {
    table: onboardingI9,
    tenantId: onboardingI9.tenantId,
    candidateId: onboardingI9.candidateId,
    erase: DELETE,
  },
  {
    table: onboardingI9Preparers,
    tenantId: onboardingI9Preparers.tenantId,
    candidateId: onboardingI9Preparers.candidateId,
    erase: DELETE,
  },
  {
    // SSNs and document numbers (decision 0048): exported masked only, never decrypted.
    table: sensitiveValues,
    tenantId: sensitiveValues.tenantId,
    candidateId: sensitiveValues.candidateId,
    erase: DELETE,
    omit: ['ciphertext', 'keyVersion'],
  },
  {
    table: oneTimeCodes,
    tenantId: oneTimeCodes.tenantId,
    candidateId: oneTimeCodes.candidateId,
    erase: DELETE,
  },
  {
    table: smsOutbox,
    tenantId: smsOutbox.tenantId,
    candidateId: smsOutbox.candidateId,
    erase: DELETE,
    // The text carried a one-time code: the export says when and to which number, not the code.
    omit: ['body'],
  },
  {
    table: candidateAssessments,
    tenantId: candidateAssessments.tenantId,
    candidateId: candidateAssessments.candidateId,
    erase: DELETE,
  },
  {
    // A background check's package, status and result (decision 0052): the candidate's.
    table: backgroundOrders,
    tenantId: backgroundOrders.tenantId,
    candidateId: backgroundOrders.candidateId,
    erase: DELETE,
  },
  {
    // What the candidate answered (free text included); the application keeps its scores.
    table: screeningAnswers,
    tenantId: screeningAnswers.tenantId,
    candidateId: screeningAnswers.candidateId,
    erase: DELETE,
  },
  {
    table: candidateAddresses,
    tenantId: candidateAddresses.tenantId,
    candidateId: candidateAddresses.candidateId,
    erase: DELETE,
  },
  {
    table: transactionLog,
    tenantId: transactionLog.tenantId,
    candidateId: transactionLog.candidateId,
    erase: DELETE,
  },
  {
    table: attachments,
    tenantId: attachments.tenantId,
    candidateId: attachments.candidateId,
    // The bytes go first, by storage key (stored_files in DEPENDENT_TABLES).
    erase: DELETE,
    // The storage key is the server's handle on the bytes, never answered by the attachment
    // calls either (present-attachment.ts); the metadata is the candidate's.
    omit: ['storageKey'],
  },
  {
    table: applications,
    tenantId: applications.tenantId,
    candidateId: applications.candidateId,
    erase: {
      action: 'keep',
      reason:
        'Requisition, status, dates, sources and screen scores only (its form answers are emptied with its notes, application_notes): the tenant’s statistics (applications per job, source, outcome) stay true, and the row points to the anonymised candidate.',
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

/** How export reaches a dependent table's rows, or why it leaves them out. */
export type DependentExportRule =
  | { action: 'export'; rows: (db: Database, owner: Owner) => Promise<Record<string, unknown>[]> }
  | { action: 'skip'; reason: string };

/**
 * How erasure removes a dependent table's rows: the database deletes them with their parent
 * row (a foreign key on delete cascade, to a parent whose rule is delete; registry.test.ts
 * checks both), or `remove` deletes them in the erasure's transaction before the candidate's
 * rows of the registered tables go.
 */
export type DependentEraseRule =
  | { action: 'cascade' }
  | { action: 'delete'; remove: (tx: Database, owner: Owner) => Promise<void> };

export interface DependentTable {
  table: PgTable;
  /** The registered candidate table whose rows these belong to. */
  parent: PgTable;
  export: DependentExportRule;
  erase: DependentEraseRule;
}

export const DEPENDENT_TABLES: readonly DependentTable[] = [
  {
    table: applicationStages,
    parent: applications,
    export: { action: 'export', rows: applicationStagesOf },
    // The application is kept, but its stage history goes: next_step is free text written to
    // the candidate, and the kept status already tells the tenant's statistics the outcome.
    erase: { action: 'delete', remove: deleteApplicationStages },
  },
  {
    table: applicationNotes,
    parent: applications,
    export: { action: 'export', rows: applicationNotesOf },
    erase: { action: 'delete', remove: deleteApplicationNotesAndAnswers },
  },
  {
    table: applyAttemptLinks,
    parent: applyAttempts,
    export: {
      action: 'skip',
      reason:
        'A continue link’s secret hash and times only (hashes are never exported); the e-mail that carried the link is exported.',
    },
    erase: { action: 'cascade' },
  },
  {
    table: storedFiles,
    parent: attachments,
    export: {
      action: 'skip',
      reason:
        'The bytes of the attachments whose metadata is exported; the candidate downloads each file from their profile.',
    },
    erase: { action: 'delete', remove: deleteAttachmentFiles },
  },
];

/** Tables naming the candidate by address: the outbox (recipient) and sign-in failures (uname). */
export const ADDRESS_TABLES = ['outbox_emails', 'login_failures'] as const;

/** Tables without data about any candidate. */
export const NO_PERSONAL_DATA_TABLES: readonly string[] = [
  'tenants',
  // A tenant's branding logo images (decision 0052).
  'message_branding_logos',
  // Times offered for interviews, and which invitation offers which: no one's data.
  'interview_slots',
  'interview_invitation_slots',
  // Which staff hold an invitation's interview, and the hours its slots came from: gone with
  // the invitation (cascade) when the candidate is erased (decision 0050).
  'interview_invitation_interviewers',
  'interview_slot_picker_configs',
  // Campaign pages and events: the tenant's configuration (decision 0046).
  'campaigns',
  'events',
  // Assessment callbacks' delivery ids, answered tests' and ended tokens' ids, with expiry:
  // opaque ids kept only to refuse a replay.
  'assessment_seen_ids',
  'identity_providers',
  'requisitions',
  'jobs',
  // Counts of open jobs by category and place, and what a word search reads of each open job
  // (its document, lexemes and title: the posting's, never a candidate's).
  'job_facet_counts',
  'job_search_entries',
  'job_search_postings',
  'job_search_terms',
  'job_search_titles',
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
  'scheduled_job_runs',
  // The employer's side (issue 20): staff accounts and configuration. The audit log holds ids,
  // statuses and settings of staff writes, never what a candidate wrote (record-audit.ts).
  'tenant_hosts',
  'staff_users',
  'staff_recovery_codes',
  'staff_sessions',
  'staff_sso_states',
  'staff_identity_links',
  'staff_roles',
  'staff_user_roles',
  'staff_groups',
  'staff_group_roles',
  'staff_group_members',
  'requisition_templates',
  // Offer templates and approval chains: the tenant's configuration (decision 0049).
  'offer_templates',
  'offer_template_elements',
  'approval_chains',
  'approval_chain_details',
  'requisition_members',
  'staff_audit_log',
  // Screening configuration (questions, options, what a requisition asks); answers are above.
  'screening_question_groups',
  'screening_general_questions',
  'screening_general_options',
  'screening_requisitions',
  'screening_requisition_questions',
  // Tenants' data keys, wrapped by the master key (decision 0048): key material, no one's data.
  'tenant_data_keys',
  // Analytics (decision 0045): counts per day, requisition, source and name; no visitor.
  'analytics_daily_counts',
  // Vendors, their users and requisitions, and the org hierarchy (decision 0051): the
  // tenant's agencies and structure; a submission is the application's vendor_id.
  'vendors',
  'vendor_users',
  'vendor_requisitions',
  'hierarchy_nodes',
  'hierarchy_node_managers',
];

/**
 * Database schema (Drizzle). Every tenant-owned table carries tenant_id and every query
 * filters by it. Migrations in apps/api/drizzle are generated from this file with
 * `npm run db:generate -w @talentgate/api` and applied at start-up.
 */
import { sql } from 'drizzle-orm';
import type { ApplyFormConfig, ApprovalStepKind, CampaignsFileCampaign } from '@talentgate/domain';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  foreignKey,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { candidateSearchDocument, requisitionSearchDocument } from './search-documents.js';
import { jobSearchDocument } from './job-search-document.js';

/** A job posting as staff write it (contract JobPosting). */
export interface JobPostingValues {
  city: string;
  state: string;
  country: string;
  employmentType: string;
  summary: string;
  description: string;
}

/** One answer of an application's forms (contract AnswerEntry). */
export interface ApplicationAnswer {
  form: string;
  field: string;
  value: string;
}

/** A text attachment of an outbox e-mail. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The `{client}` key in every service path. */
  client: text('client').notNull().unique(),
  name: text('name').notNull(),
  tagline: text('tagline').notNull().default(''),
  defaultLanguage: text('default_language').notNull().default('en'),
  languages: text('languages')
    .array()
    .notNull()
    .default(sql`'{en}'::text[]`),
  featureFlags: jsonb('feature_flags').$type<Record<string, boolean>>().notNull().default({}),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  ...timestamps,
});

/** The owning tenant; a tenant's rows go with it. */
const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

export const requisitions = pgTable(
  'requisitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    /** Import key from the tenant's ATS feed or the demo seed; makes imports idempotent. */
    externalKey: text('external_key'),
    title: text('title').notNull(),
    category: text('category').notNull(),
    /**
     * draft → pending_approval → approved → open → closed (staff, issue 20); only 'open'
     * shows on the career site, and closed makes its jobs closed (spec 2 §3).
     */
    status: text('status').notNull().default('open'),
    /** The stream a visitor applies through; null shows the "no apply stream" block. */
    applyStreamId: integer('apply_stream_id').references((): AnyPgColumn => applyStreams.id, {
      onDelete: 'set null',
    }),
    smartPostId: text('smart_post_id'),
    assmtPositionCode: text('assmt_position_code'),
    screenInMessage: text('screen_in_message'),
    screenOutMessage: text('screen_out_message'),
    /**
     * Who candidates of this requisition reach while a step cannot be done on the site (an
     * offer's answer, onboarding forms, issue 21 item 9); null: the tenant's contact.
     */
    recruiterName: text('recruiter_name'),
    recruiterEmail: text('recruiter_email'),
    recruiterPhone: text('recruiter_phone'),
    /** What the career site shows once staff open it; the job row is written from it. */
    posting: jsonb('posting').$type<JobPostingValues>(),
    /** Where in the org hierarchy the requisition belongs (decision 0051); null: nowhere yet. */
    hierarchyNodeId: integer('hierarchy_node_id').references((): AnyPgColumn => hierarchyNodes.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (table) => [
    index('requisitions_hierarchy_node').on(table.hierarchyNodeId),
    uniqueIndex('requisitions_tenant_external_key').on(table.tenantId, table.externalKey),
    uniqueIndex('requisitions_tenant_smart_post').on(table.tenantId, table.smartPostId),
    index('requisitions_search').using('gin', requisitionSearchDocument(table.title)),
    check(
      'requisitions_status_known',
      sql`${table.status} in ('draft', 'pending_approval', 'approved', 'open', 'closed')`,
    ),
    index('requisitions_tenant_status').on(table.tenantId, table.status, table.updatedAt),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    requisitionId: integer('requisition_id')
      .notNull()
      .references(() => requisitions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    primaryCategory: text('primary_category').notNull(),
    seoUrl: text('seo_url').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    country: text('country').notNull(),
    locationLabel: text('location_label').notNull(),
    employmentType: text('employment_type').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    postedDate: date('posted_date', { mode: 'string' }).notNull(),
    /**
     * Whether the requisition is open, kept by triggers (migration 0026): the search reads
     * open jobs without a join, and job_facet_counts follows it (decision 0044).
     */
    open: boolean('open').notNull().default(false),
    /** The language the posting is written in: its words are stemmed in it (decision 0044). */
    language: text('language').notNull().default('en'),
    searchVector: tsvector('search_vector').notNull().generatedAlwaysAs(jobSearchDocument()),
    ...timestamps,
  },
  (table) => [
    index('jobs_search_vector').using('gin', table.searchVector),
    // Typo tolerance: titles with words similar to what was typed (pg_trgm's `<<%`).
    index('jobs_title_trigrams').using('gin', table.title.op('gin_trgm_ops')),
    // The career home's newest open jobs, walked backwards a page at a time.
    index('jobs_open_posted')
      .on(table.tenantId, table.postedDate, table.id)
      .where(sql`${table.open}`),
    index('jobs_tenant_category').on(table.tenantId, table.primaryCategory),
    index('jobs_tenant_location').on(table.tenantId, table.locationLabel),
    index('jobs_tenant_posted').on(table.tenantId, table.postedDate),
    uniqueIndex('jobs_requisition').on(table.requisitionId),
  ],
);

/**
 * Open jobs per tenant, category and place, kept by a trigger on jobs (migration 0026): the
 * career home's facet counts without a scan of every open job (decision 0044). A cell that
 * drops to 0 stays, with 0.
 */
export const jobFacetCounts = pgTable(
  'job_facet_counts',
  {
    tenantId: tenantId(),
    primaryCategory: text('primary_category').notNull(),
    locationLabel: text('location_label').notNull(),
    openJobs: integer('open_jobs').notNull(),
    /** The cell's number: job_search_entries name their cell by it (an integer to group by). */
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.primaryCategory, table.locationLabel] }),
    uniqueIndex('job_facet_counts_id').on(table.id),
  ],
);

/**
 * What a word search reads of each open job, kept by a trigger on jobs (migration 0036): its
 * text document, its facet cell as a number and its posting date, in narrow rows. Scanning
 * these instead of the wide jobs rows (whose open flag sits after every text column) and
 * counting integer cells instead of category and place texts halves the search's work per
 * match (decision 0044). Only open jobs have an entry.
 */
export const jobSearchEntries = pgTable(
  'job_search_entries',
  {
    jobId: integer('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    cell: integer('cell').notNull(),
    postedDate: date('posted_date', { mode: 'string' }).notNull(),
    searchVector: tsvector('search_vector').notNull(),
    /** The job's title, by which look-alike titles find their jobs (decision 0059). */
    title: text('title').notNull().default(''),
  },
  (table) => [
    index('job_search_entries_search_vector').using('gin', table.searchVector),
    index('job_search_entries_title').on(table.tenantId, table.title),
  ],
);

/**
 * Each word (lexeme) of the open jobs' documents, per job: an inverted index of
 * job_search_entries kept by a trigger on it (migration 0039, decision 0059). `rank` is the
 * job's ts_rank for that lexeme alone, so a one-word search pages through a lexeme's jobs in
 * ranked order without ranking every match; `cell` lets it keep to the chosen filters, and
 * `language` (the job's, whose configuration made the lexeme) tells which lexemes can meet in
 * one job.
 */
export const jobSearchPostings = pgTable(
  'job_search_postings',
  {
    tenantId: tenantId(),
    lexeme: text('lexeme').notNull(),
    jobId: integer('job_id').notNull(),
    cell: integer('cell').notNull(),
    language: text('language').notNull(),
    rank: real('rank').notNull(),
    postedDate: date('posted_date', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.lexeme, table.jobId] }),
    index('job_search_postings_ranked').on(
      table.tenantId,
      table.lexeme,
      table.rank.desc(),
      table.postedDate.desc(),
      table.jobId.desc(),
      table.cell,
      table.language,
    ),
  ],
);

/**
 * How many open jobs of each facet cell and language hold each lexeme, kept with
 * job_search_postings: a one-word search's facet counts without a look at each match
 * (decision 0059). The pattern index finds the lexemes a prefix matches, in byte order as
 * text search compares them. A count that drops to 0 stays, with 0.
 */
export const jobSearchTerms = pgTable(
  'job_search_terms',
  {
    tenantId: tenantId(),
    lexeme: text('lexeme').notNull(),
    language: text('language').notNull(),
    cell: integer('cell').notNull(),
    jobs: integer('jobs').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.lexeme, table.language, table.cell] }),
    index('job_search_terms_prefix').on(table.tenantId, table.lexeme.op('text_pattern_ops')),
  ],
);

/**
 * The distinct titles of each tenant's open jobs and how many jobs bear each, kept with
 * job_search_postings: the typo path compares what was typed with each title once, not with
 * every job (decision 0059). A count that drops to 0 stays, with 0.
 */
export const jobSearchTitles = pgTable(
  'job_search_titles',
  {
    tenantId: tenantId(),
    title: text('title').notNull(),
    jobs: integer('jobs').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.title] }),
    index('job_search_titles_trigrams').using('gin', table.title.op('gin_trgm_ops')),
  ],
);

/** Candidates (spec 1 §3). `uname` is the sign-in e-mail, stored lower-cased, unique per tenant. */
export const candidates = pgTable(
  'candidates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    uname: text('uname').notNull(),
    email: text('email').notNull(),
    /** argon2id PHC string; null for candidates who never set a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone1: text('phone1'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    zip: text('zip'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    dob: date('dob', { mode: 'string' }),
    description: text('description'),
    preferences: jsonb('preferences').$type<Record<string, string[]>>(),
    accessType: text('access_type').notNull().default('E'),
    veteran: text('veteran'),
    /** 't' locked or not activated, 'f' active, null new (spec 1 §3). */
    locked: text('locked'),
    /**
     * When the owner of the address proved it (an e-mailed activation or reset link used);
     * null until then, and password sign-in is refused until then (decision 0026).
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /**
     * Bumped when the password changes or is reset: temporary tokens carry the value they
     * were issued under and stop working once it moves on.
     */
    tokenGeneration: integer('token_generation').notNull().default(0),
    /**
     * When the account was deactivated; a deactivated account is blocked from social login
     * (spec 1 §4, §6 `deactivCheck`).
     */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    languageCodeId: integer('language_code_id'),
    /** Never returned by any call. */
    ssn: text('ssn'),
    managerPhone: text('manager_phone'),
    issueDate: date('issue_date', { mode: 'string' }),
    termsAndPolicy: text('terms_and_policy'),
    resume: text('resume'),
    sfxContactMethod: text('sfx_contact_method'),
    sfxContactSource: text('sfx_contact_source'),
    sponsorCandidateId: integer('sponsor_candidate_id'),
    /**
     * The candidate's own handle in sponsor links `/r/{sponsorHandle}/…` (lower-cased);
     * null for a candidate who has none.
     */
    sponsorHandle: text('sponsor_handle'),
    refereeCheck: text('referee_check'),
    atsRequisitionId: integer('ats_requisition_id'),
    smartpostId: text('smartpost_id'),
    onboardingFormId: integer('onboarding_form_id'),
    pageUrl: text('page_url'),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('candidates_tenant_uname').on(table.tenantId, table.uname),
    uniqueIndex('candidates_tenant_sponsor_handle').on(table.tenantId, table.sponsorHandle),
    // Staff candidate search, newest first, read backwards: an index declared DESC would be
    // NULLS LAST, which ORDER BY … DESC (NULLS FIRST) cannot use (docs/performance-log.md).
    index('candidates_tenant_created').on(table.tenantId, table.createdAt, table.id),
    // Staff candidate search by words (decision 0033): the same expression as the query's.
    index('candidates_search').using('gin', candidateSearchDocument(table)),
    check('candidates_locked_known', sql`${table.locked} is null or ${table.locked} in ('t', 'f')`),
  ],
);

/**
 * Server-side sessions (ASVS 7.4.1: revocable). The cookie holds a random secret; only its
 * SHA-256 is stored, so a database leak does not leak live sessions.
 */
export const candidateSessions = pgTable(
  'candidate_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The enterprise identity provider of a single sign-on session; null otherwise. */
    identityProviderId: integer('identity_provider_id').references(
      (): AnyPgColumn => identityProviders.id,
      { onDelete: 'set null' },
    ),
  },
  (table) => [index('candidate_sessions_candidate').on(table.candidateId)],
);

/** Failed sign-ins, for throttling per account and address (brute-force protection). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    uname: text('uname').notNull(),
    address: text('address').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_lookup').on(table.tenantId, table.uname, table.address, table.failedAt),
  ],
);

/**
 * Token signing keys (ES256). The newest unretired key signs; every unexpired key verifies,
 * so a key can be rotated without ending tokens already handed out.
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  algorithm: text('algorithm').notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, string>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * Secrets of e-mailed links (password reset, activation, login-less access). Only the
 * SHA-256 is stored; each is bound to a purpose, expires, and credential-changing ones are
 * single-use (used_at).
 */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('link_tokens_candidate').on(table.candidateId, table.purpose)],
);

/**
 * Transactional outbox: e-mails are written in the same transaction as the change that
 * causes them and sent by a worker, so no e-mail is lost or sent for a rolled-back change.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Small text attachments, e.g. an interview's `.ics` calendar entry. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** pending → sent, or failed after the last attempt. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_emails_due').on(table.status, table.nextAttemptAt),
    // How many e-mails of a kind an address was sent lately (forgot password, issue 19).
    index('outbox_emails_recipient').on(table.tenantId, table.recipient, table.createdAt),
    check('outbox_emails_status_known', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);

// Places: postal codes (issue 4). Reference data shared by every tenant, so no tenant_id.

/**
 * Postal code data (spec 2 §3), in the GeoNames postal-code columns. A country is loaded
 * whole and replaced whole (the bundled US data at start-up, others by the import command).
 */
export const postalCodes = pgTable(
  'postal_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** ISO 3166-1 alpha-2. */
    countryCode: text('country_code').notNull(),
    postalCode: text('postal_code').notNull(),
    /** Upper case without spaces or hyphens: what look-ups compare. */
    postalCodeKey: text('postal_code_key').notNull(),
    placeName: text('place_name').notNull(),
    adminName1: text('admin_name1').notNull().default(''),
    adminCode1: text('admin_code1').notNull().default(''),
    adminName2: text('admin_name2').notNull().default(''),
    adminCode2: text('admin_code2').notNull().default(''),
    adminName3: text('admin_name3').notNull().default(''),
    adminCode3: text('admin_code3').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** GeoNames accuracy: 1 estimated, 4 geonameid, 6 centroid of addresses or shape. */
    accuracy: integer('accuracy'),
  },
  (table) => [
    index('postal_codes_key').on(table.postalCodeKey),
    index('postal_codes_country_latitude').on(table.countryCode, table.latitude),
  ],
);

/** Which data set each country's postal codes came from, so start-up loads skip what is there. */
export const postalCodeSources = pgTable('postal_code_sources', {
  countryCode: text('country_code').primaryKey(),
  /** e.g. "zipcodes@8.0.0" or "geonames:FR.txt". */
  source: text('source').notNull(),
  rowCount: integer('row_count').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------
// Candidate flow (apply engine, server workflow): areas of interest, candidate form
// records, lead-capture folders, candidate activity, candidate records and applications.

/** The owning candidate; a candidate's rows go with them. */
const ownerCandidateId = () =>
  integer('candidate_id')
    .notNull()
    .references(() => candidates.id, { onDelete: 'cascade' });

/** Areas of interest (spec 1 §3, spec 2 §3); usersId in calls is the candidate id. */
export const candidateAreasOfInterest = pgTable(
  'candidate_areas_of_interest',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    areaOfInterest: text('area_of_interest').notNull(),
    isSystemGenerated: boolean('is_system_generated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('candidate_areas_of_interest_unique').on(table.candidateId, table.areaOfInterest),
  ],
);

/** Which apply stream a candidate went through, from where (spec 2 §3 "Candidate form record"). */
export const candidateFormRecords = pgTable(
  'candidate_form_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    /** The key of the tenant's apply stream (checked on the way in). */
    applyStreamId: text('apply_stream_id').notNull(),
    /** Cut to 220 characters (spec 2 §9). */
    hostUrl: text('host_url'),
    wpLandingPageId: text('wp_landing_page_id'),
    /** The event the visitor registered or checked in for (`event_id` of /apply/, spec 2 §2). */
    eventId: text('event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('candidate_form_records_candidate').on(table.candidateId),
    check('candidate_form_records_host_url_length', sql`char_length(${table.hostUrl}) <= 220`),
  ],
);

/** Candidate folders; lead capture adds candidates to folders of type 'live' (spec 2 §3). */
export const folders = pgTable(
  'folders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    requisitionId: integer('requisition_id').references(() => requisitions.id, {
      onDelete: 'cascade',
    }),
    type: text('type').notNull().default('live'),
    name: text('name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('folders_tenant_requisition_type').on(table.tenantId, table.requisitionId, table.type),
  ],
);

export const folderCandidates = pgTable(
  'folder_candidates',
  {
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    candidateId: ownerCandidateId(),
    tenantId: tenantId(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.folderId, table.candidateId] })],
);

/** The candidate's activity feed (spec 1 §3 "Candidate activity"). */
export const candidateActivities = pgTable(
  'candidate_activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    contextType: text('context_type').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    activityData: text('activity_data').notNull(),
    createdDatetime: timestamp('created_datetime', { withTimezone: true }).notNull().defaultNow(),
    completedDatetime: timestamp('completed_datetime', { withTimezone: true }),
  },
  (table) => [index('candidate_activities_candidate').on(table.candidateId, table.createdDatetime)],
);

/**
 * Education, work history, certification, convicted offence, relative and professional
 * reference (spec 2 §3): one row per record, its fields as validated by the kind's schema
 * (decision 0010).
 */
export const candidateRecords = pgTable(
  'candidate_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    kind: text('kind').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    ...timestamps,
  },
  (table) => [
    index('candidate_records_owner').on(table.tenantId, table.candidateId, table.kind),
    check(
      'candidate_records_kind_known',
      sql`${table.kind} in ('education', 'work-history', 'certification', 'convicted-offence', 'relative', 'professional-reference')`,
    ),
  ],
);

/** Applications (spec 2 §3): one per candidate and requisition. */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    requisitionId: integer('requisition_id')
      .notNull()
      .references(() => requisitions.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    statusId: integer('status_id'),
    dispositionId: integer('disposition_id'),
    sfxApplicationMethod: text('sfx_application_method').notNull(),
    sfxApplicationSource: text('sfx_application_source'),
    submissionSource: text('submission_source'),
    reqScreenValue: integer('req_screen_value').notNull().default(0),
    generalScreenValue: integer('general_screen_value').notNull().default(0),
    interviewScreenValue: integer('interview_screen_value').notNull().default(0),
    totalScreenValue: integer('total_screen_value').notNull().default(0),
    /** Screening result (spec 2 §9): 450 qualified, 500 not qualified, null none (yet). */
    screeningResult: integer('screening_result'),
    applyDate: timestamp('apply_date', { withTimezone: true }).notNull(),
    applicationType: text('application_type').notNull(),
    /** The vendor (or recruiter) who submitted the candidate; null when they applied. */
    submittedByStaffId: integer('submitted_by_staff_id').references(
      (): AnyPgColumn => staffUsers.id,
      { onDelete: 'set null' },
    ),
    /** The agency whose user submitted the candidate (decision 0051); its view group's. */
    vendorId: integer('vendor_id').references((): AnyPgColumn => vendors.id, {
      onDelete: 'set null',
    }),
    /**
     * The candidate of the same tenant whose sponsor link `/r/{sponsorHandle}/…` the
     * application came through; null otherwise.
     */
    sponsorCandidateId: integer('sponsor_candidate_id').references(
      (): AnyPgColumn => candidates.id,
      { onDelete: 'set null' },
    ),
    /** The apply form answers at the final submit, as staff read them (no passwords). */
    answers: jsonb('answers').$type<ApplicationAnswer[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('applications_candidate_requisition').on(table.candidateId, table.requisitionId),
    index('applications_tenant_requisition').on(table.tenantId, table.requisitionId),
    index('applications_tenant_status_date').on(table.tenantId, table.status, table.applyDate),
    // Staff application search, newest first, read backwards (as candidates_tenant_created).
    index('applications_tenant_date').on(table.tenantId, table.applyDate, table.id),
    // Counts by status: one entry per status value after B-tree deduplication (88 pages for
    // 100k applications, against 891 for tenant_status_date), so the planner reads it
    // index-only where the wider index lost to a sequential scan (decision 0033).
    index('applications_tenant_status').on(table.tenantId, table.status),
    index('applications_submitted_by').on(table.submittedByStaffId),
    index('applications_vendor').on(table.vendorId),
    check('applications_type_known', sql`${table.applicationType} in ('I', 'E')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Apply streams (spec 2 §3 "Apply stream and forms"). A stream is a tenant's configured flow
// (apply, join, alert…); its stream configs are its steps in order, each showing a container
// template; a step's container configs are its forms in order; a form's config within the
// stream holds its metadata (applyFormConfig JSON). Streams and forms have stable keys so that
// stream files (config as code) can be imported again without changing ids.
// ---------------------------------------------------------------------------------------------

export const applyStreams = pgTable(
  'apply_streams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    flowType: text('flow_type').notNull(),
    /** Onboarding streams: the days a hire has for the forms; null for the default (0047). */
    onboardingDueDays: integer('onboarding_due_days'),
    /** Spec 2 §3 names it; streams are shared by requisitions, which point to them instead. */
    requisitionId: integer('requisition_id').references(() => requisitions.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('apply_streams_tenant_key').on(table.tenantId, table.key),
    check(
      'apply_streams_flow_type_known',
      sql`${table.flowType} in ('join', 'apply', 'alert', 'microsite', 'event', 'onboarding')`,
    ),
  ],
);

export const applyContainers = pgTable(
  'apply_containers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    templateName: text('template_name').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('apply_containers_tenant_template').on(table.tenantId, table.templateName),
  ],
);

export const applyStreamConfigs = pgTable(
  'apply_stream_configs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    applyStreamId: integer('apply_stream_id')
      .notNull()
      .references(() => applyStreams.id, { onDelete: 'cascade' }),
    applyContainerId: integer('apply_container_id')
      .notNull()
      .references(() => applyContainers.id),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [uniqueIndex('apply_stream_configs_order').on(table.applyStreamId, table.sortOrder)],
);

export const applyForms = pgTable(
  'apply_forms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    key: text('key').notNull(),
    templateName: text('template_name').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('apply_forms_tenant_key').on(table.tenantId, table.key)],
);

export const applyContainerConfigs = pgTable(
  'apply_container_configs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    applyStreamCfgId: integer('apply_stream_cfg_id')
      .notNull()
      .references(() => applyStreamConfigs.id, { onDelete: 'cascade' }),
    applyFormId: integer('apply_form_id')
      .notNull()
      .references(() => applyForms.id),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    uniqueIndex('apply_container_configs_order').on(table.applyStreamCfgId, table.sortOrder),
  ],
);

export const applyFormConfigs = pgTable(
  'apply_form_configs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    applyFormId: integer('apply_form_id')
      .notNull()
      .references(() => applyForms.id),
    applyStreamId: integer('apply_stream_id')
      .notNull()
      .references(() => applyStreams.id, { onDelete: 'cascade' }),
    /**
     * The form's metadata in this stream, checked (ApplyFormConfig and more) on import.
     * `json`, not `jsonb`: it keeps the author's key order, so an export reads like the file.
     */
    applyFormConfig: json('apply_form_config').$type<ApplyFormConfig>().notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('apply_form_configs_stream_form').on(table.applyStreamId, table.applyFormId),
    index('apply_form_configs_form').on(table.applyFormId),
  ],
);

/**
 * Apply attempts: one visitor's way through one stream (save and resume, step order). The
 * visitor holds a random secret; only its SHA-256 is stored. Answers are kept per form id,
 * validated, without passwords, and deleted with the attempt after its lifetime.
 */
export const applyAttempts = pgTable(
  'apply_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    secretHash: text('secret_hash').notNull().unique(),
    applyStreamId: integer('apply_stream_id')
      .notNull()
      .references(() => applyStreams.id, { onDelete: 'cascade' }),
    requisitionId: integer('requisition_id').references(() => requisitions.id, {
      onDelete: 'cascade',
    }),
    /** The signed-in candidate who started it, or the candidate the flow created. */
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    /** Form ids in the order they were first submitted. */
    completedFormIds: integer('completed_form_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Answers by form id. */
    answers: jsonb('answers')
      .$type<Record<string, Record<string, unknown>>>()
      .notNull()
      .default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the final submit: a completed attempt can no longer be saved or completed. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Moves on every write: a save writes only over the version it read (no row lock held). */
    version: integer('version').notNull().default(0),
    /**
     * The parsed resume XML of the resume this attempt holds (docs/resume-xml.md), until the
     * final submit writes it to the candidate; null when none is held or it did not parse.
     */
    resumeXml: text('resume_xml'),
    ...timestamps,
  },
  (table) => [index('apply_attempts_expiry').on(table.expiresAt)],
);

/**
 * E-mailed links to continue an attempt on another device (decision 0017): the link's secret
 * is kept as its SHA-256 only, works once and until its expiry, and goes with its attempt.
 */
export const applyAttemptLinks = pgTable(
  'apply_attempt_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => applyAttempts.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('apply_attempt_links_attempt').on(table.attemptId, table.createdAt)],
);

// ---------------------------------------------------------------- Lists (spec 2 §3 "List item")

/** A tenant's named lists (countries, education levels, position codes…); names unique per tenant. */
export const lists = pgTable(
  'lists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  // Case-insensitively unique, so `States` and `states` can never be two lists.
  (table) => [uniqueIndex('lists_tenant_name').on(table.tenantId, sql`lower(${table.name})`)],
);

/** Items of a list: value, default label, labels by language, sort order, active. */
export const listItems = pgTable(
  'list_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    label: text('label').notNull(),
    labels: jsonb('labels').$type<Record<string, string>>().notNull().default({}),
    sortOrder: integer('sort_order').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('list_items_list_value').on(table.listId, table.value),
    index('list_items_list_order').on(table.listId, table.sortOrder),
  ],
);

// Subscriptions and terms opt-in (issue 6).

/**
 * A candidate's subscriptions (spec 1 §3 "Subscription"): one row per type and channel; a
 * missing row means the candidate never chose, which reads as not subscribed.
 */
export const candidateSubscriptions = pgTable(
  'candidate_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    communicationType: text('communication_type').notNull(),
    channel: text('channel').notNull(),
    subscribed: boolean('subscribed').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('candidate_subscriptions_pair').on(
      table.candidateId,
      table.communicationType,
      table.channel,
    ),
    check(
      'candidate_subscriptions_type_known',
      sql`${table.communicationType} in ('job_alert', 'marketing', 'sms') and ${table.channel} in ('email', 'sms')`,
    ),
  ],
);

/**
 * What a job-alert subscriber asked for beyond the categories (kept as areas of interest):
 * places and keywords, and when the double opt-in link was used (decision 0027). One row per
 * candidate; a subscriber without one gets every new job of their categories.
 */
export const jobAlertCriteria = pgTable('job_alert_criteria', {
  candidateId: ownerCandidateId().primaryKey(),
  tenantId: tenantId(),
  /** Parts of a job's place ("London", "Germany"): a job matches when its place names one. */
  locations: jsonb('locations').$type<string[]>().notNull().default([]),
  /** Words a matching job's text has (any of the comma-separated phrases); '' for none. */
  keywords: text('keywords').notNull().default(''),
  /** When the double opt-in link of the sign-up e-mail was used; null until then. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  ...timestamps,
});

/** The jobs each subscriber's alerts have named, so no job is sent to them twice. */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.candidateId, table.jobId] })],
);

/**
 * Terms-and-policy opt-ins (spec 1 §3 "Opt-in", GDPR migration): at most one per candidate,
 * recorded once; its id is the candidateOptinId.
 */
export const candidateOptins = pgTable(
  'candidate_optins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    consentDate: timestamp('consent_date', { withTimezone: true, precision: 3 }).notNull(),
    termsAndPolicy: text('terms_and_policy'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('candidate_optins_candidate').on(table.candidateId)],
);

// ------------------------------------------------- Candidate dashboard (spec 1 §1, §2, §3, §7)

/** The stages an application went through, oldest first; the latest may name the next step. */
export const applicationStages = pgTable(
  'application_stages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    nextStep: text('next_step'),
  },
  (table) => [index('application_stages_application').on(table.applicationId, table.occurredAt)],
);

export const interviews = pgTable(
  'interviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    applicationId: integer('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    mode: text('mode').notNull(),
    location: text('location').notNull().default(''),
    interviewer: text('interviewer').notNull().default(''),
    status: text('status').notNull().default('scheduled'),
    notes: text('notes').notNull().default(''),
    /** The interview's IANA time zone when it is known (a booked slot's); null: the viewer's. */
    timeZone: text('time_zone'),
    ...timestamps,
  },
  (table) => [
    index('interviews_owner').on(table.tenantId, table.candidateId, table.scheduledAt),
    check('interviews_mode_known', sql`${table.mode} in ('onsite', 'video', 'phone')`),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    applicationId: integer('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    status: text('status').notNull().default('extended'),
    salary: text('salary').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    details: text('details').notNull().default(''),
    /** Offers drafted by staff (issue 27): the template and chain they came from. */
    offerTemplateId: integer('offer_template_id').references(() => offerTemplates.id, {
      onDelete: 'set null',
    }),
    approvalChainId: integer('approval_chain_id').references(() => approvalChains.id, {
      onDelete: 'set null',
    }),
    draftedByStaffId: integer('drafted_by_staff_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    bonus: text('bonus').notNull().default(''),
    /** The letter's sections, filled from the template when drafted (kept as sent). */
    letter: jsonb('letter').$type<{ label: string; text: string }[]>().notNull().default([]),
    /** The candidate's typed signature (first + last name) and when they answered. */
    signature: text('signature'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('offers_owner').on(table.tenantId, table.candidateId),
    index('offers_application').on(table.tenantId, table.applicationId),
    check(
      'offers_status_known',
      sql`${table.status} in ('draft', 'pending_approval', 'approved', 'extended', 'accepted', 'declined')`,
    ),
  ],
);

// Interview slot booking (issue 24; spec 2 §2 `/apply/slot-book/`, §3 Slot, §4).

/**
 * A time an interview can happen, offered to the candidates of a requisition. Start and end
 * are instants (UTC); `time_zone` is the interview's IANA zone, for showing them. `capacity`
 * candidates can book it; a booking locks the slot's row and counts its bookings first.
 */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    requisitionId: integer('requisition_id')
      .notNull()
      .references(() => requisitions.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    capacity: integer('capacity').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('interview_slots_requisition').on(table.tenantId, table.requisitionId, table.startsAt),
    check('interview_slots_capacity_positive', sql`${table.capacity} > 0`),
    check('interview_slots_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * An invitation of one candidate (for an application) to book one of a set of slots; the
 * e-mailed link names it. invited → accepted (on accepting or booking) or rejected.
 */
export const interviewInvitations = pgTable(
  'interview_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    mode: text('mode').notNull().default('onsite'),
    location: text('location').notNull().default(''),
    timeZone: text('time_zone').notNull(),
    status: text('status').notNull().default('invited'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdByStaffId: integer('created_by_staff_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (table) => [
    index('interview_invitations_owner').on(table.tenantId, table.candidateId),
    check(
      'interview_invitations_status_known',
      sql`${table.status} in ('invited', 'accepted', 'rejected')`,
    ),
    check('interview_invitations_mode_known', sql`${table.mode} in ('onsite', 'video', 'phone')`),
  ],
);

/** The slots an invitation offers. */
export const interviewInvitationSlots = pgTable(
  'interview_invitation_slots',
  {
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => interviewInvitations.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => interviewSlots.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.invitationId, table.slotId] })],
);

/**
 * A seat taken in a slot: at most one per invitation (a rebooking moves it). `interview_id`
 * is the interview it put on the candidate's dashboard.
 */
export const interviewBookings = pgTable(
  'interview_bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => interviewInvitations.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => interviewSlots.id, { onDelete: 'cascade' }),
    interviewId: integer('interview_id').references(() => interviews.id, {
      onDelete: 'set null',
    }),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('interview_bookings_invitation').on(table.invitationId),
    index('interview_bookings_slot').on(table.slotId),
  ],
);

/** The staff users who hold an invitation's interview (decision 0050). */
export const interviewInvitationInterviewers = pgTable(
  'interview_invitation_interviewers',
  {
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => interviewInvitations.id, { onDelete: 'cascade' }),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.invitationId, table.staffUserId] })],
);

/**
 * The slot picker configuration an invitation's slots were generated from (decision 0050):
 * days and working hours are wall-clock in `time_zone`.
 */
export const interviewSlotPickerConfigs = pgTable(
  'interview_slot_picker_configs',
  {
    invitationId: integer('invitation_id')
      .primaryKey()
      .references(() => interviewInvitations.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    timeZone: text('time_zone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    bufferMinutes: integer('buffer_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    /** ISO weekdays, Monday 1 … Sunday 7. */
    weekdays: integer('weekdays').array().notNull(),
    dayStarts: text('day_starts').notNull(),
    dayEnds: text('day_ends').notNull(),
  },
  (table) => [
    check('interview_slot_picker_duration_positive', sql`${table.durationMinutes} > 0`),
    check('interview_slot_picker_day_order', sql`${table.dayEnds} > ${table.dayStarts}`),
  ],
);

export const candidateTodos = pgTable(
  'candidate_todos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The notification that announces it in the feed; completed with it. */
    activityId: integer('activity_id').references(() => candidateActivities.id, {
      onDelete: 'set null',
    }),
    /** The interview it is about (a to-do to confirm its time); null otherwise. */
    interviewId: integer('interview_id').references(() => interviews.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (table) => [index('candidate_todos_owner').on(table.tenantId, table.candidateId)],
);

/** Onboarding forms a hired candidate fills in (spec 2 §3 "Onboarding"). */
export const onboardingForms = pgTable(
  'onboarding_forms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    formName: text('form_name').notNull(),
    status: text('status').notNull().default('Pending'),
    dueDate: date('due_date', { mode: 'string' }),
    formDate: date('form_date', { mode: 'string' }),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The application whose onboarding it belongs to (decision 0047); null: seeded alone. */
    applicationId: integer('application_id').references(() => applications.id, {
      onDelete: 'cascade',
    }),
    /** The onboarding stream's form that fills it in. */
    applyFormId: integer('apply_form_id').references(() => applyForms.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (table) => [
    index('onboarding_forms_owner').on(table.tenantId, table.candidateId),
    uniqueIndex('onboarding_forms_application_form').on(table.applicationId, table.applyFormId),
    check('onboarding_forms_status_known', sql`${table.status} in ('Pending', 'Completed')`),
  ],
);

/**
 * One application's onboarding (decision 0047): started when its offer is accepted, through
 * the tenant's onboarding stream; Completed with dueDate that day once every form is saved
 * (spec 2 §4). The one-time code a form may ask for is the one-time-codes module's: one
 * verified for the purpose `onboarding` after the onboarding started counts.
 */
export const onboardings = pgTable(
  'onboardings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    applyStreamId: integer('apply_stream_id')
      .notNull()
      .references(() => applyStreams.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('Pending'),
    dueDate: date('due_date', { mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('onboardings_application').on(table.applicationId),
    index('onboardings_owner').on(table.tenantId, table.candidateId),
    check('onboardings_status_known', sql`${table.status} in ('Pending', 'Completed')`),
  ],
);

/**
 * The columns of an onboarding form's table (spec 2 §3 "Onboarding"): whose, which
 * application, and the answers. The fields are the tenant's configuration (its onboarding
 * stream), so the answers are kept as the form's validated data; the SSN and document
 * numbers never are (the sensitive-data module keeps them, encrypted).
 */
const onboardingRecordColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenantId: tenantId(),
  candidateId: ownerCandidateId(),
  applicationId: integer('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
  ...timestamps,
});

/** Onboarding data: the agreement and typed signature (spec 2 §3, §5). One per application. */
export const onboardingData = pgTable('onboarding_data', onboardingRecordColumns(), (table) => [
  uniqueIndex('onboarding_data_application').on(table.applicationId),
  index('onboarding_data_owner').on(table.tenantId, table.candidateId),
]);

/** W-4-style tax withholding data. One per application. */
export const onboardingW4 = pgTable('onboarding_w4', onboardingRecordColumns(), (table) => [
  uniqueIndex('onboarding_w4_application').on(table.applicationId),
  index('onboarding_w4_owner').on(table.tenantId, table.candidateId),
]);

/** I-9-style employment eligibility data (its preparers apart). One per application. */
export const onboardingI9 = pgTable('onboarding_i9', onboardingRecordColumns(), (table) => [
  uniqueIndex('onboarding_i9_application').on(table.applicationId),
  index('onboarding_i9_owner').on(table.tenantId, table.candidateId),
]);

/** A grid's rows: one record per row, in the order the candidate gave them. */
const onboardingRowColumns = () => ({
  ...onboardingRecordColumns(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const onboardingEmergencyContacts = pgTable(
  'onboarding_emergency_contacts',
  onboardingRowColumns(),
  (table) => [
    index('onboarding_emergency_contacts_application').on(table.applicationId),
    index('onboarding_emergency_contacts_owner').on(table.tenantId, table.candidateId),
  ],
);

export const onboardingDependents = pgTable(
  'onboarding_dependents',
  onboardingRowColumns(),
  (table) => [
    index('onboarding_dependents_application').on(table.applicationId),
    index('onboarding_dependents_owner').on(table.tenantId, table.candidateId),
  ],
);

/** The I-9's preparers and translators (spec 2 §3 "preparersId"). */
export const onboardingI9Preparers = pgTable(
  'onboarding_i9_preparers',
  onboardingRowColumns(),
  (table) => [
    index('onboarding_i9_preparers_application').on(table.applicationId),
    index('onboarding_i9_preparers_owner').on(table.tenantId, table.candidateId),
  ],
);

/**
 * Assessments (spec 2 §3): testStatus invited, inprocess or completed (or a vendor's own
 * final word). Created per assessment position code when an application qualifies; the
 * vendor names its test by `vendor_reference`, which its signed callbacks quote (decision
 * 0042). `url` is a start address a vendor without an adapter gave (an import).
 */
export const candidateAssessments = pgTable(
  'candidate_assessments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    applicationId: integer('application_id').references(() => applications.id, {
      onDelete: 'cascade',
    }),
    vendor: text('vendor').notNull().default('external'),
    vendorReference: text('vendor_reference'),
    vendorPositionCode: text('vendor_position_code').notNull(),
    positionLabel: text('position_label').notNull(),
    testStatus: text('test_status').notNull().default('invited'),
    url: text('url'),
    score: integer('score'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('candidate_assessments_owner').on(table.tenantId, table.candidateId),
    index('candidate_assessments_application').on(table.applicationId),
    uniqueIndex('candidate_assessments_vendor_reference').on(
      table.tenantId,
      table.vendor,
      table.vendorReference,
    ),
  ],
);

/**
 * Ids used once (decision 0042): a vendor callback's delivery id and an ended assessment
 * token's id, kept until a copy could no longer be accepted anyway (its timestamp or expiry
 * is past), so a replay is refused. No personal data.
 */
export const assessmentSeenIds = pgTable(
  'assessment_seen_ids',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('assessment_seen_ids_expiry').on(table.expiresAt)],
);

/** Addresses (spec 1 §3, §7); usersId in calls is the candidate id. */
export const candidateAddresses = pgTable(
  'candidate_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    addressType: text('address_type').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    country: text('country').notNull(),
    ...timestamps,
  },
  (table) => [
    index('candidate_addresses_owner').on(table.tenantId, table.candidateId),
    check(
      'candidate_addresses_type_known',
      sql`${table.addressType} in ('home', 'mailing', 'work')`,
    ),
  ],
);

/** Transaction log (spec 1 §7): what a candidate did, by candidate id. */
export const transactionLog = pgTable(
  'transaction_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('transaction_log_owner').on(table.tenantId, table.candidateId)],
);

// ------------------------------------------------------------ Privacy (erasure and retention)

/**
 * Erasures of candidates' personal data (docs/decisions/0020-privacy-export-erasure-retention.md).
 * A candidate's request goes requested → confirmed (the e-mailed link was followed) → done; a
 * retention anonymisation is written done at once. The row holds no personal data and stays
 * after the erasure: it is the record that the erasure happened.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    /** 'candidate' (asked for it) or 'retention' (inactive past the tenant's retention days). */
    origin: text('origin').notNull(),
    status: text('status').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    index('erasure_requests_candidate').on(table.candidateId),
    index('erasure_requests_status').on(table.status),
    check('erasure_requests_origin_known', sql`${table.origin} in ('candidate', 'retention')`),
    check(
      'erasure_requests_status_known',
      sql`${table.status} in ('requested', 'confirmed', 'done')`,
    ),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: both become a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Attachments' metadata (spec 2 §3 Attachment). The bytes are elsewhere, under
 * `storage_key`, behind the file store interface (modules/attachments/file-store.ts).
 * Exactly one owner: a candidate, or an apply attempt of a visitor who is not signed in yet
 * (their resume, held until the final submit hands it to the candidate; decision 0023).
 */
export const attachments = pgTable(
  'attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    attemptId: integer('attempt_id').references(() => applyAttempts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The content type decided from the content and the extension. */
    contentType: text('content_type').notNull(),
    /** Lower-cased (spec 2 §3): 'resume', 'document' or a custom type. */
    attachmentType: text('attachment_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: uuid('storage_key').notNull().unique(),
    ...timestamps,
  },
  (table) => [
    index('attachments_owner').on(table.tenantId, table.candidateId),
    index('attachments_attempt').on(table.attemptId),
    check('attachments_one_owner', sql`num_nonnulls(${table.candidateId}, ${table.attemptId}) = 1`),
  ],
);

/** The default file store: attachment bytes in PostgreSQL (works on PGlite too). */
export const storedFiles = pgTable('stored_files', {
  key: uuid('key').primaryKey(),
  tenantId: tenantId(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Runs of scheduled jobs (the hourly privacy jobs): the first instance to claim a job's
 * period runs it, so several instances run it once (decision 0025). Not tenant data.
 */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    job: text('job').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.job, table.periodStart] })],
);

// ---------------------------------------------------------------------------------------------
// The employer's side (issue 20, decision 0029): staff users, their sessions, roles and groups,
// requisition templates and teams, application notes and the audit log of staff writes.
// ---------------------------------------------------------------------------------------------

/** Host names a tenant's career site answers on (besides TENANT_HOSTS); the CLI writes them. */
export const tenantHosts = pgTable('tenant_hosts', {
  host: text('host').primaryKey(),
  tenantId: tenantId(),
});

/** Staff users: separate from candidates, e-mail unique per tenant, stored lower-cased. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret; confirmed once a code from it was accepted (totp_enrolled_at). */
    totpSecret: text('totp_secret').notNull(),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The last accepted TOTP time step: a code is accepted once (no replay). */
    totpLastStep: integer('totp_last_step'),
    active: boolean('active').notNull().default(true),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('staff_users_tenant_email').on(table.tenantId, table.email)],
);

/** Recovery codes of the second factor: SHA-256 only, each used once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_recovery_codes_user').on(table.staffUserId)],
);

/**
 * Staff sessions, like candidate sessions (SHA-256 of the cookie secret), with a stage: after
 * the password only 'second-factor' (good for the TOTP step alone), then 'full'.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull().unique(),
    stage: text('stage').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('staff_sessions_user').on(table.staffUserId),
    check('staff_sessions_stage_known', sql`${table.stage} in ('second-factor', 'full')`),
  ],
);

/**
 * Staff sign-ins started at the tenant's enterprise provider (decision 0037), as
 * social_sign_in_states for candidates but apart: a candidate's return can never complete a
 * staff sign-in or the other way round. SHA-256 of `state`; taken once, 10 minutes.
 */
export const staffSsoStates = pgTable('staff_sso_states', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenantId: tenantId(),
  providerId: integer('provider_id')
    .notNull()
    .references(() => identityProviders.id, { onDelete: 'cascade' }),
  stateHash: text('state_hash').notNull().unique(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A staff user's identity at the tenant's enterprise provider: issuer + subject, never the
 * e-mail alone (decision 0037). One per user and provider.
 */
export const staffIdentityLinks = pgTable(
  'staff_identity_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('staff_identity_links_subject').on(table.tenantId, table.issuer, table.subject),
    uniqueIndex('staff_identity_links_user_provider').on(table.staffUserId, table.providerId),
  ],
);

/** Roles: the four built-in ones of every tenant (built_in names which) and the tenant's own. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    builtIn: text('built_in'),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull(),
    scope: text('scope').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('staff_roles_tenant_name').on(table.tenantId, sql`lower(${table.name})`),
    uniqueIndex('staff_roles_tenant_built_in').on(table.tenantId, table.builtIn),
    check('staff_roles_scope_known', sql`${table.scope} in ('all', 'assigned', 'submitted')`),
  ],
);

/** userroles: roles held directly. */
export const staffUserRoles = pgTable(
  'staff_user_roles',
  {
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => staffRoles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.staffUserId, table.roleId] })],
);

export const staffGroups = pgTable(
  'staff_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('staff_groups_tenant_name').on(table.tenantId, sql`lower(${table.name})`),
  ],
);

/** grouproles: the roles a group gives its members. */
export const staffGroupRoles = pgTable(
  'staff_group_roles',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => staffGroups.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => staffRoles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.roleId] })],
);

export const staffGroupMembers = pgTable(
  'staff_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => staffGroups.id, { onDelete: 'cascade' }),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.staffUserId] }),
    index('staff_group_members_user').on(table.staffUserId),
  ],
);

/** requisition templates: what a new requisition starts from. */
export const requisitionTemplates = pgTable(
  'requisition_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    applyStreamId: integer('apply_stream_id').references(() => applyStreams.id, {
      onDelete: 'set null',
    }),
    posting: jsonb('posting').$type<JobPostingValues>().notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('requisition_templates_tenant_name').on(table.tenantId, table.name)],
);

/**
 * Who is on a requisition: its hiring managers (who see it) and its approvers in order (who
 * approve it; approved_at once they did).
 */
export const requisitionMembers = pgTable(
  'requisition_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    requisitionId: integer('requisition_id')
      .notNull()
      .references(() => requisitions.id, { onDelete: 'cascade' }),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('requisition_members_unique').on(
      table.requisitionId,
      table.staffUserId,
      table.role,
    ),
    index('requisition_members_user').on(table.staffUserId, table.role),
    check('requisition_members_role_known', sql`${table.role} in ('hiring_manager', 'approver')`),
  ],
);

/** Staff notes on an application. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_notes_application').on(table.applicationId, table.createdAt)],
);

/** Every staff write: who, what, when, the entity before and after (written in its transaction). */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    /** The name at the time, kept when the user is deleted. */
    staffName: text('staff_name').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_audit_log_tenant_time').on(table.tenantId, table.createdAt),
    index('staff_audit_log_entity').on(table.tenantId, table.entityType, table.createdAt),
  ],
);

/**
 * A tenant's identity providers (decision 0028), imported from its identity-providers file.
 * `settings` holds the file's entry; the client secret is only named there (an environment
 * variable), never stored.
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex('identity_providers_tenant_key').on(table.tenantId, table.key)],
);

/**
 * Spec 1 §3 "Social channel link": a candidate's identity at a provider, keyed by issuer and
 * subject (never by e-mail alone).
 */
export const socialLinks = pgTable(
  'social_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The e-mail the provider gave when the link was made or last used. */
    email: text('email'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('social_links_identity').on(table.tenantId, table.issuer, table.subject),
    uniqueIndex('social_links_candidate_provider').on(table.candidateId, table.providerId),
  ],
);

/**
 * A started sign-in at a provider: PKCE verifier, nonce and the exact redirect URI, found by
 * the SHA-256 of `state`; used once. Single sign-on rows also record the ID token's exchange
 * and its one use at `POST /rest/login`.
 */
export const socialSignInStates = pgTable(
  'social_sign_in_states',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    stateHash: text('state_hash').notNull().unique(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    source: text('source').notNull(),
    /** Set when a signed-in candidate links the provider (the dashboard). */
    candidateId: integer('candidate_id').references(() => candidates.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Single sign-on: when the ID token went to `POST /rest/login`. */
    loginAt: timestamp('login_at', { withTimezone: true }),
  },
  (table) => [index('social_sign_in_states_nonce').on(table.tenantId, table.nonce)],
);

/**
 * A provider identity waiting to be linked to the existing account with its e-mail, until the
 * owner proves the account (its password or an e-mailed link). Found by the SHA-256 of the
 * secret the browser holds; used once.
 */
export const socialPendingMerges = pgTable(
  'social_pending_merges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    source: text('source').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    /** The secret of the e-mailed confirmation link, once asked for (its SHA-256). */
    emailSecretHash: text('email_secret_hash').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('social_pending_merges_candidate').on(table.candidateId)],
);

// ---------------------------------------------------------------------------------------------
// Screening (spec 2 §3): question groups hold general questions with their options; a
// requisition asks one group's general questions and its own requisition questions (general
// questions picked, with their own active/required/order and knockout options). Keys make
// the tenant's screening file (config as code) importable again without changing ids.
// ---------------------------------------------------------------------------------------------

export const screeningQuestionGroups = pgTable(
  'screening_question_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('screening_question_groups_key').on(table.tenantId, table.key)],
);

export const screeningGeneralQuestions = pgTable(
  'screening_general_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    questionGroupId: integer('question_group_id')
      .notNull()
      .references(() => screeningQuestionGroups.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    text: text('text').notNull(),
    textTranslations: jsonb('text_translations').$type<Record<string, string>>().notNull(),
    type: text('type').notNull(),
    active: boolean('active').notNull().default(true),
    required: boolean('required').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('screening_general_questions_key').on(table.tenantId, table.key)],
);

export const screeningGeneralOptions = pgTable(
  'screening_general_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    generalQuestionId: integer('general_question_id')
      .notNull()
      .references(() => screeningGeneralQuestions.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    answer: text('answer').notNull(),
    answerTranslations: jsonb('answer_translations').$type<Record<string, string>>().notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
    score: integer('score').notNull().default(0),
    knockout: boolean('knockout').notNull().default(false),
    ...timestamps,
  },
  (table) => [uniqueIndex('screening_general_options_key').on(table.generalQuestionId, table.key)],
);

/** A requisition's screening: the general group it asks and its pass rule. */
export const screeningRequisitions = pgTable(
  'screening_requisitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    requisitionId: integer('requisition_id')
      .notNull()
      .references(() => requisitions.id, { onDelete: 'cascade' }),
    questionGroupId: integer('question_group_id').references(() => screeningQuestionGroups.id, {
      onDelete: 'set null',
    }),
    minimumScore: integer('minimum_score').notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex('screening_requisitions_requisition').on(table.requisitionId)],
);

export const screeningRequisitionQuestions = pgTable(
  'screening_requisition_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    requisitionId: integer('requisition_id')
      .notNull()
      .references(() => requisitions.id, { onDelete: 'cascade' }),
    generalQuestionId: integer('general_question_id')
      .notNull()
      .references(() => screeningGeneralQuestions.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    required: boolean('required').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
    /** Option keys that fail the screening for this requisition. */
    knockoutOptionKeys: jsonb('knockout_option_keys').$type<string[]>().notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('screening_requisition_questions_question').on(
      table.requisitionId,
      table.generalQuestionId,
    ),
  ],
);

/** Screening answers (spec 2 §3): one row per answered question, or per chosen option. */
export const screeningAnswers = pgTable(
  'screening_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    requisitionId: integer('requisition_id')
      .notNull()
      .references(() => requisitions.id, { onDelete: 'cascade' }),
    generalQuestionId: integer('general_question_id')
      .notNull()
      .references(() => screeningGeneralQuestions.id, { onDelete: 'cascade' }),
    generalOptionId: integer('general_option_id').references(() => screeningGeneralOptions.id, {
      onDelete: 'set null',
    }),
    answer: text('answer'),
    attachmentId: integer('attachment_id').references(() => attachments.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('screening_answers_application').on(table.tenantId, table.applicationId)],
);

/**
 * First-party analytics (decision 0045): how many of each event a tenant's site had per UTC
 * day, by requisition, source and name. Counts only: no visitor, address or time of day is
 * kept, so there is nothing personal to export, erase or expire. `requisition_id` 0, `source`
 * '' and `name` '' mean none (the key's columns cannot be null); a requisition's counts stay
 * after it is removed (the report lists only requisitions that still exist).
 */
export const analyticsDailyCounts = pgTable(
  'analytics_daily_counts',
  {
    tenantId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    event: text('event').notNull(),
    requisitionId: integer('requisition_id').notNull(),
    source: text('source').notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull(),
    /** Sum of the events' values (LCP milliseconds), for an average with `count`. */
    valueSum: bigint('value_sum', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.tenantId,
        table.day,
        table.event,
        table.requisitionId,
        table.source,
        table.name,
      ],
    }),
    check(
      'analytics_daily_counts_event_known',
      sql`${table.event} in ('jobview', 'applystart', 'conversion', 'lcp', 'login', 'microsite')`,
    ),
  ],
);

/**
 * A tenant's campaign pages (microsites, spec 2 §2 `/campaign/{name}/`), imported from its
 * campaigns file (config as code, decision 0046): the page's whole configuration as the file
 * wrote it, read by name.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    config: jsonb('config').$type<CampaignsFileCampaign>().notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('campaigns_tenant_name').on(table.tenantId, table.name)],
);

/**
 * Events candidates register for through an event campaign. `seatsTaken` counts registrants:
 * a registration takes a seat with one conditional UPDATE (`seats_taken < capacity`), so two
 * registrants never both get the last one.
 */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    key: text('key').notNull(),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    place: text('place'),
    onlineUrl: text('online_url'),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    applyStreamKey: text('apply_stream_key').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('events_tenant_key').on(table.tenantId, table.key),
    check('events_seats_within_capacity', sql`${table.seatsTaken} <= ${table.capacity}`),
    check('events_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** A candidate registered for an event, with the event status (spec 2 §3 "Event status"). */
export const eventRegistrants = pgTable(
  'event_registrants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    candidateId: ownerCandidateId(),
    statusName: text('status_name').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('event_registrants_event_candidate').on(table.eventId, table.candidateId),
    index('event_registrants_candidate').on(table.tenantId, table.candidateId),
    check('event_registrants_status', sql`${table.statusName} in ('Registered', 'Attended')`),
  ],
);

// Offers with approvals (issue 27; spec 2 §7 "offer (templates, elements, approvals)",
// "approvalchain"): the tenant's templates and chains, and each offer's approval decisions.

/** An offer template: a name and its ordered elements (decision 0049). */
export const offerTemplates = pgTable(
  'offer_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [uniqueIndex('offer_templates_tenant_name').on(table.tenantId, table.name)],
);

/** One part of a template: salary, start date, bonus or free text with {{variables}}. */
export const offerTemplateElements = pgTable(
  'offer_template_elements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    offerTemplateId: integer('offer_template_id')
      .notNull()
      .references(() => offerTemplates.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    text: text('text').notNull().default(''),
  },
  (table) => [
    index('offer_template_elements_template').on(table.offerTemplateId, table.sortOrder),
    check(
      'offer_template_elements_kind',
      sql`${table.kind} in ('salary', 'start_date', 'bonus', 'text')`,
    ),
  ],
);

/** An approval chain: staff users who approve an offer, in order. */
export const approvalChains = pgTable(
  'approval_chains',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [uniqueIndex('approval_chains_tenant_name').on(table.tenantId, table.name)],
);

/**
 * The chain's steps (spec 2 §7 "details"), in sort order: a named staff user, or the managers
 * of the offer's requisition's department or location, found when the offer is sent.
 */
export const approvalChainDetails = pgTable(
  'approval_chain_details',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    approvalChainId: integer('approval_chain_id')
      .notNull()
      .references(() => approvalChains.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ApprovalStepKind>().notNull().default('staff'),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, {
      onDelete: 'cascade',
    }),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    uniqueIndex('approval_chain_details_chain_user').on(table.approvalChainId, table.staffUserId),
    check(
      'approval_chain_details_kind',
      sql`(${table.kind} = 'staff' and ${table.staffUserId} is not null) or (${table.kind} in ('department_managers', 'location_managers') and ${table.staffUserId} is null)`,
    ),
  ],
);

/**
 * Each approver's decision on an offer, per submission (round): copied from the chain when the
 * offer is sent for approval, so a later change of the chain does not change a running round.
 */
export const offerApprovals = pgTable(
  'offer_approvals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    sortOrder: integer('sort_order').notNull(),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    /** The approver's name when asked, kept if the staff user is removed later. */
    staffName: text('staff_name').notNull(),
    decision: text('decision').notNull().default('pending'),
    comment: text('comment').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('offer_approvals_offer').on(table.offerId, table.round, table.sortOrder),
    index('offer_approvals_owner').on(table.tenantId, table.candidateId),
    check(
      'offer_approvals_decision',
      sql`${table.decision} in ('pending', 'approved', 'rejected', 'cancelled')`,
    ),
  ],
);

/**
 * Sensitive data (issue 26, decision 0048): each tenant's data keys, wrapped (AES-256-GCM) by
 * the master key from the environment, which `master_key_id` names by fingerprint. The
 * highest version encrypts; older versions stay until no value needs them (rotate-keys).
 */
export const tenantDataKeys = pgTable(
  'tenant_data_keys',
  {
    tenantId: tenantId(),
    version: integer('version').notNull(),
    wrappedKey: text('wrapped_key').notNull(),
    masterKeyId: text('master_key_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.version] })],
);

/**
 * A candidate's SSNs and document numbers, one row per field name the onboarding forms
 * choose: the value encrypted with the tenant's data key of `key_version` (bound to tenant,
 * candidate and field), and the masked form every answer and the export show.
 */
export const sensitiveValues = pgTable(
  'sensitive_values',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    field: text('field').notNull(),
    kind: text('kind').notNull(),
    keyVersion: integer('key_version').notNull(),
    ciphertext: text('ciphertext').notNull(),
    masked: text('masked').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('sensitive_values_owner_field').on(table.tenantId, table.candidateId, table.field),
    index('sensitive_values_key').on(table.tenantId, table.keyVersion),
    // A data key cannot go while a value needs it (rotate-keys deletes only unused ones).
    foreignKey({
      name: 'sensitive_values_data_key',
      columns: [table.tenantId, table.keyVersion],
      foreignColumns: [tenantDataKeys.tenantId, tenantDataKeys.version],
    }),
    check('sensitive_values_kind_known', sql`${table.kind} in ('ssn', 'documentNumber')`),
    check('sensitive_values_field_length', sql`char_length(${table.field}) between 1 and 100`),
  ],
);

/**
 * One-time codes sent by SMS (issue 26): only a keyed hash of the code is kept; a code lives
 * 10 minutes and takes 5 wrong tries; `verified_at` is the proof a later step checks.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    purpose: text('purpose').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('one_time_codes_owner').on(
      table.tenantId,
      table.candidateId,
      table.purpose,
      table.createdAt,
    ),
  ],
);

/**
 * Text messages to send (issue 26): like the e-mail outbox, every SMS is written here first;
 * without an SMS gateway they stay, listed at /dev/sms outside production.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_owner').on(table.tenantId, table.candidateId)],
);

/**
 * A tenant's message branding logo (issue 27, decision 0052): the image bytes by version (the
 * first 16 hex digits of their SHA-256), served from our origin at a versioned address. The
 * colours and footer live in tenants.settings.messageBranding, read with the tenant.
 */
export const messageBrandingLogos = pgTable(
  'message_branding_logos',
  {
    tenantId: tenantId(),
    version: text('version').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.version] })],
);

/**
 * Background check orders (spec 2 §7 "background orders and packages"; decision 0052): a
 * provider's package ordered for an application; the provider's signed callbacks move the
 * status (ordered → in_progress → completed) and bring the result.
 */
export const backgroundOrders = pgTable(
  'background_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    candidateId: ownerCandidateId(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    packageCode: text('package_code').notNull(),
    packageName: text('package_name').notNull(),
    status: text('status').notNull().default('ordered'),
    result: text('result'),
    summary: text('summary'),
    orderedByStaffId: integer('ordered_by_staff_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('background_orders_application').on(table.tenantId, table.applicationId),
    index('background_orders_candidate').on(table.tenantId, table.candidateId),
    uniqueIndex('background_orders_reference').on(
      table.tenantId,
      table.provider,
      table.providerReference,
    ),
    check(
      'background_orders_status_known',
      sql`${table.status} in ('ordered', 'in_progress', 'completed')`,
    ),
    check(
      'background_orders_result_known',
      sql`${table.result} is null or ${table.result} in ('clear', 'consider')`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Vendors and the org hierarchy (issue 27, decision 0051; spec 2 §7 "vendor", "vendor user",
// "view group", "hierarchy node").
// ---------------------------------------------------------------------------------------------

/** Agencies that submit candidates to the requisitions they are given. */
export const vendors = pgTable(
  'vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    contactEmail: text('contact_email'),
    /** An inactive vendor's users sign in to nothing: their portal refuses them. */
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [uniqueIndex('vendors_tenant_name').on(table.tenantId, sql`lower(${table.name})`)],
);

/**
 * Vendor users: a staff identity (with the vendor role) belonging to one vendor, and its view
 * group: 'vendor' sees every submission of the vendor, 'own' only the user's own.
 */
export const vendorUsers = pgTable(
  'vendor_users',
  {
    staffUserId: integer('staff_user_id')
      .primaryKey()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    viewGroup: text('view_group').notNull().default('vendor'),
  },
  (table) => [
    index('vendor_users_vendor').on(table.vendorId),
    check('vendor_users_view_group_known', sql`${table.viewGroup} in ('vendor', 'own')`),
  ],
);

/** The requisitions a vendor is given (and may submit candidates to while they are open). */
export const vendorRequisitions = pgTable(
  'vendor_requisitions',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    requisitionId: integer('requisition_id')
      .notNull()
      .references(() => requisitions.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
  },
  (table) => [
    primaryKey({ columns: [table.vendorId, table.requisitionId] }),
    index('vendor_requisitions_requisition').on(table.requisitionId),
  ],
);

/** The org hierarchy: departments and locations as one tree per tenant. */
export const hierarchyNodes = pgTable(
  'hierarchy_nodes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    /** Null at the top; a node with children or requisitions is not deleted (409). */
    // No action (checked at the statement's end): a tenant's removal takes the whole tree.
    parentId: integer('parent_id').references((): AnyPgColumn => hierarchyNodes.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (table) => [
    index('hierarchy_nodes_parent').on(table.tenantId, table.parentId),
    check('hierarchy_nodes_kind_known', sql`${table.kind} in ('department', 'location')`),
  ],
);

/**
 * A node's managers: who approves for it (offers and others ask through
 * modules/hierarchy/hierarchy-nodes.ts).
 */
export const hierarchyNodeManagers = pgTable(
  'hierarchy_node_managers',
  {
    nodeId: integer('node_id')
      .notNull()
      .references(() => hierarchyNodes.id, { onDelete: 'cascade' }),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
  },
  (table) => [
    primaryKey({ columns: [table.nodeId, table.staffUserId] }),
    index('hierarchy_node_managers_user').on(table.staffUserId),
  ],
);

/**
 * Database schema (Drizzle). Every tenant-owned table carries tenant_id and every query
 * filters by it. Migrations in apps/api/drizzle are generated from this file with
 * `npm run db:generate -w @talentgate/api` and applied at start-up.
 */
import { sql } from 'drizzle-orm';
import type { ApplyFormConfig } from '@talentgate/domain';
import {
  type AnyPgColumn,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
    /** 'open' or 'closed'; closed makes its jobs closed (spec 2 §3). */
    status: text('status').notNull().default('open'),
    /** The stream a visitor applies through; null shows the "no apply stream" block. */
    applyStreamId: integer('apply_stream_id').references((): AnyPgColumn => applyStreams.id, {
      onDelete: 'set null',
    }),
    smartPostId: text('smart_post_id'),
    assmtPositionCode: text('assmt_position_code'),
    screenInMessage: text('screen_in_message'),
    screenOutMessage: text('screen_out_message'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('requisitions_tenant_external_key').on(table.tenantId, table.externalKey),
    uniqueIndex('requisitions_tenant_smart_post').on(table.tenantId, table.smartPostId),
    check('requisitions_status_known', sql`${table.status} in ('open', 'closed')`),
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
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(primary_category, '') || ' ' || coalesce(location_label, '')), 'B') || setweight(to_tsvector('english', coalesce(summary, '') || ' ' || coalesce(description, '')), 'C')`,
      ),
    ...timestamps,
  },
  (table) => [
    index('jobs_search_vector').using('gin', table.searchVector),
    index('jobs_tenant_category').on(table.tenantId, table.primaryCategory),
    index('jobs_tenant_location').on(table.tenantId, table.locationLabel),
    index('jobs_tenant_posted').on(table.tenantId, table.postedDate),
    uniqueIndex('jobs_requisition').on(table.requisitionId),
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
    check('outbox_emails_status_known', sql`${table.status} in ('pending', 'sent', 'failed')`),
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
      sql`${table.flowType} in ('join', 'apply', 'alert', 'microsite', 'event')`,
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
    ...timestamps,
  },
  (table) => [index('apply_attempts_expiry').on(table.expiresAt)],
);

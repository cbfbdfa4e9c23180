/**
 * Database schema (Drizzle). Every tenant-owned table carries tenant_id and every query
 * filters by it. Migrations in apps/api/drizzle are generated from this file with
 * `npm run db:generate -w @talentgate/api` and applied at start-up.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
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

export const requisitions = pgTable(
  'requisitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Import key from the tenant's ATS feed or the demo seed; makes imports idempotent. */
    externalKey: text('external_key'),
    title: text('title').notNull(),
    category: text('category').notNull(),
    /** 'open' or 'closed'; closed makes its jobs closed (spec 2 §3). */
    status: text('status').notNull().default('open'),
    /** Set once apply streams exist (apply engine issue). */
    applyStreamId: integer('apply_stream_id'),
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
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
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

/**
 * SQL of onboarding (decision 0047): an application's onboarding, its forms as the dashboard
 * lists them, and the tables each form saves to (one record, or one record per grid row).
 * Every statement names the tenant and the application; callers have checked the candidate.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { ONBOARDING_FLOW_TYPE, type OnboardingTable } from '@talentgate/domain';
import type { Database } from '../db/client.js';
import {
  applications,
  applyStreams,
  candidates,
  onboardingData,
  onboardingDependents,
  onboardingEmergencyContacts,
  onboardingForms,
  onboardingI9,
  onboardingI9Preparers,
  onboardings,
  onboardingW4,
} from '../db/schema.js';

export interface OnboardingKey {
  tenantId: number;
  candidateId: number;
  applicationId: number;
}

export type OnboardingRow = typeof onboardings.$inferSelect;
export type OnboardingFormRow = typeof onboardingForms.$inferSelect;
export type Answers = Record<string, unknown>;

/** Tables of one record per application, and tables of one record per grid row. */
const RECORD_TABLES = {
  onboarding_data: onboardingData,
  w4_data: onboardingW4,
  i9_data: onboardingI9,
} as const;
const ROW_TABLES = {
  emergency_contact: onboardingEmergencyContacts,
  dependent_contact: onboardingDependents,
  i9_preparers: onboardingI9Preparers,
} as const;

/** The tenant's onboarding stream (its flow type says so); the first when several exist. */
export async function findOnboardingStreamRow(db: Database, tenantId: number) {
  const [row] = await db
    .select()
    .from(applyStreams)
    .where(
      and(eq(applyStreams.tenantId, tenantId), eq(applyStreams.flowType, ONBOARDING_FLOW_TYPE)),
    )
    .orderBy(asc(applyStreams.id))
    .limit(1);
  return row;
}

/** The application with its candidate, within the tenant: whose it is and how to reach them. */
export async function findApplicationWithCandidate(
  db: Database,
  tenantId: number,
  applicationId: number,
) {
  const [row] = await db
    .select({
      applicationId: applications.id,
      candidateId: candidates.id,
      email: candidates.email,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      country: candidates.country,
      phone1: candidates.phone1,
      languageCodeId: candidates.languageCodeId,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, applicationId)))
    .limit(1);
  return row;
}
export type ApplicationWithCandidate = NonNullable<
  Awaited<ReturnType<typeof findApplicationWithCandidate>>
>;

export interface NewOnboardingForm {
  applyFormId: number;
  formName: string;
  sortOrder: number;
  dueDate: string;
}

/** Creates the onboarding and its pending forms once; a second start changes nothing. */
export async function insertOnboarding(
  db: Database,
  key: OnboardingKey,
  applyStreamId: number,
  forms: readonly NewOnboardingForm[],
): Promise<boolean> {
  const [created] = await db
    .insert(onboardings)
    .values({ ...key, applyStreamId })
    .onConflictDoNothing({ target: onboardings.applicationId })
    .returning({ id: onboardings.id });
  if (!created) return false;
  if (forms.length > 0) {
    await db
      .insert(onboardingForms)
      .values(forms.map((form) => ({ ...form, ...key, status: 'Pending' })));
  }
  return true;
}

export async function findOnboardingRow(
  db: Database,
  key: OnboardingKey,
): Promise<OnboardingRow | undefined> {
  const [row] = await db
    .select()
    .from(onboardings)
    .where(
      and(
        eq(onboardings.tenantId, key.tenantId),
        eq(onboardings.candidateId, key.candidateId),
        eq(onboardings.applicationId, key.applicationId),
      ),
    );
  return row;
}

export async function listOnboardingFormRows(
  db: Database,
  key: OnboardingKey,
): Promise<OnboardingFormRow[]> {
  return db
    .select()
    .from(onboardingForms)
    .where(
      and(
        eq(onboardingForms.tenantId, key.tenantId),
        eq(onboardingForms.applicationId, key.applicationId),
      ),
    )
    .orderBy(asc(onboardingForms.sortOrder), asc(onboardingForms.id));
}

/** What a table holds for the application: its record's answers, or its rows' in order. */
export async function readOnboardingTable(
  db: Database,
  key: OnboardingKey,
  table: OnboardingTable,
): Promise<Answers[]> {
  if (isRowTable(table)) {
    const rows = ROW_TABLES[table];
    const found = await db
      .select({ answers: rows.answers })
      .from(rows)
      .where(and(eq(rows.tenantId, key.tenantId), eq(rows.applicationId, key.applicationId)))
      .orderBy(asc(rows.sortOrder), asc(rows.id));
    return found.map((row) => row.answers);
  }
  const records = RECORD_TABLES[table];
  const found = await db
    .select({ answers: records.answers })
    .from(records)
    .where(and(eq(records.tenantId, key.tenantId), eq(records.applicationId, key.applicationId)));
  return found.map((row) => row.answers);
}

/** Insert on the first save, update after (spec 2 §4 "Mode is create on first save"). */
export async function writeOnboardingRecord(
  db: Database,
  key: OnboardingKey,
  table: RecordTable,
  answers: Answers,
): Promise<void> {
  const records = RECORD_TABLES[table];
  await db
    .insert(records)
    .values({ ...key, answers })
    .onConflictDoUpdate({
      target: records.applicationId,
      set: { answers, updatedAt: sql`now()` },
    });
}

/** A grid's rows replace the ones saved before (the list is sent whole). */
export async function writeOnboardingRows(
  db: Database,
  key: OnboardingKey,
  table: RowTable,
  rows: readonly Answers[],
): Promise<void> {
  const target = ROW_TABLES[table];
  await db
    .delete(target)
    .where(and(eq(target.tenantId, key.tenantId), eq(target.applicationId, key.applicationId)));
  if (rows.length === 0) return;
  await db
    .insert(target)
    .values(rows.map((answers, sortOrder) => ({ ...key, answers, sortOrder })));
}

export type RowTable = keyof typeof ROW_TABLES;
export type RecordTable = keyof typeof RECORD_TABLES;

export function isRowTable(table: OnboardingTable): table is RowTable {
  return Object.hasOwn(ROW_TABLES, table);
}

/** The form's row shows the day it was saved. */
export async function markOnboardingFormSaved(
  db: Database,
  key: OnboardingKey,
  applyFormId: number,
  today: string,
): Promise<void> {
  await db
    .update(onboardingForms)
    .set({ formDate: today, updatedAt: sql`now()` })
    .where(
      and(
        eq(onboardingForms.tenantId, key.tenantId),
        eq(onboardingForms.applicationId, key.applicationId),
        eq(onboardingForms.applyFormId, applyFormId),
      ),
    );
}

/** Spec 2 §4: every form saved, the onboarding and its forms are Completed, due today. */
export async function completeOnboarding(
  db: Database,
  key: OnboardingKey,
  today: string,
): Promise<void> {
  await db
    .update(onboardings)
    .set({ status: 'Completed', dueDate: today, updatedAt: sql`now()` })
    .where(
      and(eq(onboardings.tenantId, key.tenantId), eq(onboardings.applicationId, key.applicationId)),
    );
  await db
    .update(onboardingForms)
    .set({ status: 'Completed', dueDate: today, updatedAt: sql`now()` })
    .where(
      and(
        eq(onboardingForms.tenantId, key.tenantId),
        eq(onboardingForms.applicationId, key.applicationId),
      ),
    );
}

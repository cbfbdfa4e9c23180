/**
 * Job alerts' SQL (decision 0027): what each subscriber asked for, who is a confirmed
 * subscriber, the open jobs that match and were never sent to them, and what was sent.
 */
import { and, desc, eq, inArray, isNotNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import { REQUISITION_STATUS } from '@talentgate/domain';
import type { Database } from '../db/client.js';
import {
  candidateAreasOfInterest,
  candidates,
  candidateSubscriptions,
  jobAlertCriteria,
  jobAlertDeliveries,
  jobs,
  requisitions,
} from '../db/schema.js';

export type AlertJobRow = typeof jobs.$inferSelect;

export interface AlertCriteria {
  locations: string[];
  keywords: string;
}

/** Keeps what a sign-up asked for (a later sign-up replaces places and keywords). */
export async function saveAlertCriteria(
  db: Database,
  owner: { tenantId: number; candidateId: number },
  criteria: AlertCriteria,
  now: Date,
): Promise<void> {
  await db
    .insert(jobAlertCriteria)
    .values({ ...owner, ...criteria, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: jobAlertCriteria.candidateId,
      set: { ...criteria, updatedAt: now },
    });
}

/** Records the double opt-in (the first use counts; later ones change nothing). */
export async function confirmAlerts(
  db: Database,
  owner: { tenantId: number; candidateId: number },
  now: Date,
): Promise<void> {
  await db
    .insert(jobAlertCriteria)
    .values({ ...owner, confirmedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: jobAlertCriteria.candidateId,
      set: { confirmedAt: sql`coalesce(${jobAlertCriteria.confirmedAt}, ${now})`, updatedAt: now },
    });
}

export interface AlertRecipient {
  candidateId: number;
  email: string;
  firstName: string | null;
  languageCodeId: number | null;
  locations: string[];
  keywords: string;
  categories: string[];
}

/**
 * Candidates of the tenant subscribed to job alerts by e-mail whose address is confirmed:
 * by an e-mailed activation or reset link (email_confirmed_at) or by the alert's own double
 * opt-in link; with what they asked for.
 */
export async function confirmedAlertRecipients(
  db: Database,
  tenantId: number,
): Promise<AlertRecipient[]> {
  const rows = await db
    .select({
      candidateId: candidates.id,
      email: candidates.email,
      firstName: candidates.firstName,
      languageCodeId: candidates.languageCodeId,
      locations: jobAlertCriteria.locations,
      keywords: jobAlertCriteria.keywords,
    })
    .from(candidateSubscriptions)
    .innerJoin(candidates, eq(candidates.id, candidateSubscriptions.candidateId))
    .leftJoin(jobAlertCriteria, eq(jobAlertCriteria.candidateId, candidates.id))
    .where(
      and(
        eq(candidateSubscriptions.tenantId, tenantId),
        eq(candidates.tenantId, tenantId),
        eq(candidateSubscriptions.communicationType, 'job_alert'),
        eq(candidateSubscriptions.channel, 'email'),
        eq(candidateSubscriptions.subscribed, true),
        or(isNotNull(candidates.emailConfirmedAt), isNotNull(jobAlertCriteria.confirmedAt)),
      ),
    )
    .orderBy(candidates.id);
  if (rows.length === 0) return [];
  const areas = await db
    .select({
      candidateId: candidateAreasOfInterest.candidateId,
      name: candidateAreasOfInterest.areaOfInterest,
    })
    .from(candidateAreasOfInterest)
    .where(
      and(
        eq(candidateAreasOfInterest.tenantId, tenantId),
        inArray(
          candidateAreasOfInterest.candidateId,
          rows.map((row) => row.candidateId),
        ),
      ),
    );
  return rows.map((row) => ({
    ...row,
    locations: row.locations ?? [],
    keywords: row.keywords ?? '',
    categories: areas.filter((area) => area.candidateId === row.candidateId).map((a) => a.name),
  }));
}

/**
 * Open jobs of the tenant matching the recipient (any chosen category, any chosen place, any
 * keyword phrase; a criterion left empty matches every job) that no alert named to them
 * yet, newest first.
 */
export async function unsentMatchingJobs(
  db: Database,
  tenantId: number,
  recipient: AlertRecipient,
  keywordQuery: string | null,
  limit: number,
): Promise<AlertJobRow[]> {
  const conditions: SQL[] = [
    eq(jobs.tenantId, tenantId),
    eq(requisitions.status, REQUISITION_STATUS.open),
    notExists(
      db
        .select({ one: sql`1` })
        .from(jobAlertDeliveries)
        .where(
          and(
            eq(jobAlertDeliveries.candidateId, recipient.candidateId),
            eq(jobAlertDeliveries.jobId, jobs.id),
          ),
        ),
    ),
  ];
  if (recipient.categories.length > 0) {
    conditions.push(inArray(jobs.primaryCategory, recipient.categories));
  }
  const places = recipient.locations.map(
    (place) => sql`${jobs.locationLabel} ilike ${`%${escapeLike(place)}%`}`,
  );
  const anyPlace = or(...places);
  if (anyPlace) conditions.push(anyPlace);
  if (keywordQuery !== null) {
    conditions.push(sql`${jobs.searchVector} @@ to_tsquery('english', ${keywordQuery})`);
  }
  const rows = await db
    .select({ job: jobs })
    .from(jobs)
    .innerJoin(requisitions, eq(requisitions.id, jobs.requisitionId))
    .where(and(...conditions))
    .orderBy(desc(jobs.postedDate), desc(jobs.id))
    .limit(limit);
  return rows.map((row) => row.job);
}

/** LIKE's wildcards taken literally in a place someone typed. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Remembers the jobs an alert named, so the next alerts skip them. */
export async function recordDeliveries(
  db: Database,
  owner: { tenantId: number; candidateId: number },
  jobIds: readonly number[],
  now: Date,
): Promise<void> {
  if (jobIds.length === 0) return;
  await db
    .insert(jobAlertDeliveries)
    .values(jobIds.map((jobId) => ({ ...owner, jobId, sentAt: now })))
    .onConflictDoNothing();
}

/**
 * Seeds the demo tenant so a fresh `npm start` shows a career site worth looking at.
 * Idempotent: rows are keyed (tenant client, requisition external key) and existing
 * rows are left as they are, so a restart or a second run adds nothing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { slugify } from '@talentgate/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { REPO_ROOT } from '../config.js';
import type { Database } from '../db/client.js';
import { candidates, candidateSubscriptions, jobs, requisitions, tenants } from '../db/schema.js';
import { findStreamByKey } from '../modules/apply-streams/find-stream.js';
import { importStream } from '../modules/apply-streams/import-stream.js';
import { readStreamFolder } from '../modules/apply-streams/read-stream-folder.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { parseCampaignsFile } from '../modules/campaigns/campaigns-file.js';
import { importCampaigns } from '../modules/campaigns/import-campaigns.js';
import { importLists } from '../modules/lists/import-lists.js';
import { parseListsFile } from '../modules/lists/lists-file.js';
import { importScreening } from '../modules/screening/import-screening.js';
import { parseScreeningFile } from '../modules/screening/screening-file.js';
import type { Tenant } from '../modules/tenants/find-tenant.js';
import { applyTextsFile, parseTextsFile } from '../modules/tenants/texts-file.js';
import { DEMO_JOBS, DEMO_TENANT, type DemoJob } from './demo-jobs.js';
import { demoEventsAhead } from './demo-campaigns.js';
import { seedCandidateDashboard } from './demo-dashboard.js';
import { seedDemoOnboarding } from './demo-onboarding.js';
import { seedDemoInterviewSlots } from './demo-interview-slots.js';
import { seedDemoStaff } from './demo-staff.js';
import { seedDemoVendor } from './demo-vendors.js';
import { DEMO_STREAMS_FOLDER, demoStreamKeyFor, SCREENING_JOB_KEYS } from './demo-streams.js';
import { transaction } from '../db/transaction.js';

export interface SeedResult {
  client: string;
  requisitionsAdded: number;
  candidatesAdded: number;
  /** Stream files created or changed since the last seed (the files are the truth). */
  streamsImported: number;
  listsAdded: number;
}

/** The demo tenant's lists, kept as config as code (config/README.md). */
export const DEMO_LISTS_FILE = path.join(REPO_ROOT, 'config/tenants/demo/lists.yaml');
/** The demo tenant's screening questions, config as code too. */
export const DEMO_SCREENING_FILE = path.join(REPO_ROOT, 'config/tenants/demo/screening.yaml');

/** What the screening demo jobs tell candidates after the screening step. */
const DEMO_SCREEN_MESSAGES = {
  screenInMessage:
    'Thank you! Your answers meet the requirements of this job, and a recruiter will be in touch.',
  screenOutMessage:
    'Thank you for your interest. Your answers do not meet the requirements of this job, but we hope you will look at our other openings.',
};
/** The demo job whose qualified candidates take an assessment (issue 24). */
export const DEMO_ASSESSMENT = {
  jobKey: 'respiratory-therapist-chicago',
  positionCode: 'RT-CLINICAL',
} as const;
/** Its tagline and stream names per language (config/README.md "Texts"). */
/** The demo tenant's campaign pages and events, config as code too (decision 0046). */
export const DEMO_CAMPAIGNS_FILE = path.join(REPO_ROOT, 'config/tenants/demo/campaigns.yaml');

export const DEMO_TEXTS_FILE = path.join(REPO_ROOT, 'config/tenants/demo/texts.yaml');

/** Sign-in accounts of the demo tenant; the README gives them to newcomers. */
const DEMO_CANDIDATES = [
  // Jane's sponsor link is /r/jane-doe/apply/?link=… (issue 21 "Also").
  {
    uname: 'jane.doe@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    // Her onboarding's signature step sends a one-time code here (decision 0047).
    phone1: '5125550142',
    locked: 'f',
    deactivated: false,
    sponsorHandle: 'jane-doe',
  },
  {
    uname: 'sam.pending@example.com',
    firstName: 'Sam',
    lastName: 'Pending',
    locked: 't',
    deactivated: false,
  },
  // A deactivated account: social sign-in refuses it with the deactivated notice (spec 1 §5).
  {
    uname: 'dee.deactivated@example.com',
    firstName: 'Dee',
    lastName: 'Deactivated',
    locked: 'f',
    deactivated: true,
  },
] as const;
const DEMO_PASSWORD = 'Northwind-Demo-2026';

/** Jane's subscriptions: e-mailed job alerts and marketing, no sms (spec 1 §3). */
const DEMO_SUBSCRIPTIONS = [
  { communicationType: 'job_alert', channel: 'email', subscribed: true },
  { communicationType: 'marketing', channel: 'email', subscribed: true },
  { communicationType: 'sms', channel: 'sms', subscribed: false },
] as const;

const DAY_MILLISECONDS = 86_400_000;

function isoDateDaysAgo(days: number, today: Date): string {
  return new Date(today.getTime() - days * DAY_MILLISECONDS).toISOString().slice(0, 10);
}

export function locationLabel(job: Pick<DemoJob, 'city' | 'state' | 'country'>): string {
  return [job.city, job.state, job.country].filter((part) => part !== '').join(', ');
}

/**
 * The demo tenant's settings: its privacy policy is the privacy centre's page (what is held,
 * export, erasure); a real tenant links its own terms and policy pages (issue 21 item 5).
 * Its contact is whom candidates reach when a requisition names no recruiter (item 9).
 */
const DEMO_TENANT_SETTINGS = {
  policyLinks: { privacy: '/profile/privacy/', terms: null },
  contact: {
    name: 'Northwind Talent Team',
    email: 'talent@northwind.example',
    phone: null,
  },
};

/** Easy apply links (`easyApplyFlag=t`) apply on the demo site (spec 2 §1). */
const DEMO_FEATURE_FLAGS = { easyApplyEnabled: true };

/**
 * `origin` is the demo site's address, for the link in Jane's interview invitation e-mail
 * (siteOrigin of the configuration).
 */
export async function seedDemoTenant(
  db: Database,
  today = new Date(),
  origin = 'http://localhost:3000',
): Promise<SeedResult> {
  const listsFile = parseListsFile(await readFile(DEMO_LISTS_FILE, 'utf8'));
  const textsFile = parseTextsFile(await readFile(DEMO_TEXTS_FILE, 'utf8'));
  const screeningFile = parseScreeningFile(await readFile(DEMO_SCREENING_FILE, 'utf8'));
  const campaignsFile = parseCampaignsFile(await readFile(DEMO_CAMPAIGNS_FILE, 'utf8'));
  return transaction(db, async (tx) => {
    await tx
      .insert(tenants)
      .values({
        client: DEMO_TENANT.client,
        name: DEMO_TENANT.name,
        tagline: DEMO_TENANT.tagline,
        defaultLanguage: DEMO_TENANT.defaultLanguage,
        languages: [...DEMO_TENANT.languages],
        settings: { ...DEMO_TENANT_SETTINGS },
        featureFlags: { ...DEMO_FEATURE_FLAGS },
      })
      .onConflictDoNothing({ target: tenants.client });
    const tenant = await tx.query.tenants.findFirst({
      where: (table, { eq }) => eq(table.client, DEMO_TENANT.client),
    });
    if (!tenant) throw new Error('demo tenant missing after insert');
    // The texts file is the truth at every start, as the stream files are.
    await applyTextsFile(tx, tenant, textsFile);

    let requisitionsAdded = 0;
    for (const demo of DEMO_JOBS) {
      const [requisition] = await tx
        .insert(requisitions)
        .values({
          tenantId: tenant.id,
          externalKey: demo.key,
          title: demo.title,
          category: demo.category,
          status: demo.status,
          smartPostId: demo.smartPostId,
          recruiterName: demo.recruiter?.name ?? null,
          recruiterEmail: demo.recruiter?.email ?? null,
          recruiterPhone: demo.recruiter?.phone ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: requisitions.id });
      if (!requisition) continue;
      requisitionsAdded += 1;
      await tx.insert(jobs).values({
        tenantId: tenant.id,
        requisitionId: requisition.id,
        title: demo.title,
        primaryCategory: demo.category,
        seoUrl: slugify(demo.title),
        city: demo.city,
        state: demo.state,
        country: demo.country,
        locationLabel: locationLabel(demo),
        employmentType: demo.employmentType,
        summary: demo.summary,
        description: demo.description,
        postedDate: isoDateDaysAgo(demo.postedDaysAgo, today),
        language: tenant.defaultLanguage,
      });
    }
    let candidatesAdded = 0;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const { deactivated, ...demo } of DEMO_CANDIDATES) {
      const added = await tx
        .insert(candidates)
        .values({
          tenantId: tenant.id,
          email: demo.uname,
          passwordHash,
          city: 'Austin',
          state: 'TX',
          country: 'United States',
          // The demo's active account stands for one activated through its e-mailed link.
          emailConfirmedAt: demo.locked === 'f' ? today : null,
          deactivatedAt: deactivated ? today : null,
          ...demo,
        })
        .onConflictDoNothing()
        .returning({ id: candidates.id });
      candidatesAdded += added.length;
      const [candidate] = added;
      // Only for a candidate added now: a later run keeps what the candidate chose since.
      if (candidate && demo.locked === 'f' && !deactivated) {
        await tx
          .insert(candidateSubscriptions)
          .values(
            DEMO_SUBSCRIPTIONS.map((subscription) => ({
              tenantId: tenant.id,
              candidateId: candidate.id,
              ...subscription,
            })),
          )
          .onConflictDoNothing();
      }
    }
    await seedDemoDashboard(tx, tenant, today, origin);
    const streamsImported = await seedDemoStreams(tx, tenant);
    await seedJaneOnboarding(tx, tenant, today, origin);
    await seedDemoStaff(tx, tenant);
    await seedDemoVendor(tx, tenant);
    // The campaigns file is the truth at every start, as the stream files are; the demo's
    // event comes round every year.
    await importCampaigns(tx, tenant, demoEventsAhead(campaignsFile, today));
    // The screening file is the truth at every start, as the stream files are.
    await importScreening(tx, tenant, screeningFile);
    await tx
      .update(requisitions)
      .set(DEMO_SCREEN_MESSAGES)
      .where(
        and(
          eq(requisitions.tenantId, tenant.id),
          inArray(requisitions.externalKey, [...SCREENING_JOB_KEYS]),
          isNull(requisitions.screenInMessage),
        ),
      );
    // The respiratory therapist job tests qualified candidates through the built-in vendor
    // (decision 0042); a code staff have set since is kept.
    await tx
      .update(requisitions)
      .set({ assmtPositionCode: DEMO_ASSESSMENT.positionCode })
      .where(
        and(
          eq(requisitions.tenantId, tenant.id),
          eq(requisitions.externalKey, DEMO_ASSESSMENT.jobKey),
          isNull(requisitions.assmtPositionCode),
        ),
      );
    // Lists the tenant already has are left as they are (someone may have changed them).
    const lists = await importLists(tx, tenant, listsFile, { onlyMissing: true });
    return {
      client: tenant.client,
      requisitionsAdded,
      candidatesAdded,
      streamsImported,
      listsAdded: lists.listsAdded,
    };
  });
}

/**
 * Imports the demo stream files (unchanged ones are left alone) and points demo requisitions
 * that have no stream yet at theirs.
 */
async function seedDemoStreams(db: Database, tenant: Tenant): Promise<number> {
  let imported = 0;
  for (const { source, file } of await readStreamFolder(DEMO_STREAMS_FOLDER)) {
    if ((await importStream(db, tenant, file, source)) !== 'unchanged') imported += 1;
  }
  const byStream = new Map<string, string[]>();
  for (const job of DEMO_JOBS) {
    const key = demoStreamKeyFor(job);
    byStream.set(key, [...(byStream.get(key) ?? []), job.key]);
  }
  for (const [streamKey, jobKeys] of byStream) {
    const stream = await findStreamByKey(db, tenant, streamKey);
    if (!stream) throw new Error(`demo stream ${streamKey} missing`);
    await db
      .update(requisitions)
      .set({ applyStreamId: stream.id })
      .where(
        and(
          eq(requisitions.tenantId, tenant.id),
          inArray(requisitions.externalKey, jobKeys),
          isNull(requisitions.applyStreamId),
        ),
      );
  }
  return imported;
}

/** Jane was hired for the third demo job: her onboarding waits for her (needs the streams). */
async function seedJaneOnboarding(
  db: Database,
  tenant: Tenant,
  today: Date,
  origin: string,
): Promise<void> {
  const [demo] = DEMO_CANDIDATES;
  const job = DEMO_JOBS[2];
  if (!job) return;
  const [candidate] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.tenantId, tenant.id), eq(candidates.uname, demo.uname)));
  const [requisition] = await db
    .select({ id: requisitions.id })
    .from(requisitions)
    .where(and(eq(requisitions.tenantId, tenant.id), eq(requisitions.externalKey, job.key)));
  if (!candidate || !requisition) return;
  await seedDemoOnboarding(db, tenant, candidate.id, requisition.id, origin, today);
}

/** The first demo candidate's dashboard, with applications to the first two demo jobs. */
async function seedDemoDashboard(
  db: Database,
  tenant: Tenant,
  today: Date,
  origin: string,
): Promise<void> {
  const [demo] = DEMO_CANDIDATES;
  const [candidate] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.tenantId, tenant.id), eq(candidates.uname, demo.uname)));
  const keys = DEMO_JOBS.slice(0, 2).map((job) => job.key);
  const found = await db
    .select({ id: requisitions.id, key: requisitions.externalKey })
    .from(requisitions)
    .where(and(eq(requisitions.tenantId, tenant.id), inArray(requisitions.externalKey, keys)));
  const [first, second] = keys.map((key) => found.find((row) => row.key === key)?.id);
  if (!candidate || first === undefined || second === undefined) return;
  await seedCandidateDashboard(
    db,
    { tenantId: tenant.id, candidateId: candidate.id },
    [first, second],
    today,
  );
  await seedDemoInterviewSlots(db, tenant, candidate.id, today, origin);
}

/**
 * Job alerts (decision 0027, issue 21 item 2): a sign-up through the alert flow, the double
 * opt-in link in its e-mail, alerts to confirmed subscribers only, matching what they chose,
 * each job named once, links on the configured origin, one run per period across instances.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyStreamMetadata, CompletedAttempt } from '@talentgate/domain';
import { candidates, outboxEmails } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { importDemoStreams } from '../../test/apply-streams.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createJob, createTenant } from '../../test/factories.js';
import { storeSubscriptions } from '../subscriptions/subscription-store.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { keywordQuery, sendJobAlerts } from './send-job-alerts.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const ORIGIN = 'https://careers.example.test';

let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let globex: Tenant;
let alertStreamId = 0;
const formIds: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  acme = await createTenant(db, { client: 'acme' });
  globex = await createTenant(db, { client: 'globex' });
  alertStreamId = (await importDemoStreams(db, acme))['job-alert'] ?? 0;
  await createJob(db, acme, {
    title: 'Ward Nurse',
    category: 'Nursing & Care',
    city: 'London',
    state: 'England',
    country: 'United Kingdom',
  });
  await createJob(db, acme, { title: 'Night Nurse', category: 'Nursing & Care', city: 'Austin' });
  await createJob(db, acme, {
    title: 'Data Engineer',
    category: 'Engineering',
    city: 'London',
    state: 'England',
    country: 'United Kingdom',
  });
  await createJob(db, acme, {
    title: 'Closed Nurse',
    category: 'Nursing & Care',
    city: 'London',
    status: 'closed',
  });
  app = await buildTestApp(database, { PUBLIC_URL: ORIGIN });
  const metadata = (
    await app.inject({ url: `/rest/public/applystream/acme/metadata/${alertStreamId}` })
  ).json<ApplyStreamMetadata>();
  for (const form of metadata.metaData) formIds[form.key] = form.applyFormId;
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

/** A visitor's sign-up through the job-alert flow, as the browser makes it. */
async function signUp(email: string, answers: Record<string, unknown>): Promise<CompletedAttempt> {
  const started = await app.inject({
    method: 'PUT',
    url: '/rest/public/apply/acme/attempt',
    headers: XHR,
    payload: { applyStreamId: alertStreamId },
  });
  expect(started.statusCode, started.body).toBe(201);
  const { attemptId } = started.json<{ attemptId: string }>();
  const completed = await app.inject({
    method: 'POST',
    url: '/rest/public/apply/acme/attempt/complete',
    headers: { ...XHR, 'x-apply-attempt': attemptId },
    payload: {
      language: 'en',
      pageUrl: `${ORIGIN}/profile/job-alert/`,
      lastForm: {
        applyFormId: formIds['job-alert'],
        data: { uname: email, subscriptions: ['job_alert'], ...answers },
      },
    },
  });
  expect(completed.statusCode, completed.body).toBe(200);
  return completed.json<CompletedAttempt>();
}

async function latestEmail(to: string, template: string) {
  const [row] = await database.handle.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.recipient, to), eq(outboxEmails.template, template)))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return row;
}

async function alertsTo(to: string) {
  return database.handle.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.recipient, to), eq(outboxEmails.template, 'Job Alert')));
}

const confirm = (token: string, client = 'acme') =>
  app.inject({
    method: 'POST',
    url: `/rest/public/jobalert/${client}/confirm`,
    headers: XHR,
    payload: { token },
  });

function confirmToken(text: string): string {
  const link = /(https?:\/\/\S+)\/profile\/alert-confirmation\/\?token=(\S+)/.exec(text);
  if (!link?.[2]) throw new Error('no confirmation link');
  expect(link[1]).toBe(ORIGIN);
  return decodeURIComponent(link[2]);
}

describe('job-alert sign-up and the double opt-in', () => {
  const email = 'nina@example.com';
  let token = '';

  it('sends the sign-up e-mail with the double opt-in link on the configured origin', async () => {
    const answer = await signUp(email, {
      categories: ['Nursing & Care'],
      locations: 'London, Berlin',
    });
    expect(answer).toMatchObject({ newCandidate: true, alertConfirmationSent: true });
    const sent = await latestEmail(email, 'Job Alert Confirmation');
    expect(sent?.subject).toBe(`Confirm your job alerts from ${acme.name}`);
    token = confirmToken(sent?.textBody ?? '');
    // The activation link is in the same e-mail: one e-mail, not two.
    expect(sent?.textBody).toContain(`${ORIGIN}/profile/reset-password/?token=`);
    expect(await latestEmail(email, 'Candidate Activation')).toBeUndefined();
  });

  it('sends nothing to a subscriber who has not confirmed', async () => {
    await sendJobAlerts(app.db, app.signingKeys, acme, ORIGIN);
    expect(await alertsTo(email)).toHaveLength(0);
  });

  it('refuses a made-up link and another tenant\u2019s use of the link', async () => {
    expect((await confirm('not-a-real-token')).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const elsewhere = await confirm(token, 'globex');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('confirms with the link, and the scheduled run sends only matching open jobs', async () => {
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'Confirmed', email });
    // Confirming the alerts does not activate the account (decision 0026).
    const [account] = await app.db.select().from(candidates).where(eq(candidates.uname, email));
    expect(account?.locked).toBe('t');

    expect(await app.jobAlertWorker.runScheduled(60_000, new Date('2026-12-01T10:00:00Z'))).toBe(
      true,
    );
    const [alert] = await alertsTo(email);
    expect(alert?.textBody).toContain('Ward Nurse (London, England, United Kingdom)');
    expect(alert?.textBody).toContain(`${ORIGIN}/jobs/`);
    expect(alert?.textBody).toContain(`${ORIGIN}/unsubscribe/?token=`);
    // Another category, another place, a closed job: not named.
    expect(alert?.textBody).not.toContain('Data Engineer');
    expect(alert?.textBody).not.toContain('Night Nurse');
    expect(alert?.textBody).not.toContain('Closed Nurse');
  });

  it('runs once per period whichever instance asks, and never names a job twice', async () => {
    expect(await app.jobAlertWorker.runScheduled(60_000, new Date('2026-12-01T10:00:30Z'))).toBe(
      false,
    );
    await app.jobAlertWorker.runScheduled(60_000, new Date('2026-12-01T10:01:00Z'));
    expect(await alertsTo(email)).toHaveLength(1);

    await createJob(app.db, acme, {
      title: 'Theatre Nurse',
      category: 'Nursing & Care',
      city: 'Berlin',
      state: 'Berlin',
      country: 'Germany',
    });
    await app.jobAlertWorker.runScheduled(60_000, new Date('2026-12-01T10:02:00Z'));
    const alerts = await alertsTo(email);
    expect(alerts).toHaveLength(2);
    const newest = alerts.at(-1)?.textBody ?? '';
    expect(newest).toContain('Theatre Nurse');
    expect(newest).not.toContain('Ward Nurse');
  });

  it('matches keyword phrases (any phrase, every word of it)', async () => {
    expect(keywordQuery('night nurse, data')).toBe('(night:* & nurse:*) | (data:*)');
    expect(keywordQuery(' , ')).toBeNull();
    const ken = 'ken@example.com';
    const answer = await signUp(ken, { keywords: 'night nurse' });
    const [row] = await app.db.select().from(candidates).where(eq(candidates.uname, ken));
    expect(answer.alertConfirmationSent).toBe(true);
    const sent = await latestEmail(ken, 'Job Alert Confirmation');
    await confirm(confirmToken(sent?.textBody ?? ''));
    await sendJobAlerts(app.db, app.signingKeys, acme, ORIGIN);
    const [alert] = await alertsTo(ken);
    expect(row).toBeDefined();
    expect(alert?.textBody).toContain('Night Nurse');
    expect(alert?.textBody).not.toContain('Ward Nurse');
  });
});

describe('who else gets alerts', () => {
  it('a subscriber whose address a link confirmed gets them without the opt-in; one never confirmed does not', async () => {
    const { db } = database.handle;
    const jane = await createCandidate(db, acme, { uname: 'jane@example.com' });
    const locked = await createCandidate(db, acme, { uname: 'lou@example.com', locked: 't' });
    for (const candidate of [jane, locked]) {
      await storeSubscriptions(db, acme.id, candidate.id, [
        { communicationType: 'job_alert', channel: 'email', subscription: 't' },
      ]);
    }
    await sendJobAlerts(app.db, app.signingKeys, acme, ORIGIN);
    expect(await alertsTo('jane@example.com')).toHaveLength(1);
    expect(await alertsTo('lou@example.com')).toHaveLength(0);
  });

  it('another tenant\u2019s subscribers are not this tenant\u2019s', async () => {
    await createCandidate(database.handle.db, globex, { uname: 'gil@example.com' });
    await sendJobAlerts(app.db, app.signingKeys, globex, ORIGIN);
    expect(await alertsTo('gil@example.com')).toHaveLength(0);
  });
});

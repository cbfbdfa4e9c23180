/**
 * The final submit of an attempt (POST …/attempt/complete) against the demo streams: what
 * the database holds afterwards for each flow, and that a refused submit leaves nothing
 * behind. How it is sent is complete-attempt-sending.test.ts; who it acts for (signed in,
 * returning) is acting-candidate.test.ts.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CompletedAttempt } from '@talentgate/domain';
import {
  applications,
  applyAttempts,
  candidateActivities,
  candidateAreasOfInterest,
  candidateFormRecords,
  candidateRecords,
  candidates,
  folderCandidates,
  outboxEmails,
  requisitions,
} from '../../db/schema.js';
import { createFolder, createJob } from '../../test/factories.js';
import { person, useFinalSubmitWorld, XHR } from '../../test/final-submit.js';
import { signInCookie } from '../../test/sign-in.js';

const w = useFinalSubmitWorld();
const { start, save, complete, fullApply, db, candidateByUname, rowCount, storedSubscriptions } = w;
const { forms } = w;

describe('a new visitor completes the full apply', () => {
  it('creates the candidate, records, application, activity, form record and e-mail', async () => {
    const attemptId = await fullApply('Ada.Lovelace@Example.com');
    const longUrl = `https://jobs.acme.test/apply/${w.openRequisition}/?q=${'x'.repeat(300)}`;
    const response = await complete(attemptId, { pageUrl: longUrl, eventId: 'fair-2026' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(String(response.headers['x-nonce'])).toMatch(/^ey/);
    expect(Number(response.headers['x-nonce-expiry'])).toBeGreaterThan(Date.now());
    const result = response.json<CompletedAttempt>();
    expect(result).toMatchObject({ newCandidate: true, emailSent: 'activation' });

    const candidate = await candidateByUname('ada.lovelace@example.com');
    expect(candidate).toMatchObject({
      id: result.candidateId,
      tenantId: w.acme.id,
      firstName: 'Ada',
      phone1: '15125550100',
      city: 'Austin',
      locked: 't',
      termsAndPolicy: 't',
      sfxContactMethod: 'SFX Application',
      pageUrl: longUrl,
      passwordHash: null,
      customFields: { subscription_jobalert_email: 't', subscription_marketing_email: 'f' },
    });
    // The same choice is the candidate's stored subscriptions (what the preferences tab shows).
    expect(await storedSubscriptions(result.candidateId)).toEqual({
      job_alert: true,
      marketing: false,
    });

    const records = await db()
      .select({ kind: candidateRecords.kind, fields: candidateRecords.fields })
      .from(candidateRecords)
      .where(eq(candidateRecords.candidateId, result.candidateId))
      .orderBy(candidateRecords.id);
    expect(records).toEqual([
      {
        kind: 'education',
        fields: {
          levelAttained: 'Bachelor',
          institution: 'University of London',
          endDate: '2010-06-30',
          completed: 't',
        },
      },
      {
        kind: 'education',
        fields: { levelAttained: 'Master', institution: 'Cambridge', completed: 'f' },
      },
      {
        kind: 'work-history',
        fields: {
          company: 'Analytical Engines',
          title: 'Engineer',
          startDate: '2012-03-01',
          current: 'f',
        },
      },
      { kind: 'certification', fields: { name: 'PMP' } },
    ]);

    const [application] = await db()
      .select()
      .from(applications)
      .where(eq(applications.candidateId, result.candidateId));
    expect(application).toMatchObject({
      id: result.applicationId,
      requisitionId: w.openRequisition,
      status: 'Applied',
      sfxApplicationMethod: 'SFX Application',
      applicationType: 'E',
      totalScreenValue: 0,
    });

    const activities = await db()
      .select()
      .from(candidateActivities)
      .where(eq(candidateActivities.candidateId, result.candidateId));
    expect(activities).toMatchObject([
      { contextType: 'candidate', type: 'summary', status: 'created' },
    ]);

    const [record] = await db()
      .select()
      .from(candidateFormRecords)
      .where(eq(candidateFormRecords.candidateId, result.candidateId));
    expect(record?.applyStreamId).toBe('full-apply');
    expect(record?.hostUrl).toBe(longUrl.slice(0, 220));
    expect(record?.eventId).toBe('fair-2026');

    const emails = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, 'ada.lovelace@example.com'));
    expect(emails.map((email) => email.template)).toEqual(['Candidate Activation']);

    const [attempt] = await db()
      .select()
      .from(applyAttempts)
      .where(eq(applyAttempts.candidateId, result.candidateId));
    expect(attempt?.completedAt).toBeInstanceOf(Date);
    expect(attempt?.answers).toEqual({});
  });

  it('answers 404 once completed: no second complete, no more saving or reading', async () => {
    const attemptId = await fullApply('babbage@example.com');
    expect((await complete(attemptId)).statusCode).toBe(200);
    const again = await complete(attemptId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'APPLY_ATTEMPT_NOT_FOUND' });
    const saving = await w.app.inject({
      method: 'POST',
      url: `/rest/public/apply/acme/attempt/form/${String(forms['terms'])}`,
      headers: { ...XHR, 'x-apply-attempt': attemptId },
      payload: { data: { termsAndPolicy: 't' } },
    });
    expect(saving.statusCode).toBe(404);
    const reading = await w.app.inject({
      url: '/rest/public/apply/acme/attempt',
      headers: { 'x-apply-attempt': attemptId },
    });
    expect(reading.statusCode).toBe(404);
    expect(await candidateByUname('babbage@example.com')).toBeDefined();
  });
});

describe('a sponsor link /r/{sponsorHandle}/…', () => {
  async function applyThrough(uname: string, sponsorHandle: string) {
    const { db: handle } = w.database.handle;
    const job = await createJob(handle, w.acme, { applyStreamId: w.streams['full-apply'] });
    const attemptId = await fullApply(uname, job.requisition.id);
    const response = await complete(attemptId, { sponsorHandle });
    expect(response.statusCode, response.body).toBe(200);
    const { candidateId, applicationId } = response.json<CompletedAttempt>();
    const [application] = await db()
      .select({ sponsor: applications.sponsorCandidateId })
      .from(applications)
      .where(eq(applications.id, applicationId ?? 0));
    const [candidate] = await db()
      .select({ sponsor: candidates.sponsorCandidateId })
      .from(candidates)
      .where(eq(candidates.id, candidateId));
    return { application: application?.sponsor, candidate: candidate?.sponsor };
  }

  it('stores the sponsoring candidate of the same tenant, whatever the handle\u2019s case', async () => {
    expect(await applyThrough('sponsored@example.com', 'Jane-H')).toEqual({
      application: w.janeId,
      candidate: w.janeId,
    });
  });

  it('ignores another tenant\u2019s handle and an unknown one: the application is kept', async () => {
    expect(await applyThrough('elsewhere@example.com', 'gil')).toEqual({
      application: null,
      candidate: null,
    });
    expect(await applyThrough('nobody@example.com', 'no-such-handle')).toEqual({
      application: null,
      candidate: null,
    });
  });

  it('never makes a candidate their own sponsor', async () => {
    const cookie = await signInCookie(w.app, 'acme', 'jane@example.com');
    const { db: handle } = w.database.handle;
    const job = await createJob(handle, w.acme, { applyStreamId: w.streams['full-apply'] });
    const attemptId = await fullApply('jane@example.com', job.requisition.id, { cookie });
    const response = await complete(attemptId, { sponsorHandle: 'jane-h' }, 'acme', { cookie });
    expect(response.statusCode, response.body).toBe(200);
    const [application] = await db()
      .select({ sponsor: applications.sponsorCandidateId })
      .from(applications)
      .where(eq(applications.id, response.json<CompletedAttempt>().applicationId ?? 0));
    expect(application?.sponsor).toBeNull();
  });
});

describe('other flows', () => {
  it('easy apply records the short apply method', async () => {
    const attemptId = await start({
      requisitionId: w.openRequisition,
      applyStreamId: w.streams['easy-apply'],
    });
    await save(attemptId, 'easy-candidate', {
      firstName: 'Grace',
      lastName: 'Hopper',
      uname: 'grace@example.com',
      phone1: '5125550101',
      termsAndPolicy: 't',
    });
    const response = await complete(attemptId, { easyApply: true });
    expect(response.statusCode, response.body).toBe(200);
    const { candidateId, applicationId } = response.json<CompletedAttempt>();
    expect(applicationId).not.toBeNull();
    const [application] = await db()
      .select()
      .from(applications)
      .where(eq(applications.candidateId, candidateId));
    expect(application?.sfxApplicationMethod).toBe('SFX Short Apply');
    expect((await candidateByUname('grace@example.com'))?.sfxContactMethod).toBe('SFX Short Apply');
  });

  it('easy apply is a plain application where the tenant has not turned it on', async () => {
    const { db: handle } = w.database.handle;
    const job = await createJob(handle, w.loginless, {
      applyStreamId: w.loginlessStreams['easy-apply'],
    });
    const attemptId = await start({ requisitionId: job.requisition.id }, 'loginless');
    await save(
      attemptId,
      'easy-candidate',
      {
        firstName: 'Alan',
        lastName: 'Turing',
        uname: 'turing@example.com',
        phone1: '5125550102',
        termsAndPolicy: 't',
      },
      'loginless',
    );
    const response = await complete(attemptId, { easyApply: true }, 'loginless');
    expect(response.statusCode, response.body).toBe(200);
    const { candidateId } = response.json<CompletedAttempt>();
    const [application] = await db()
      .select()
      .from(applications)
      .where(eq(applications.candidateId, candidateId));
    expect(application?.sfxApplicationMethod).toBe('SFX Application');
    expect((await candidateByUname('turing@example.com'))?.sfxContactMethod).toBe(
      'SFX Application',
    );
  });

  it('joining the talent community captures the lead in live folders, without an application', async () => {
    const { db: handle } = w.database.handle;
    const job = await createJob(handle, w.acme, { applyStreamId: w.streams['full-apply'] });
    const jobFolder = await createFolder(handle, w.acme, { requisitionId: job.requisition.id });
    const otherType = await createFolder(handle, w.acme, {
      requisitionId: job.requisition.id,
      type: 'archive',
    });
    const eventFolder = await createFolder(handle, w.acme);
    const join = async (uname: string, requisitionId?: number) => {
      const attemptId = await start({
        applyStreamId: w.streams['talent-community'],
        ...(requisitionId ? { requisitionId } : {}),
      });
      await save(attemptId, 'join-candidate', {
        firstName: 'Alan',
        lastName: 'Turing',
        uname,
        areaOfInterestList: ['Engineering', 'Finance'],
        subscriptions: ['marketing'],
        termsAndPolicy: 't',
      });
      const response = await complete(attemptId, { folderId: eventFolder.id });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CompletedAttempt>();
    };
    const folderIdsOf = async (candidateId: number) =>
      (
        await handle
          .select({ folderId: folderCandidates.folderId })
          .from(folderCandidates)
          .where(eq(folderCandidates.candidateId, candidateId))
      )
        .map((row) => row.folderId)
        .sort((a, b) => a - b);

    const alone = await join('alan@example.com');
    expect(alone.applicationId).toBeNull();
    expect(await folderIdsOf(alone.candidateId)).toEqual([eventFolder.id]);
    expect(await candidateByUname('alan@example.com')).toMatchObject({
      sfxContactMethod: 'Sign Up Form',
      customFields: { subscription_jobalert_email: 'f', subscription_marketing_email: 't' },
    });
    const areas = await handle
      .select({ name: candidateAreasOfInterest.areaOfInterest })
      .from(candidateAreasOfInterest)
      .where(eq(candidateAreasOfInterest.candidateId, alone.candidateId));
    expect(areas.map((row) => row.name).sort()).toEqual(['Engineering', 'Finance']);

    const forJob = await join('alan.jr@example.com', job.requisition.id);
    expect(forJob.applicationId).toBeNull();
    expect(await folderIdsOf(forJob.candidateId)).toEqual([jobFolder.id, eventFolder.id]);
    expect(await folderIdsOf(forJob.candidateId)).not.toContain(otherType.id);
    expect((await candidateByUname('alan.jr@example.com'))?.sfxContactMethod).toBe(
      'Apply Join Form',
    );
    const [applied] = await handle
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.candidateId, forJob.candidateId));
    expect(applied?.n).toBe(0);
  });

  it('a job alert sign-up keeps the categories and the subscription', async () => {
    const attemptId = await start({ applyStreamId: w.streams['job-alert'] });
    await save(attemptId, 'job-alert', {
      uname: 'alerts@example.com',
      categories: ['Engineering', 'Nursing & Care'],
    });
    const response = await complete(attemptId);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<CompletedAttempt>();
    expect(result).toMatchObject({ applicationId: null, newCandidate: true });
    expect(await candidateByUname('alerts@example.com')).toMatchObject({
      sfxContactMethod: null,
      customFields: { subscription_jobalert_email: 't' },
    });
    // Spec 1 §5: a job-alert e-mail subscription implies marketing e-mail when that is unset.
    expect(await storedSubscriptions(result.candidateId)).toEqual({
      job_alert: true,
      marketing: true,
    });
    const areas = await db()
      .select({ name: candidateAreasOfInterest.areaOfInterest })
      .from(candidateAreasOfInterest)
      .where(eq(candidateAreasOfInterest.candidateId, result.candidateId));
    expect(areas.map((row) => row.name).sort()).toEqual(['Engineering', 'Nursing & Care']);
  });
});

describe('refusals leave nothing behind', () => {
  it('an e-mail with an account is 409 EMAIL_EXISTS: no candidate, no application', async () => {
    const attemptId = await fullApply('Jane@Example.com');
    const [candidatesBefore, applicationsBefore] = [
      await rowCount(candidates),
      await rowCount(applications),
    ];
    const response = await complete(attemptId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_EXISTS', field: 'uname' });
    expect(await rowCount(candidates)).toBe(candidatesBefore);
    expect(await rowCount(applications)).toBe(applicationsBefore);
    // The attempt stays: after signing in the visitor can complete it.
    const cookie = await signInCookie(w.app, 'acme', 'jane@example.com');
    const reading = await w.app.inject({
      url: '/rest/public/apply/acme/attempt',
      headers: { 'x-apply-attempt': attemptId, cookie },
    });
    expect(reading.statusCode).toBe(200);
  });

  it('completing before every form is submitted is 409 STEP_OUT_OF_ORDER', async () => {
    const attemptId = await start({ requisitionId: w.openRequisition });
    await save(attemptId, 'candidate', person('early@example.com'));
    const response = await complete(attemptId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'STEP_OUT_OF_ORDER' });
    expect(await candidateByUname('early@example.com')).toBeUndefined();
  });

  it('another tenant\u2019s or an unknown attempt is 404', async () => {
    const attemptId = await fullApply('tenant.hopper@example.com');
    const elsewhere = await complete(attemptId, {}, 'globex');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'APPLY_ATTEMPT_NOT_FOUND' });
    const unknown = await complete('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(await candidateByUname('tenant.hopper@example.com')).toBeUndefined();
  });

  it('a requisition closed meanwhile is 409 REQUISITION_CLOSED, with no candidate', async () => {
    const job = await createJob(db(), w.acme, { applyStreamId: w.streams['full-apply'] });
    const attemptId = await fullApply('late@example.com', job.requisition.id);
    await db()
      .update(requisitions)
      .set({ status: 'closed' })
      .where(eq(requisitions.id, job.requisition.id));
    const response = await complete(attemptId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'REQUISITION_CLOSED' });
    expect(await candidateByUname('late@example.com')).toBeUndefined();
  });

  it('refuses a body that is not the contract (400) and a write without the XHR marker', async () => {
    const attemptId = await fullApply('strict@example.com');
    expect((await complete(attemptId, { language: 'english' })).statusCode).toBe(400);
    expect((await complete(attemptId, { isAdmin: true })).statusCode).toBe(400);
    const noMarker = await w.app.inject({
      method: 'POST',
      url: '/rest/public/apply/acme/attempt/complete',
      headers: { 'x-apply-attempt': attemptId },
      payload: { language: 'en', pageUrl: 'https://jobs.acme.test/' },
    });
    expect(noMarker.statusCode).toBe(403);
    expect(await candidateByUname('strict@example.com')).toBeUndefined();
  });
});

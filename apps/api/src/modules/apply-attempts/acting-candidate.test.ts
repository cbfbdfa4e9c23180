/**
 * Who the final submit acts for (acting-candidate.ts): the signed-in candidate, updated
 * without a duplicate, and where profile login is deactivated a returning one.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CompletedAttempt } from '@talentgate/domain';
import { applications, candidateRecords, candidates, outboxEmails } from '../../db/schema.js';
import { createJob } from '../../test/factories.js';
import { person, useFinalSubmitWorld } from '../../test/final-submit.js';
import { signInCookie } from '../../test/sign-in.js';

const w = useFinalSubmitWorld();
const { start, save, complete, fullApply, db, candidateByUname, rowCount } = w;

describe('a signed-in candidate', () => {
  it('applies without a duplicate: profile updated, locked f, welcome e-mail', async () => {
    const cookie = await signInCookie(w.app, 'acme', 'jane@example.com');
    const before = await rowCount(candidates);
    const attemptId = await fullApply('jane@example.com', w.openRequisition, { cookie });
    const response = await complete(attemptId, {}, 'acme', { cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-nonce']).toBeUndefined();
    expect(response.json()).toMatchObject({
      candidateId: w.janeId,
      newCandidate: false,
      emailSent: 'welcome',
    });
    expect(await rowCount(candidates)).toBe(before);
    expect(await candidateByUname('jane@example.com')).toMatchObject({
      id: w.janeId,
      firstName: 'Ada',
      city: 'Austin',
      phone1: '15125550100',
      locked: 'f',
    });
    const [application] = await db()
      .select()
      .from(applications)
      .where(eq(applications.candidateId, w.janeId));
    expect(application?.requisitionId).toBe(w.openRequisition);
    const emails = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, 'jane@example.com'));
    expect(emails.map((email) => email.template)).toEqual(['Welcome']);
  });

  it('is not signed in here with a session of another tenant', async () => {
    const cookie = await signInCookie(w.app, 'globex', 'gil@example.com');
    const attemptId = await fullApply('gil@example.com', w.openRequisition, { cookie });
    const response = await complete(attemptId, {}, 'acme', { cookie });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<CompletedAttempt>();
    expect(result).toMatchObject({ newCandidate: true, emailSent: 'activation' });
    const [created] = await db()
      .select()
      .from(candidates)
      .where(eq(candidates.id, result.candidateId));
    expect(created).toMatchObject({ tenantId: w.acme.id, uname: 'gil@example.com', locked: 't' });
  });

  it('cannot apply twice (409 ALREADY_APPLIED), and nothing of the second try is kept', async () => {
    const cookie = await signInCookie(w.app, 'acme', 'jane@example.com');
    const attemptId = await start({ requisitionId: w.openRequisition }, 'acme', { cookie });
    await save(attemptId, 'candidate', { ...person('jane@example.com'), city: 'Denver' });
    for (const [key, data] of [
      ['education', { education: [{ levelAttained: 'PhD', institution: 'MIT' }] }],
      ['work-history', {}],
      ['certification', {}],
      ['terms', { termsAndPolicy: 't' }],
    ] as const) {
      await save(attemptId, key, data);
    }
    const response = await complete(attemptId, {}, 'acme', { cookie });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ALREADY_APPLIED' });
    expect((await candidateByUname('jane@example.com'))?.city).toBe('Austin');
    const phd = await db()
      .select()
      .from(candidateRecords)
      .where(
        and(eq(candidateRecords.candidateId, w.janeId), eq(candidateRecords.kind, 'education')),
      );
    expect(phd.map((row) => row.fields['levelAttained'])).not.toContain('PhD');
  });
});

describe('returning-user mode where profile login is deactivated', () => {
  it('uses the existing loginless candidate as they are, and adds the application', async () => {
    const job = await createJob(db(), w.loginless, {
      applyStreamId: w.loginlessStreams['full-apply'],
    });
    const attemptId = await start({ requisitionId: job.requisition.id }, 'loginless');
    await save(attemptId, 'candidate', person('lee@example.com'), 'loginless');
    for (const [key, data] of [
      ['education', { education: [{ levelAttained: 'Bachelor', institution: 'LSE' }] }],
      ['work-history', {}],
      ['certification', {}],
      ['terms', { termsAndPolicy: 't' }],
    ] as const) {
      await save(attemptId, key, data, 'loginless');
    }
    const response = await complete(attemptId, {}, 'loginless');
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<CompletedAttempt>();
    expect(result).toMatchObject({ newCandidate: false, emailSent: null });
    expect(response.headers['x-nonce']).toBeUndefined();
    const lee = await candidateByUname('lee@example.com');
    expect(lee).toMatchObject({ id: result.candidateId, firstName: 'Lee', locked: 'f' });
    const [application] = await db()
      .select()
      .from(applications)
      .where(eq(applications.candidateId, result.candidateId));
    expect(application?.requisitionId).toBe(job.requisition.id);
  });
});

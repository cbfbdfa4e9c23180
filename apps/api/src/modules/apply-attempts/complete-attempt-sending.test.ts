/**
 * How the final submit is sent and what it reads: the last form sent along with it, its
 * round trips, an attempt saved by another process since this one last wrote it, and
 * concurrent calls on one attempt.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CompletedAttempt } from '@talentgate/domain';
import { applyAttempts, candidates } from '../../db/schema.js';
import { person, useFinalSubmitWorld, XHR } from '../../test/final-submit.js';
import { attemptSecretHash } from './attempt-secrets.js';

const w = useFinalSubmitWorld();
const { start, save, complete, fullApply, db, candidateByUname, rowCount, storedSubscriptions } = w;
const { forms, loginlessForms } = w;

describe('the last form sent with the final submit (lastForm)', () => {
  /** A full apply with every form but the terms saved; answers the attempt id. */
  async function allButTerms(uname: string) {
    const attemptId = await start({ requisitionId: w.openRequisition });
    await save(attemptId, 'candidate', person(uname));
    for (const [key, data] of [
      ['education', { education: [{ levelAttained: 'Bachelor', institution: 'UCL' }] }],
      ['work-history', { workHistory: [] }],
      ['certification', { certification: [] }],
    ] as const)
      await save(attemptId, key, data);
    return attemptId;
  }
  const terms = (data: Record<string, unknown>) => ({
    lastForm: { applyFormId: forms['terms'], data },
  });
  const attemptRow = async (attemptId: string) => {
    const [row] = await db()
      .select({ completedFormIds: applyAttempts.completedFormIds, answers: applyAttempts.answers })
      .from(applyAttempts)
      .where(eq(applyAttempts.secretHash, attemptSecretHash(attemptId)));
    return row;
  };

  it('saves the form and completes in one request: its answers reach the candidate', async () => {
    const attemptId = await allButTerms('last.form@example.com');
    const response = await complete(
      attemptId,
      terms({ termsAndPolicy: 't', subscriptions: ['marketing'] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { candidateId, applicationId } = response.json<CompletedAttempt>();
    expect(applicationId).not.toBeNull();
    expect(await candidateByUname('last.form@example.com')).toMatchObject({
      termsAndPolicy: 't',
    });
    expect(await storedSubscriptions(candidateId)).toEqual({ job_alert: false, marketing: true });
  });

  it('refuses the form’s invalid answers field by field and keeps nothing of it', async () => {
    const attemptId = await allButTerms('refused.terms@example.com');
    const before = await rowCount(candidates);
    const response = await complete(attemptId, terms({ subscriptions: ['marketing'] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [expect.objectContaining({ field: 'termsAndPolicy' })],
    });
    expect(await rowCount(candidates)).toBe(before);
    const row = await attemptRow(attemptId);
    expect(row?.completedFormIds).not.toContain(forms['terms']);
    expect(row?.answers).not.toHaveProperty(String(forms['terms']));
  });

  it('is refused out of order (409) and for a form of another stream (404)', async () => {
    const attemptId = await start({ requisitionId: w.openRequisition });
    await save(attemptId, 'candidate', person('early.terms@example.com'));
    const early = await complete(attemptId, terms({ termsAndPolicy: 't' }));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'STEP_OUT_OF_ORDER' });
    const foreign = await complete(attemptId, {
      lastForm: { applyFormId: loginlessForms['terms'], data: { termsAndPolicy: 't' } },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'APPLY_FORM_NOT_FOUND' });
    expect(await candidateByUname('early.terms@example.com')).toBeUndefined();
  });

  it('is not kept when the final submit fails (an e-mail with an account)', async () => {
    const attemptId = await allButTerms('jane@example.com');
    const response = await complete(attemptId, terms({ termsAndPolicy: 't' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_EXISTS' });
    expect((await attemptRow(attemptId))?.completedFormIds).not.toContain(forms['terms']);
  });
});

describe('an attempt saved elsewhere since this process last wrote it', () => {
  /** What another process's save of the candidate form leaves: other answers, a new version. */
  async function saveElsewhere(attemptId: string, city: string) {
    const secretHash = attemptSecretHash(attemptId);
    const [row] = await db()
      .select({ answers: applyAttempts.answers, version: applyAttempts.version })
      .from(applyAttempts)
      .where(eq(applyAttempts.secretHash, secretHash));
    if (!row) throw new Error('no attempt');
    const key = String(forms['candidate']);
    const candidate = row.answers[key];
    await db()
      .update(applyAttempts)
      .set({
        answers: { ...row.answers, [key]: { ...candidate, city } },
        version: row.version + 1,
      })
      .where(eq(applyAttempts.secretHash, secretHash));
  }

  it('is completed from the attempt as stored, not as this process last saved it', async () => {
    const attemptId = await fullApply('saved.elsewhere@example.com');
    await saveElsewhere(attemptId, 'Dallas');
    const response = await complete(attemptId);
    expect(response.statusCode, response.body).toBe(200);
    expect(await candidateByUname('saved.elsewhere@example.com')).toMatchObject({
      city: 'Dallas',
    });
  });

  it('answers a refusal from the attempt as stored', async () => {
    const attemptId = await fullApply('refused.elsewhere@example.com');
    // Elsewhere, the terms were not (yet) saved: the final submit is out of order.
    const secretHash = attemptSecretHash(attemptId);
    const [row] = await db()
      .select({ ids: applyAttempts.completedFormIds, version: applyAttempts.version })
      .from(applyAttempts)
      .where(eq(applyAttempts.secretHash, secretHash));
    await db()
      .update(applyAttempts)
      .set({
        completedFormIds: (row?.ids ?? []).filter((id) => id !== forms['terms']),
        version: (row?.version ?? 0) + 1,
      })
      .where(eq(applyAttempts.secretHash, secretHash));
    const response = await complete(attemptId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'STEP_OUT_OF_ORDER' });
    expect(await candidateByUname('refused.elsewhere@example.com')).toBeUndefined();
  });
});

describe('concurrent calls on one attempt', () => {
  it('keeps every form of concurrent saves, and a save racing the complete is kept or 404', async () => {
    const attemptId = await start({ requisitionId: w.openRequisition });
    await save(attemptId, 'candidate', person('racer@example.com'));
    const saves = await Promise.all([
      ...['Austin', 'Dallas', 'Houston'].map((city) =>
        w.app.inject({
          method: 'POST',
          url: `/rest/public/apply/acme/attempt/form/${String(forms['candidate'])}`,
          headers: { ...XHR, 'x-apply-attempt': attemptId },
          payload: { data: { ...person('racer@example.com'), city } },
        }),
      ),
      w.app.inject({
        method: 'POST',
        url: `/rest/public/apply/acme/attempt/form/${String(forms['education'])}`,
        headers: { ...XHR, 'x-apply-attempt': attemptId },
        payload: { data: { education: [{ levelAttained: 'Bachelor', institution: 'UCL' }] } },
      }),
    ]);
    expect(saves.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const attempt = await w.app.inject({
      url: '/rest/public/apply/acme/attempt',
      headers: { 'x-apply-attempt': attemptId },
    });
    expect(attempt.json<{ completedFormIds: number[] }>().completedFormIds.sort()).toEqual(
      [forms['candidate'], forms['education']].sort(),
    );
    await save(attemptId, 'work-history', {});
    await save(attemptId, 'certification', {});
    await save(attemptId, 'terms', { termsAndPolicy: 't' });
    const [completed, late] = await Promise.all([
      complete(attemptId),
      w.app.inject({
        method: 'POST',
        url: `/rest/public/apply/acme/attempt/form/${String(forms['terms'])}`,
        headers: { ...XHR, 'x-apply-attempt': attemptId },
        payload: { data: { termsAndPolicy: 't' } },
      }),
    ]);
    expect(completed.statusCode, completed.body).toBe(200);
    expect([200, 404]).toContain(late.statusCode);
    expect((await complete(attemptId)).statusCode).toBe(404);
  });
});

/**
 * A candidate's referral link: made once on request, the same afterwards, and counting the
 * candidates who apply through it. Tenant and candidate scoping is in the authorization
 * matrix too (security/private-route-requests.ts).
 */
import type { CompletedAttempt, ReferralLink } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import { createCandidate, createJob } from '../../test/factories.js';
import { useFinalSubmitWorld, XHR } from '../../test/final-submit.js';
import { signInCookie } from '../../test/sign-in.js';

const w = useFinalSubmitWorld();

const link = (method: 'GET' | 'PUT', cookie?: string, client = 'acme') =>
  w.app.inject({
    method,
    url: `/rest/private/referral/${client}/link`,
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
  });

async function newCandidateCookie(uname: string): Promise<string> {
  await createCandidate(w.database.handle.db, w.acme, { uname });
  return signInCookie(w.app, 'acme', uname);
}

describe('a candidate\u2019s referral link', () => {
  it('asks who is signed in', async () => {
    expect((await link('GET')).statusCode).toBe(401);
    expect((await link('PUT')).statusCode).toBe(401);
  });

  it('is made when first asked for, and the same one afterwards', async () => {
    const cookie = await newCandidateCookie('referrer@example.com');
    expect((await link('GET', cookie)).json<ReferralLink>()).toEqual({ handle: null, referred: 0 });

    const made = await link('PUT', cookie);
    expect(made.statusCode, made.body).toBe(200);
    const { handle } = made.json<ReferralLink>();
    expect(handle).toMatch(/^[a-z2-9]{10}$/);
    expect((await link('PUT', cookie)).json<ReferralLink>().handle).toBe(handle);
    expect((await link('GET', cookie)).json<ReferralLink>()).toEqual({ handle, referred: 0 });
  });

  it('keeps a handle the candidate already has', async () => {
    const cookie = await signInCookie(w.app, 'acme', 'jane@example.com');
    expect((await link('PUT', cookie)).json<ReferralLink>().handle).toBe('jane-h');
  });

  it('counts the candidates who applied through it', async () => {
    const cookie = await newCandidateCookie('counting@example.com');
    const { handle } = (await link('PUT', cookie)).json<ReferralLink>();
    const job = await createJob(w.database.handle.db, w.acme, {
      applyStreamId: w.streams['full-apply'],
    });
    const attemptId = await w.fullApply('friend.of.counting@example.com', job.requisition.id);
    const done = await w.complete(attemptId, { sponsorHandle: handle ?? '' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<CompletedAttempt>().newCandidate).toBe(true);
    expect((await link('GET', cookie)).json<ReferralLink>()).toEqual({ handle, referred: 1 });
  });

  it('is not another tenant\u2019s: a session of one tenant is refused by the other', async () => {
    const cookie = await signInCookie(w.app, 'acme', 'jane@example.com');
    expect((await link('PUT', cookie, 'globex')).statusCode).toBe(401);
    expect((await link('GET', cookie, 'no-such-tenant')).statusCode).toBe(404);
  });
});

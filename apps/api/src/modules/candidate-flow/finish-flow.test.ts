import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinishFlowResult } from '@talentgate/domain';
import { candidates, outboxEmails } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { startCandidateFlow } from '../../test/new-candidate.js';
import { signInCookie } from '../../test/sign-in.js';
import { deliveredTo as deliverEmail, startSmtpServer } from '../../test/smtp.js';

let database: TestDatabase;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  const db = database.handle.db;
  const acme = await createTenant(db, {
    client: 'acme',
    name: 'Acme Careers',
    languages: ['en', 'es', 'ar'],
  });
  await createTenant(db, {
    client: 'loginless',
    name: 'Loginless Co',
    featureFlags: { profileLoginDeactivated: true },
  });
  await createTenant(db, {
    client: 'quiet',
    featureFlags: { welcomeEmailDisabled: true },
  });
  await createCandidate(db, acme, { uname: 'jane@example.com' });
  app = await buildTestApp(database, {
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://careers.example.test',
    TENANT_HOSTS: 'jobs.acme.test=acme',
  });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  await smtp.close();
});

const finish = (
  candidateId: number,
  headers: Record<string, string>,
  client = 'acme',
  language?: string,
) =>
  app.inject({
    method: 'POST',
    url: `/rest/private/candidate/${client}/flow/finish`,
    headers: { ...XHR, ...headers },
    payload: language ? { candidateId, language } : { candidateId },
  });

const deliveredTo = (address: string) => deliverEmail(app, smtp.received, address);

const lockedOf = async (candidateId: number) => {
  const [row] = await database.handle.db
    .select({ locked: candidates.locked })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row?.locked;
};

const outboxFor = (recipient: string) =>
  database.handle.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, recipient));

describe('end of flow for a new visitor', () => {
  it('locks the candidate, e-mails an activation link that sets the password once, and closes the x-nonce', async () => {
    const { candidate, authorization } = await startCandidateFlow(app, 'acme', {
      uname: 'nia@example.com',
      firstName: 'Nia',
    });
    const response = await finish(candidate.candidateId, { authorization });
    expect(response.statusCode).toBe(200);
    expect(response.json<FinishFlowResult>()).toEqual({
      candidateId: candidate.candidateId,
      locked: 't',
      email: 'Candidate Activation',
    });
    expect(await lockedOf(candidate.candidateId)).toBe('t');

    const email = await deliveredTo('nia@example.com');
    expect(email.subject).toBe('Activate your Acme Careers account');
    expect(email.text).toContain('Hello Nia,');
    const link = /https:\/\/jobs\.acme\.test\/profile\/reset-password\/\?token=(\S+)/.exec(
      email.text,
    );
    const token = decodeURIComponent(link?.[1] ?? '');
    expect(token).not.toBe('');

    // The flow is over: its token reaches nothing any more, not even the end of the flow.
    expect((await finish(candidate.candidateId, { authorization })).statusCode).toBe(401);

    const reset = (newPassword: string) =>
      app.inject({
        method: 'POST',
        url: `/rest/public/candidate/acme/password/reset?token=${encodeURIComponent(token)}`,
        headers: XHR,
        payload: { newPassword },
      });
    expect((await reset('Harbor-Lantern-4815')).json()).toEqual({ status: 'Success' });
    expect(await lockedOf(candidate.candidateId)).toBe('f');
    await signInCookie(app, 'acme', 'nia@example.com', 'Harbor-Lantern-4815');
    expect((await reset('Harbor-Lantern-4816')).json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('writes the e-mail in the flow\u2019s language when the site has it', async () => {
    const spanish = await startCandidateFlow(app, 'acme', { uname: 'sofia@example.com' });
    await finish(
      spanish.candidate.candidateId,
      { authorization: spanish.authorization },
      'acme',
      'es',
    );
    const email = await deliveredTo('sofia@example.com');
    expect(email.subject).toBe('Activa tu cuenta de Acme Careers');
    expect(email.text).toMatch(/https:\/\/jobs\.acme\.test\/es\/profile\/reset-password\/\?token=/);

    const arabic = await startCandidateFlow(app, 'acme', { uname: 'layla@example.com' });
    await finish(
      arabic.candidate.candidateId,
      { authorization: arabic.authorization },
      'acme',
      'ar',
    );
    expect((await outboxFor('layla@example.com'))[0]?.subject).toBe('فعّل حسابك في Acme Careers');

    const french = await startCandidateFlow(app, 'acme', { uname: 'luc@example.com' });
    await finish(
      french.candidate.candidateId,
      { authorization: french.authorization },
      'acme',
      'fr',
    );
    expect((await outboxFor('luc@example.com'))[0]).toMatchObject({
      language: 'en',
      subject: 'Activate your Acme Careers account',
    });
  });

  it('activates and welcomes instead where profile login is deactivated', async () => {
    const { candidate, authorization } = await startCandidateFlow(app, 'loginless', {
      uname: 'omar@example.com',
    });
    const response = await finish(candidate.candidateId, { authorization }, 'loginless');
    expect(response.json<FinishFlowResult>()).toMatchObject({ locked: 'f', email: 'Welcome' });
    const email = await deliveredTo('omar@example.com');
    expect(email.subject).toBe('Welcome to Loginless Co');
    expect(email.text).toContain('https://careers.example.test/');
    expect(email.text).not.toContain('reset-password');
  });

  it('sends nothing where the tenant disabled flow e-mails, and still locks', async () => {
    const { candidate, authorization } = await startCandidateFlow(app, 'quiet', {
      uname: 'quiet@example.com',
    });
    const response = await finish(candidate.candidateId, { authorization }, 'quiet');
    expect(response.json<FinishFlowResult>()).toMatchObject({ locked: 't', email: null });
    expect(await outboxFor('quiet@example.com')).toEqual([]);
  });
});

describe('end of flow for a signed-in candidate', () => {
  it('does not let a new candidate sign in during the flow: it ends with the activation e-mail (decision 0026)', async () => {
    const { candidate, authorization } = await startCandidateFlow(app, 'acme', {
      uname: 'signed.in@example.com',
      password: 'Compass-Meadow-2718',
    });
    await expect(
      signInCookie(app, 'acme', 'signed.in@example.com', 'Compass-Meadow-2718'),
    ).rejects.toThrow(/ACCOUNT_NOT_ACTIVATED/);
    const response = await finish(candidate.candidateId, { authorization });
    expect(response.json<FinishFlowResult>()).toMatchObject({
      locked: 't',
      email: 'Candidate Activation',
    });
    expect((await deliveredTo('signed.in@example.com')).subject).toBe(
      'Activate your Acme Careers account',
    );
  });

  it('leaves a candidate who was not new as they are, without an e-mail', async () => {
    const cookie = await signInCookie(app, 'acme', 'jane@example.com');
    const [jane] = await database.handle.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.uname, 'jane@example.com'));
    const response = await finish(jane?.id ?? 0, { cookie });
    expect(response.json<FinishFlowResult>()).toMatchObject({ locked: 'f', email: null });
    expect(await outboxFor('jane@example.com')).toEqual([]);
  });

  it('ends only the caller\u2019s own flow', async () => {
    const { candidate } = await startCandidateFlow(app, 'acme', {
      uname: 'other.flow@example.com',
    });
    const cookie = await signInCookie(app, 'acme', 'jane@example.com');
    expect((await finish(candidate.candidateId, { cookie })).statusCode).toBe(404);
    expect((await finish(candidate.candidateId, {})).statusCode).toBe(401);
    expect(await lockedOf(candidate.candidateId)).toBeNull();
  });
});

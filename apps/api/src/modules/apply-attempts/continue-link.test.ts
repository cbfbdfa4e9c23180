import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplyAttempt,
  ApplyStreamMetadata,
  ErrorBody,
  ContinuedApplyAttempt,
  StartedApplyAttempt,
} from '@talentgate/domain';
import { applyAttemptLinks, applyAttempts, outboxEmails } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { importDemoStreams } from '../../test/apply-streams.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createJob, createTenant } from '../../test/factories.js';
import { startSiteverify } from '../../test/siteverify.js';
import { deliveredTo, startSmtpServer, type ReceivedEmail } from '../../test/smtp.js';
import { CONTINUE_LINK_REQUESTS_PER_MINUTE } from './continue-link-routes.js';

let database: TestDatabase;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let siteverify: Awaited<ReturnType<typeof startSiteverify>>;
let requisitionId: number;
let globexRequisitionId: number;
let initechRequisitionId: number;
let candidateFormId: number;
const logLines: string[] = [];
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const CAPTCHA_SECRET = 'initech-secret';
const CAPTCHA_TOKEN = 'solved-captcha';

beforeAll(async () => {
  smtp = await startSmtpServer();
  siteverify = await startSiteverify(CAPTCHA_TOKEN, CAPTCHA_SECRET);
  database = await createTestDatabase();
  const { db } = database.handle;
  const acme = await createTenant(db, { client: 'acme', name: 'Acme Careers' });
  const globex = await createTenant(db, { client: 'globex' });
  const initech = await createTenant(db, {
    client: 'initech',
    settings: {
      captcha: {
        provider: 'turnstile',
        siteKey: 'initech-site',
        secret: CAPTCHA_SECRET,
        verifyUrl: siteverify.url,
      },
    },
  });
  const streams = await importDemoStreams(db, acme);
  const globexStreams = await importDemoStreams(db, globex);
  const initechStreams = await importDemoStreams(db, initech);
  requisitionId = (await createJob(db, acme, { applyStreamId: streams['full-apply'] })).requisition
    .id;
  globexRequisitionId = (
    await createJob(db, globex, { applyStreamId: globexStreams['full-apply'] })
  ).requisition.id;
  initechRequisitionId = (
    await createJob(db, initech, { applyStreamId: initechStreams['full-apply'] })
  ).requisition.id;
  app = await buildTestApp(
    database,
    {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://careers.example.test',
      TENANT_HOSTS: 'jobs.acme.test=acme',
      LOG_LEVEL: 'info',
    },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  const metadata = (
    await app.inject({ url: `/rest/public/applystream/acme/metadata/${streams['full-apply']}` })
  ).json<ApplyStreamMetadata>();
  candidateFormId = metadata.metaData.find((form) => form.key === 'candidate')?.applyFormId ?? 0;
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  await smtp.close();
  await siteverify.close();
});

const candidate = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  uname: 'ada@example.com',
  phone1: '5125550100',
  zip: '78701',
  city: 'Austin',
  state: 'TX',
  country: 'United States',
};

/** Each call comes from its own address unless named, so the per-address limit stays apart. */
let addresses = 0;
const nextAddress = () => `10.1.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

async function startWithFirstForm(client = 'acme', requisition = requisitionId) {
  const started = await app.inject({
    method: 'PUT',
    url: `/rest/public/apply/${client}/attempt`,
    headers: XHR,
    payload: { requisitionId: requisition },
    remoteAddress: nextAddress(),
  });
  expect(started.statusCode, started.body).toBe(201);
  const { attemptId, nextFormId } = started.json<StartedApplyAttempt>();
  const saved = await app.inject({
    method: 'POST',
    url: `/rest/public/apply/${client}/attempt/form/${nextFormId}`,
    headers: { ...XHR, 'x-apply-attempt': attemptId },
    payload: { data: candidate },
    remoteAddress: nextAddress(),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return attemptId;
}

interface LinkRequest {
  email?: string;
  language?: string;
  path?: string;
  captchaToken?: string;
}

const askForLink = (
  attemptId: string,
  body: LinkRequest = {},
  options: { client?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: 'POST',
    url: `/rest/public/apply/${options.client ?? 'acme'}/attempt/continue-link`,
    headers: { ...XHR, 'x-apply-attempt': attemptId, ...options.headers },
    payload: {
      email: 'ada@example.com',
      language: 'en',
      path: `/apply/${requisitionId}/2/`,
      ...body,
    },
    remoteAddress: options.remoteAddress ?? nextAddress(),
  });

const exchange = (token: string, client = 'acme') =>
  app.inject({
    method: 'POST',
    url: `/rest/public/apply/${client}/attempt/continue`,
    headers: XHR,
    payload: { token },
    remoteAddress: nextAddress(),
  });

const readAttempt = (attemptId: string) =>
  app.inject({
    url: '/rest/public/apply/acme/attempt',
    headers: { 'x-apply-attempt': attemptId },
  });

/** The link of the newest e-mail to the address, after the worker sent it. */
async function emailedLink(address: string): Promise<{ email: ReceivedEmail; link: URL }> {
  const email = await deliveredTo(app, smtp.received, address);
  const found = /https?:\/\/\S+/.exec(email.text)?.[0];
  if (!found) throw new Error(`no link in ${email.text}`);
  return { email, link: new URL(found) };
}

const tokenOf = (link: URL) => link.searchParams.get('token') ?? '';

describe('asking for a link to continue', () => {
  it('e-mails a link to the flow page on the site\u2019s own origin, in the page language', async () => {
    const attemptId = await startWithFirstForm();
    const response = await askForLink(
      attemptId,
      {
        email: ' Ada.Resume@Example.com',
        language: 'es',
        path: `/es/apply/${requisitionId}/2/?easyApplyFlag=f&utm_source=mail`,
      },
      { headers: { host: 'evil.example' } },
    );
    expect(response.statusCode, response.body).toBe(202);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'accepted', lifetimeHours: 24 });

    const { email, link } = await emailedLink('ada.resume@example.com');
    expect(email.text).toContain('24 horas');
    const [queued] = await database.handle.db
      .select({ subject: outboxEmails.subject, template: outboxEmails.template })
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, 'ada.resume@example.com'));
    expect(queued).toEqual({
      subject: 'Continúa tu candidatura en Acme Careers',
      template: 'Continue your application',
    });
    expect(link.origin).toBe('https://jobs.acme.test');
    expect(link.pathname).toBe(`/es/apply/${requisitionId}/2/`);
    expect(link.searchParams.get('easyApplyFlag')).toBe('f');
    expect(link.searchParams.has('utm_source')).toBe(false);
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers the same when the attempt sent its share of links this hour, and sends nothing', async () => {
    const attemptId = await startWithFirstForm();
    const address = 'limit@example.com';
    const answers: unknown[] = [];
    for (let round = 0; round < 5; round += 1) {
      const response = await askForLink(attemptId, { email: address });
      expect(response.statusCode).toBe(202);
      answers.push(response.json());
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    await app.mailWorker?.sendDue();
    expect(smtp.received.filter((email) => email.to === address)).toHaveLength(3);
  });

  it('refuses a path that is not a page of an application on this site', async () => {
    const attemptId = await startWithFirstForm();
    const before = (await database.handle.db.select().from(outboxEmails)).length;
    for (const path of [
      'https://evil.example/apply/1/',
      '//evil.example/apply/1/',
      '/\\evil.example/apply/1/',
      'javascript:alert(1)',
      '/profile/',
      '/jobs/1/',
      '/apply/thank-you/',
      '/de/apply/1/',
      '/apply/1/#top',
    ]) {
      const response = await askForLink(attemptId, { path });
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'path' });
    }
    const badEmail = await askForLink(attemptId, { email: 'not-an-address' });
    expect(badEmail.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'email' });
    expect((await database.handle.db.select().from(outboxEmails)).length).toBe(before);
  });

  it('needs the attempt: unknown, another site\u2019s, or without the XHR marker', async () => {
    const attemptId = await startWithFirstForm();
    const unknown = await askForLink('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'APPLY_ATTEMPT_NOT_FOUND' });
    const otherSite = await askForLink(
      attemptId,
      { path: `/apply/${globexRequisitionId}/2/` },
      { client: 'globex' },
    );
    expect(otherSite.statusCode).toBe(404);
    const noMarker = await app.inject({
      method: 'POST',
      url: '/rest/public/apply/acme/attempt/continue-link',
      headers: { 'x-apply-attempt': attemptId },
      payload: { email: 'ada@example.com', language: 'en', path: '/profile/join/' },
    });
    expect(noMarker.statusCode).toBe(403);
  });

  it('asks for the captcha where the site has one', async () => {
    const attemptId = await startWithFirstForm('initech', initechRequisitionId);
    const path = `/apply/${initechRequisitionId}/2/`;
    const missing = await askForLink(attemptId, { path }, { client: 'initech' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    const wrong = await askForLink(attemptId, { path, captchaToken: 'bot' }, { client: 'initech' });
    expect(wrong.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
    const solved = await askForLink(
      attemptId,
      { path, email: 'initech@example.com', captchaToken: CAPTCHA_TOKEN },
      { client: 'initech' },
    );
    expect(solved.statusCode, solved.body).toBe(202);
    await expect(emailedLink('initech@example.com')).resolves.toBeTruthy();
  });

  it('limits requests per address', async () => {
    const attemptId = await startWithFirstForm();
    const statuses: number[] = [];
    for (let round = 0; round <= CONTINUE_LINK_REQUESTS_PER_MINUTE; round += 1) {
      const response = await askForLink(attemptId, {}, { remoteAddress: '10.9.9.9' });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('opening the link on another device', () => {
  it('hands over the attempt once, under a new id; the first device\u2019s id stops working', async () => {
    const attemptId = await startWithFirstForm();
    await askForLink(attemptId, { email: 'moving@example.com' });
    const { link } = await emailedLink('moving@example.com');

    const response = await exchange(tokenOf(link));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const resumed = response.json<ContinuedApplyAttempt>();
    expect(resumed.attemptId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(resumed.attemptId).not.toBe(attemptId);
    expect(resumed).toMatchObject({
      requisitionId,
      completedFormIds: [candidateFormId],
      answers: { [String(candidateFormId)]: { firstName: 'Ada', uname: 'ada@example.com' } },
    });
    expect(resumed.nextFormId).not.toBeNull();

    const onNewDevice = await readAttempt(resumed.attemptId);
    expect(onNewDevice.json<ApplyAttempt>().answers).toEqual(resumed.answers);
    expect((await readAttempt(attemptId)).statusCode).toBe(404);
    // The first device's last save is kept in this process (decision 0025): still refused.
    const saveOnFirstDevice = await app.inject({
      method: 'POST',
      url: `/rest/public/apply/acme/attempt/form/${candidateFormId}`,
      headers: { ...XHR, 'x-apply-attempt': attemptId },
      payload: { data: candidate },
      remoteAddress: nextAddress(),
    });
    expect(saveOnFirstDevice.statusCode).toBe(404);

    const again = await exchange(tokenOf(link));
    expect(again.statusCode).toBe(410);
    expect(again.json<ErrorBody>()).toMatchObject({ code: 'CONTINUE_LINK_USED' });
  });

  it('uses up the attempt\u2019s older links when one is opened', async () => {
    const attemptId = await startWithFirstForm();
    await askForLink(attemptId, { email: 'first@example.com' });
    await askForLink(attemptId, { email: 'second@example.com' });
    const first = (await emailedLink('first@example.com')).link;
    const second = (await emailedLink('second@example.com')).link;
    expect((await exchange(tokenOf(second))).statusCode).toBe(200);
    expect((await exchange(tokenOf(first))).json()).toMatchObject({ code: 'CONTINUE_LINK_USED' });
  });

  it('refuses an expired link, and a link whose application expired', async () => {
    const { db } = database.handle;
    const newestLink = async () =>
      (await db.select().from(applyAttemptLinks).orderBy(desc(applyAttemptLinks.id)).limit(1))[0];

    await askForLink(await startWithFirstForm(), { email: 'late@example.com' });
    const late = tokenOf((await emailedLink('late@example.com')).link);
    const lateRow = await newestLink();
    await db
      .update(applyAttemptLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(applyAttemptLinks.id, lateRow?.id ?? 0));
    const expired = await exchange(late);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'CONTINUE_LINK_EXPIRED' });

    await askForLink(await startWithFirstForm(), { email: 'gone@example.com' });
    const gone = tokenOf((await emailedLink('gone@example.com')).link);
    await db
      .update(applyAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(applyAttempts.id, (await newestLink())?.attemptId ?? 0));
    const goneAnswer = await exchange(gone);
    expect(goneAnswer.statusCode).toBe(410);
    expect(goneAnswer.json()).toMatchObject({ code: 'CONTINUE_LINK_EXPIRED' });
  });

  it('refuses forged, edited and other sites\u2019 tokens with CONTINUE_LINK_INVALID', async () => {
    const attemptId = await startWithFirstForm();
    await askForLink(attemptId, { email: 'forged@example.com' });
    const token = tokenOf((await emailedLink('forged@example.com')).link);
    for (const [forged, client] of [
      ['B'.repeat(43), 'acme'],
      [`${token}x`, 'acme'],
      [token.slice(0, -1), 'acme'],
      ['', 'acme'],
      [token, 'globex'],
    ] as const) {
      const response = await exchange(forged, client);
      expect(response.statusCode, forged).toBe(400);
      expect(response.json()).toMatchObject({ code: 'CONTINUE_LINK_INVALID' });
    }
    // The genuine token still works after all that.
    expect((await exchange(token)).statusCode).toBe(200);
  });

  it('never writes the link\u2019s token or the attempt id to the logs', async () => {
    const attemptId = await startWithFirstForm();
    await askForLink(attemptId, { email: 'quiet@example.com' });
    const token = tokenOf((await emailedLink('quiet@example.com')).link);
    const resumed = (await exchange(token)).json<ContinuedApplyAttempt>();
    const page = await app.inject({ url: `/apply/${requisitionId}/2/?token=${token}` });
    expect(page.statusCode).toBeGreaterThan(0);
    const logs = logLines.join('\n');
    expect(logs).toContain('attempt/continue');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(attemptId);
    expect(logs).not.toContain(resumed.attemptId);
  });
});

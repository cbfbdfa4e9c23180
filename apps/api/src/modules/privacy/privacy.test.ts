import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  applications,
  applicationStages,
  applyAttemptLinks,
  candidates,
  erasureRequests,
  outboxEmails,
  storedFiles,
} from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { giveCandidateFootprint, type Footprint } from '../../test/candidate-footprint.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant, TEST_PASSWORD } from '../../test/factories.js';
import { countCandidateRows, findPersonalValues } from '../../test/personal-data-scan.js';
import { signInCookie } from '../../test/sign-in.js';
import { deliveredTo, startSmtpServer, type ReceivedEmail } from '../../test/smtp.js';
import type { CandidateRow } from '../candidates/find-candidate.js';
import { findCandidateByUname } from '../candidates/find-candidate.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { CANDIDATE_TABLES } from './candidate-data.js';
import { getTableName } from 'drizzle-orm';

let database: TestDatabase;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let acme: Tenant;
let zoltan: CandidateRow;
let bob: CandidateRow;
let zoltanCookie: string;
let bobCookie: string;
let zoltanFootprint: Footprint;
let bobFootprint: Footprint;

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
/** Zoltan's personal values: none may remain anywhere after his erasure. */
const PERSONAL = {
  uname: 'zoltan.quixbury@example.com',
  firstName: 'Zoltan',
  lastName: 'Quixbury',
  phone1: '5550174421',
  city: 'Brighthollow',
  zip: 'ZQ-4471',
  description: 'Gardener of rare Martian ferns',
  managerPhone: '5550199887',
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  const db = database.handle.db;
  acme = await createTenant(db, { client: 'acme', name: 'Acme Careers', languages: ['en', 'fr'] });
  const globex = await createTenant(db, { client: 'globex' });
  zoltan = await createCandidate(db, acme, {
    ...PERSONAL,
    email: PERSONAL.uname,
    dob: '1990-04-01',
    ssn: '123-45-6789',
    customFields: { favouriteColour: 'Quixbury teal' },
  });
  bob = await createCandidate(db, acme, { uname: 'bob@example.com', firstName: 'Bob' });
  await createCandidate(db, globex, { uname: 'gina@example.com', firstName: 'Gina' });
  zoltanFootprint = await giveCandidateFootprint(db, acme, zoltan);
  bobFootprint = await giveCandidateFootprint(db, acme, bob);
  app = await buildTestApp(database, {
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://careers.example.test',
  });
  zoltanCookie = await signInCookie(app, 'acme', PERSONAL.uname);
  bobCookie = await signInCookie(app, 'acme', 'bob@example.com');
  // A reset link: a link secret whose hash must not be exported.
  await app.inject({
    method: 'POST',
    url: '/rest/public/candidate/acme/password/',
    headers: XHR,
    payload: { uname: PERSONAL.uname, communicationTemplate: 'Password Reset' },
  });
  await app.mailWorker?.sendDue();
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  await smtp.close();
});

const exportOf = (cookie: string | undefined, client = 'acme') =>
  app.inject({
    method: 'GET',
    url: `/rest/private/privacy/${client}/export`,
    headers: cookie ? { cookie } : {},
  });

const statusOf = (cookie: string | undefined, client = 'acme') =>
  app.inject({
    method: 'GET',
    url: `/rest/private/privacy/${client}/erasure`,
    headers: cookie ? { cookie } : {},
  });

const askErasure = (cookie: string | undefined, language?: string, client = 'acme') =>
  app.inject({
    method: 'POST',
    url: `/rest/private/privacy/${client}/erasure`,
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
    payload: language ? { language } : {},
  });

const confirm = (token: string, client = 'acme') =>
  app.inject({
    method: 'POST',
    url: `/rest/public/privacy/${client}/erasure/confirm`,
    headers: XHR,
    payload: { token },
  });

/** The rows found through a footprint's application, apply attempt and attachment keys. */
async function rowsReachedThrough(footprint: Footprint) {
  const db = database.handle.db;
  const [files, links, stages] = await Promise.all([
    db.$count(
      storedFiles,
      inArray(storedFiles.key, [footprint.storageKey, footprint.heldStorageKey]),
    ),
    db.$count(applyAttemptLinks, eq(applyAttemptLinks.attemptId, footprint.applyAttemptId)),
    db.$count(applicationStages, eq(applicationStages.applicationId, footprint.applicationId)),
  ]);
  return { files, links, stages };
}

const erasureToken = (email: ReceivedEmail) => {
  const link = /https:\/\/careers\.example\.test(\/\S*)?\/profile\/privacy\/\?token=(\S+)/.exec(
    email.text,
  );
  if (!link?.[2]) throw new Error(`no erasure link in: ${email.text}`);
  return decodeURIComponent(link[2]);
};

describe('privacy centre: who may call', () => {
  it('answers 401 without a session, with a forged one, and for another tenant’s site', async () => {
    for (const response of [
      await exportOf(undefined),
      await statusOf(undefined),
      await askErasure(undefined),
      await exportOf('tg_session=forged'),
      await exportOf(zoltanCookie, 'globex'),
      await statusOf(zoltanCookie, 'globex'),
      await askErasure(zoltanCookie, undefined, 'globex'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });
});

describe('data export', () => {
  it('downloads everything held about the signed-in candidate, as a JSON attachment', async () => {
    const response = await exportOf(zoltanCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-acme-/);
    const data = response.json();
    expect(data.site).toBe('Acme Careers');
    expect(data.candidate).toMatchObject({
      uname: PERSONAL.uname,
      firstName: 'Zoltan',
      lastName: 'Quixbury',
      phone1: PERSONAL.phone1,
      dob: '1990-04-01',
      customFields: { favouriteColour: 'Quixbury teal' },
    });
    // Every registered table is present, with this candidate's rows.
    for (const entry of CANDIDATE_TABLES) {
      expect(data.tables).toHaveProperty(getTableName(entry.table));
    }
    const tables = data.tables;
    expect(tables.candidate_areas_of_interest).toEqual([
      expect.objectContaining({ areaOfInterest: 'Zoltan Quixbury topics' }),
    ]);
    expect(tables.candidate_records[0].fields).toEqual({
      name: 'Reference of Zoltan Quixbury',
      phone: PERSONAL.phone1,
    });
    expect(tables.applications).toHaveLength(1);
    expect(tables.apply_attempts[0].answers['1']).toMatchObject({ email: PERSONAL.uname });
    expect(tables.candidate_sessions).toEqual([
      expect.objectContaining({ createdAt: expect.any(String), expiresAt: expect.any(String) }),
    ]);
    expect(tables.link_tokens).toEqual([expect.objectContaining({ purpose: 'reset-password' })]);
    expect(tables.login_failures).toEqual([
      expect.objectContaining({ uname: PERSONAL.uname, address: '203.0.113.9' }),
    ]);
    const subjects = tables.outbox_emails.map((email: { subject: string }) => email.subject);
    expect(subjects).toEqual([
      'Welcome aboard: your onboarding forms at Acme Careers',
      'Welcome Zoltan Quixbury',
      'Reset your Acme Careers password',
    ]);
  });

  it('holds the dashboard rows, the stages of their applications and their attachments’ metadata', async () => {
    const tables = (await exportOf(zoltanCookie)).json().tables;
    expect(tables.candidate_addresses).toEqual([
      expect.objectContaining({ city: PERSONAL.city, zip: PERSONAL.zip }),
    ]);
    expect(tables.candidate_optins).toEqual([
      expect.objectContaining({ termsAndPolicy: 'Accepted by Zoltan Quixbury' }),
    ]);
    expect(tables.transaction_log).toEqual([
      expect.objectContaining({ detail: `Phone set to ${PERSONAL.phone1}` }),
    ]);
    expect(tables.application_stages).toEqual([
      expect.objectContaining({
        applicationId: zoltanFootprint.applicationId,
        nextStep: `Call Zoltan Quixbury on ${PERSONAL.phone1}`,
      }),
    ]);
    expect(tables.attachments).toEqual([
      expect.objectContaining({ name: 'Zoltan Quixbury CV.txt', contentType: 'text/plain' }),
    ]);
    expect(tables.attachments[0]).not.toHaveProperty('storageKey');
  });

  it('leaves out the file bytes and continue-link hashes (metadata only)', async () => {
    const response = await exportOf(zoltanCookie);
    expect(response.json().tables).not.toHaveProperty('stored_files');
    expect(response.json().tables).not.toHaveProperty('apply_attempt_links');
    expect(response.body).not.toContain('Curriculum vitae');
    expect(response.body).not.toContain(zoltanFootprint.storageKey);
    expect(response.body).not.toContain('continue-hash-');
  });

  it('never contains secrets: no password, token or session hashes, no SSN, no live link secrets', async () => {
    const response = await exportOf(zoltanCookie);
    const text = response.body;
    const [row] = await database.handle.db
      .select({ passwordHash: candidates.passwordHash })
      .from(candidates)
      .where(eq(candidates.id, zoltan.id));
    expect(row?.passwordHash).toBeTruthy();
    expect(text).not.toContain(row?.passwordHash ?? 'missing');
    expect(text).not.toMatch(/"[a-zA-Z_]*(hash|secret|password)[a-zA-Z_]*"\s*:/i);
    expect(text).not.toContain('123-45-6789');
    expect(text).not.toContain('attempt-hash-');
    expect(text).not.toMatch(/token=(?!\[removed\])/);
    expect(text).toContain('token=[removed]');
  });

  it('holds only the caller’s own data', async () => {
    const response = await exportOf(bobCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().candidate.uname).toBe('bob@example.com');
    expect(response.body).not.toContain('Quixbury');
    expect(response.body).not.toContain(PERSONAL.phone1);
  });
});

describe('erasure', () => {
  let token = '';

  it('starts with no request; asking sends a confirmation e-mail in the asked language', async () => {
    expect((await statusOf(zoltanCookie)).json()).toMatchObject({ status: 'none' });
    const asked = await askErasure(zoltanCookie, 'fr');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ status: 'requested', requestedAt: expect.any(String) });
    expect((await statusOf(zoltanCookie)).json()).toMatchObject({ status: 'requested' });

    const email = await deliveredTo(app, smtp.received, PERSONAL.uname);
    expect(email.text).toContain('Vous nous avez demandé d’effacer les données personnelles');
    const [queued] = await database.handle.db
      .select({ subject: outboxEmails.subject })
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'Erasure Confirmation'));
    expect(queued?.subject).toBe('Confirmez l’effacement de vos données Acme Careers');
    expect(email.text).toContain('https://careers.example.test/fr/profile/privacy/?token=');
    token = erasureToken(email);
    // The footprint covers every registered table, so erasure is tested on each: a table
    // registered later needs a row in test/candidate-footprint.ts.
    for (const entry of CANDIDATE_TABLES) {
      const name = getTableName(entry.table);
      expect(await countCandidateRows(database.handle.db, name, zoltan.id), name).toBeGreaterThan(
        0,
      );
    }
    // Nothing is erased before the link is followed, and the scan used below finds it all,
    // the bytes of the attachment included.
    const before = await findPersonalValues(database.handle.db, [
      PERSONAL.lastName,
      PERSONAL.city,
      PERSONAL.phone1,
    ]);
    expect(before.map((finding) => finding.table)).toEqual(
      expect.arrayContaining([
        'candidates',
        'candidate_areas_of_interest',
        'candidate_activities',
        'candidate_records',
        'apply_attempts',
        'outbox_emails',
        'login_failures',
        'candidate_optins',
        'application_stages',
        'interviews',
        'offers',
        'candidate_todos',
        'onboarding_forms',
        'candidate_assessments',
        'candidate_addresses',
        'transaction_log',
        'attachments',
        'stored_files',
      ]),
    );
    expect(before).toEqual(
      expect.arrayContaining([
        { table: 'stored_files', column: 'bytes', value: PERSONAL.lastName },
        { table: 'stored_files', column: 'bytes', value: PERSONAL.phone1 },
      ]),
    );
    expect(await rowsReachedThrough(zoltanFootprint)).toEqual({ files: 2, links: 1, stages: 1 });
    expect(await findCandidateByUname(database.handle.db, acme.id, PERSONAL.uname)).not.toBeNull();
  });

  it('refuses a wrong token, and the right token on another tenant’s site', async () => {
    for (const response of [await confirm('not-a-token'), await confirm(token, 'globex')]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    }
    expect((await statusOf(zoltanCookie)).json()).toMatchObject({ status: 'requested' });
  });

  it('following the link erases the candidate; the link works once', async () => {
    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'done',
      confirmedAt: expect.any(String),
      doneAt: expect.any(String),
    });
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('leaves none of the candidate’s personal values in any table', async () => {
    const findings = await findPersonalValues(database.handle.db, [
      ...Object.values(PERSONAL),
      'zoltan.quixbury',
      '1990-04-01',
      '123-45-6789',
      'Quixbury teal',
    ]);
    expect(findings).toEqual([]);
  });

  it('deletes the rows of every table whose rule is delete, and keeps a de-personalised application', async () => {
    const db = database.handle.db;
    for (const entry of CANDIDATE_TABLES) {
      const rows = await countCandidateRows(db, getTableName(entry.table), zoltan.id);
      if (entry.erase.action === 'delete') expect(rows, getTableName(entry.table)).toBe(0);
    }
    const kept = await db
      .select()
      .from(applications)
      .where(eq(applications.candidateId, zoltan.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.id).toBe(zoltanFootprint.applicationId);
    const [request] = await db
      .select()
      .from(erasureRequests)
      .where(and(eq(erasureRequests.candidateId, zoltan.id), eq(erasureRequests.status, 'done')));
    expect(request?.origin).toBe('candidate');
  });

  it('deletes the rows reached through theirs: attachment bytes, continue links, application stages', async () => {
    expect(await rowsReachedThrough(zoltanFootprint)).toEqual({ files: 0, links: 0, stages: 0 });
    expect(await rowsReachedThrough(bobFootprint)).toEqual({ files: 2, links: 1, stages: 1 });
  });

  it('the candidate can no longer sign in, and their session has ended', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/rest/login',
      headers: { ...XHR, 'x-client': 'acme' },
      payload: { username: PERSONAL.uname, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((await exportOf(zoltanCookie)).statusCode).toBe(401);
    expect((await statusOf(zoltanCookie)).statusCode).toBe(401);
  });

  it('frees the address: the same e-mail can create a new account', async () => {
    const db = database.handle.db;
    expect(await findCandidateByUname(db, acme.id, PERSONAL.uname)).toBeNull();
    const again = await createCandidate(db, acme, { uname: PERSONAL.uname });
    expect(again.id).not.toBe(zoltan.id);
  });

  it('leaves other candidates as they were', async () => {
    const response = await exportOf(bobCookie);
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.candidate.firstName).toBe('Bob');
    expect(data.tables.candidate_records).toHaveLength(1);
    expect(data.tables.apply_attempts).toHaveLength(1);
    expect(data.tables.attachments).toHaveLength(1);
    expect(data.tables.application_stages).toHaveLength(1);
    expect((await statusOf(bobCookie)).json()).toMatchObject({ status: 'none' });
  });
});

/**
 * The resume an apply attempt holds for a visitor who is not signed in (decision 0023):
 * POST/DELETE …/attempt/attachment/resume, and what the final submit does with it.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplyStreamMetadata,
  AttachmentList,
  CompletedAttempt,
  ParsedResume,
  StartedApplyAttempt,
} from '@talentgate/domain';
import { applyAttempts, attachments, candidates, storedFiles } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { importDemoStreams } from '../../test/apply-streams.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createJob, createTenant, TEST_PASSWORD } from '../../test/factories.js';
import { elf, multipart, pdf, type MultipartFile } from '../../test/files.js';
import { signInCookie } from '../../test/sign-in.js';
import { hashPassword } from '../auth/passwords.js';
import { exportCandidateData } from '../privacy/export-candidate-data.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { attemptSecretHash } from './attempt-secrets.js';

let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let loginless: Tenant;
const requisitions: Record<string, number> = {};
const formIds: Record<string, Record<string, number>> = { acme: {}, globex: {}, loginless: {} };
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const db = () => database.handle.db;

function resumeText(name: string, email: string): Buffer {
  return Buffer.from(
    [
      name,
      `${email} | +1 (415) 555-0132`,
      '',
      'EXPERIENCE',
      'Senior Software Engineer',
      'Brightwave Technologies, San Francisco\tJan 2019 – Present',
      '',
      'EDUCATION',
      'Bachelor of Science in Computer Science',
      'University of California, Davis\t2011 – 2015',
    ].join('\n'),
    'utf8',
  );
}

const emilyResume = (): MultipartFile => ({
  name: 'emily-carter.txt',
  bytes: resumeText('Emily Carter', 'emily@example.com'),
  contentType: 'text/plain',
});

beforeAll(async () => {
  database = await createTestDatabase();
  acme = await createTenant(db(), { client: 'acme' });
  const globex = await createTenant(db(), { client: 'globex' });
  loginless = await createTenant(db(), {
    client: 'loginless',
    featureFlags: { profileLoginDeactivated: true },
  });
  // A tenant whose resumes may be 1 KB at most (the parse's own setting).
  const small = await createTenant(db(), { client: 'small', settings: { resumeMaxBytes: 1024 } });
  for (const tenant of [acme, globex, loginless, small]) {
    const streams = await importDemoStreams(db(), tenant);
    const job = await createJob(db(), tenant, { applyStreamId: streams['full-apply'] });
    requisitions[tenant.client] = job.requisition.id;
  }
  await createCandidate(db(), acme, { uname: 'jane@example.com' });
  await createCandidate(db(), loginless, { uname: 'lee@example.com', firstName: 'Lee' });
  app = await buildTestApp(database, { RATE_LIMIT_RESUME_PARSES_PER_MINUTE: '1000' });
  for (const client of ['acme', 'globex', 'loginless']) {
    const stream = (
      await app.inject({ url: `/rest/public/applystream/${client}/key/full-apply` })
    ).json<{ applyStreamId: number }>();
    const metadata = (
      await app.inject({
        url: `/rest/public/applystream/${client}/metadata/${stream.applyStreamId}`,
      })
    ).json<ApplyStreamMetadata>();
    for (const form of metadata.metaData) (formIds[client] ??= {})[form.key] = form.applyFormId;
  }
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

async function start(client = 'acme'): Promise<string> {
  const response = await app.inject({
    method: 'PUT',
    url: `/rest/public/apply/${client}/attempt`,
    headers: XHR,
    payload: { requisitionId: requisitions[client] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StartedApplyAttempt>().attemptId;
}

function holdResume(attemptId: string, file: MultipartFile, client = 'acme', target = app) {
  const body = multipart({}, file);
  return target.inject({
    method: 'POST',
    url: `/rest/public/apply/${client}/attempt/attachment/resume`,
    headers: { ...XHR, ...body.headers, 'x-apply-attempt': attemptId },
    payload: body.payload,
  });
}

const dropResume = (attemptId: string, client = 'acme') =>
  app.inject({
    method: 'DELETE',
    url: `/rest/public/apply/${client}/attempt/attachment/resume`,
    headers: { ...XHR, 'x-apply-attempt': attemptId },
  });

async function save(attemptId: string, formKey: string, data: unknown, client = 'acme') {
  const response = await app.inject({
    method: 'POST',
    url: `/rest/public/apply/${client}/attempt/form/${String(formIds[client]?.[formKey])}`,
    headers: { ...XHR, 'x-apply-attempt': attemptId },
    payload: { data },
  });
  expect(response.statusCode, `${formKey}: ${response.body}`).toBe(200);
}

/** Every form of the full apply saved, as the web engine would after a resume upload. */
async function saveAllForms(attemptId: string, uname: string, client = 'acme') {
  await save(
    attemptId,
    'candidate',
    {
      resume: ['emily-carter.txt'],
      firstName: 'Emily',
      lastName: 'Carter',
      uname,
      phone1: '+1 (415) 555-0132',
      zip: '94103',
      city: 'San Francisco',
      state: 'CA',
      country: 'United States',
    },
    client,
  );
  await save(
    attemptId,
    'education',
    { education: [{ levelAttained: 'Bachelor', institution: 'UC Davis', endDate: '2015-06-30' }] },
    client,
  );
  await save(
    attemptId,
    'work-history',
    { workHistory: [{ company: 'Brightwave', title: 'Engineer', startDate: '2019-01-01' }] },
    client,
  );
  await save(attemptId, 'certification', { certification: [{ name: 'PMP' }] }, client);
  await save(attemptId, 'terms', { termsAndPolicy: 't' }, client);
}

const complete = (attemptId: string, client = 'acme', cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/rest/public/apply/${client}/attempt/complete`,
    headers: { ...XHR, 'x-apply-attempt': attemptId, ...(cookie ? { cookie } : {}) },
    payload: { language: 'en', pageUrl: `https://jobs.${client}.test/apply/` },
  });

async function attemptRow(attemptId: string) {
  const [row] = await db()
    .select()
    .from(applyAttempts)
    .where(eq(applyAttempts.secretHash, attemptSecretHash(attemptId)));
  if (!row) throw new Error('attempt not found');
  return row;
}

const heldBy = async (attemptId: string) =>
  db()
    .select()
    .from(attachments)
    .where(eq(attachments.attemptId, (await attemptRow(attemptId)).id));

const bytesStored = async (key: string) => db().$count(storedFiles, eq(storedFiles.key, key));

describe('keeping a resume with an attempt', () => {
  it('stores the file as the attempt’s resume, parses it and keeps the XML', async () => {
    const attemptId = await start();
    const response = await holdResume(attemptId, emilyResume());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const parsed = response.json<ParsedResume>();
    expect(parsed.contact.name).toBe('Emily Carter');
    expect(parsed.contact.email).toBe('emily@example.com');

    const [held, ...more] = await heldBy(attemptId);
    expect(more).toEqual([]);
    expect(held).toMatchObject({
      tenantId: acme.id,
      candidateId: null,
      attachmentType: 'resume',
      name: 'emily-carter.txt',
      contentType: 'text/plain; charset=utf-8',
    });
    expect(await bytesStored(held?.storageKey ?? '')).toBe(1);
    const attempt = await attemptRow(attemptId);
    expect(attempt.resumeXml).toBe(parsed.xml);
    expect(attempt.resumeXml).toContain('<full>Emily Carter</full>');
  });

  it('needs the XMLHttpRequest marker and the attempt’s secret', async () => {
    const attemptId = await start();
    const body = multipart({}, emilyResume());
    const unmarked = await app.inject({
      method: 'POST',
      url: '/rest/public/apply/acme/attempt/attachment/resume',
      headers: { ...body.headers, 'x-apply-attempt': attemptId },
      payload: body.payload,
    });
    expect(unmarked.statusCode).toBe(403);
    const withoutSecret = await app.inject({
      method: 'POST',
      url: '/rest/public/apply/acme/attempt/attachment/resume',
      headers: { ...XHR, ...body.headers },
      payload: body.payload,
    });
    expect(withoutSecret.statusCode).toBe(400);
    expect(await heldBy(attemptId)).toEqual([]);
  });

  it('refuses a renamed executable (415) and stores nothing', async () => {
    const attemptId = await start();
    const before = await db().$count(storedFiles);
    const response = await holdResume(attemptId, { name: 'cv.pdf', bytes: elf() });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'ATTACHMENT_UNSUPPORTED_FORMAT' });
    expect(await heldBy(attemptId)).toEqual([]);
    expect(await db().$count(storedFiles)).toBe(before);
  });

  it('refuses a file over the tenant’s resume size while it streams (413)', async () => {
    const attemptId = await start('small');
    const response = await holdResume(
      attemptId,
      { name: 'long.txt', bytes: Buffer.alloc(2048, 'a') },
      'small',
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'ATTACHMENT_TOO_LARGE' });
    expect(response.headers.connection).toBe('close');
    expect(await heldBy(attemptId)).toEqual([]);
  });

  it('keeps a file it cannot read as a resume, answering 422 (parsing skipped)', async () => {
    const attemptId = await start();
    await holdResume(attemptId, emilyResume());
    const response = await holdResume(attemptId, { name: 'scan.pdf', bytes: pdf() });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'RESUME_CONTENT_INVALID' });
    const held = await heldBy(attemptId);
    expect(held.map((row) => row.name)).toEqual(['scan.pdf']);
    // The XML was the earlier file's: it goes with it.
    expect((await attemptRow(attemptId)).resumeXml).toBeNull();
  });

  it('replaces the resume the attempt held, deleting the older bytes', async () => {
    const attemptId = await start();
    await holdResume(attemptId, emilyResume());
    const [first] = await heldBy(attemptId);
    const response = await holdResume(attemptId, {
      name: 'ada.txt',
      bytes: resumeText('Ada Lovelace', 'ada@example.com'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const held = await heldBy(attemptId);
    expect(held.map((row) => row.name)).toEqual(['ada.txt']);
    expect(await bytesStored(first?.storageKey ?? '')).toBe(0);
    expect((await attemptRow(attemptId)).resumeXml).toContain('<full>Ada Lovelace</full>');
  });

  it('removes the held resume when the visitor clears the field', async () => {
    const attemptId = await start();
    await holdResume(attemptId, emilyResume());
    const [held] = await heldBy(attemptId);
    const response = await dropResume(attemptId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 1 });
    expect(await heldBy(attemptId)).toEqual([]);
    expect(await bytesStored(held?.storageKey ?? '')).toBe(0);
    expect((await attemptRow(attemptId)).resumeXml).toBeNull();
  });

  it('names the held resume to a visitor who comes back, parsed or not, until it is removed', async () => {
    const attemptId = await start();
    const returning = async () => {
      const response = await app.inject({
        url: '/rest/public/apply/acme/attempt',
        headers: { 'x-apply-attempt': attemptId },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ heldResume: unknown }>().heldResume;
    };
    expect(await returning()).toBeNull();
    await holdResume(attemptId, emilyResume());
    expect(await returning()).toEqual({ name: emilyResume().name, parsed: true });
    await holdResume(attemptId, { name: 'scan.pdf', bytes: pdf() });
    expect(await returning()).toEqual({ name: 'scan.pdf', parsed: false });
    await dropResume(attemptId);
    expect(await returning()).toBeNull();
  });

  it('is out of reach of another attempt, another tenant and every candidate call', async () => {
    const attemptId = await start();
    await holdResume(attemptId, emilyResume());
    const [held] = await heldBy(attemptId);

    const other = await start();
    expect((await dropResume(other)).json()).toEqual({ deleted: 0 });
    const globexAttempt = await start('globex');
    expect((await dropResume(globexAttempt, 'globex')).json()).toEqual({ deleted: 0 });
    // Acme's secret on globex's site names no attempt there.
    expect((await dropResume(attemptId, 'globex')).statusCode).toBe(404);
    expect((await holdResume(attemptId, emilyResume(), 'globex')).statusCode).toBe(404);

    const jane = await signInCookie(app, 'acme', 'jane@example.com');
    const id = String(held?.id);
    for (const url of [
      `/rest/private/attachment/acme/${id}`,
      `/rest/private/attachment/acme/${id}/download`,
    ]) {
      expect((await app.inject({ url, headers: { cookie: jane } })).statusCode, url).toBe(404);
    }
    const removed = await app.inject({
      method: 'DELETE',
      url: `/rest/private/attachment/acme/${id}`,
      headers: { ...XHR, cookie: jane },
    });
    expect(removed.statusCode).toBe(404);
    expect(await heldBy(attemptId)).toHaveLength(1);
  });

  it('answers 404 once the attempt is completed', async () => {
    const attemptId = await start();
    await saveAllForms(attemptId, 'done.early@example.com');
    expect((await complete(attemptId)).statusCode).toBe(200);
    expect((await holdResume(attemptId, emilyResume())).statusCode).toBe(404);
    expect((await dropResume(attemptId)).statusCode).toBe(404);
  });

  it('has the public parse’s per-address limit', async () => {
    const limited = await buildTestApp(database, { RATE_LIMIT_RESUME_PARSES_PER_MINUTE: '1' });
    try {
      const attemptId = await start();
      expect((await holdResume(attemptId, emilyResume(), 'acme', limited)).statusCode).toBe(200);
      const second = await holdResume(attemptId, emilyResume(), 'acme', limited);
      expect(second.statusCode).toBe(429);
      expect(second.json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});

describe('the final submit', () => {
  it('gives a new candidate the held resume (listed with their attachments) and its XML', async () => {
    const attemptId = await start();
    const parsed = (await holdResume(attemptId, emilyResume())).json<ParsedResume>();
    await saveAllForms(attemptId, 'emily.carter@example.com');
    const response = await complete(attemptId);
    expect(response.statusCode, response.body).toBe(200);
    const { candidateId } = response.json<CompletedAttempt>();

    // They activate their account (as the e-mailed link lets them) and sign in.
    await db()
      .update(candidates)
      .set({
        locked: 'f',
        emailConfirmedAt: new Date(),
        passwordHash: await hashPassword(TEST_PASSWORD),
      })
      .where(eq(candidates.id, candidateId));
    const cookie = await signInCookie(app, 'acme', 'emily.carter@example.com');
    const listed = await app.inject({
      url: `/rest/private/attachment/acme/candidate/${candidateId}`,
      headers: { cookie },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<AttachmentList>().attachments).toEqual([
      expect.objectContaining({ candidateId, name: 'emily-carter.txt', attachmentType: 'resume' }),
    ]);
    const [candidate] = await db().select().from(candidates).where(eq(candidates.id, candidateId));
    expect(candidate?.resume).toBe(parsed.xml);
    const attempt = await attemptRow(attemptId);
    expect(attempt.resumeXml).toBeNull();
    expect(await heldBy(attemptId)).toEqual([]);

    // The privacy export holds it as it holds every attachment of theirs.
    const exported = await exportCandidateData(db(), acme, candidateId);
    expect(exported.tables['attachments']).toEqual([
      expect.objectContaining({ name: 'emily-carter.txt', attemptId: null }),
    ]);
    expect(exported.candidate['resume']).toBe(parsed.xml);
  });

  it('gives the signed-in candidate a resume they kept while signed out', async () => {
    const attemptId = await start();
    const parsed = (await holdResume(attemptId, emilyResume())).json<ParsedResume>();
    await saveAllForms(attemptId, 'jane@example.com');
    const jane = await signInCookie(app, 'acme', 'jane@example.com');
    const response = await complete(attemptId, 'acme', jane);
    expect(response.statusCode, response.body).toBe(200);
    const { candidateId } = response.json<CompletedAttempt>();
    const listed = await app.inject({
      url: `/rest/private/attachment/acme/candidate/${candidateId}?attachmentType=All`,
      headers: { cookie: jane },
    });
    expect(listed.json<AttachmentList>().attachments.map((row) => row.name)).toContain(
      'emily-carter.txt',
    );
    const [candidate] = await db().select().from(candidates).where(eq(candidates.id, candidateId));
    expect(candidate?.resume).toBe(parsed.xml);
  });

  it('gives a returning loginless candidate the file, but not over their stored resume', async () => {
    await db()
      .update(candidates)
      .set({ resume: '<resume>theirs</resume>' })
      .where(and(eq(candidates.tenantId, loginless.id), eq(candidates.uname, 'lee@example.com')));
    const attemptId = await start('loginless');
    await holdResume(attemptId, emilyResume(), 'loginless');
    await saveAllForms(attemptId, 'lee@example.com', 'loginless');
    const response = await complete(attemptId, 'loginless');
    expect(response.statusCode, response.body).toBe(200);
    const { candidateId, newCandidate } = response.json<CompletedAttempt>();
    expect(newCandidate).toBe(false);
    const files = await db()
      .select({ name: attachments.name })
      .from(attachments)
      .where(eq(attachments.candidateId, candidateId));
    expect(files).toEqual([{ name: 'emily-carter.txt' }]);
    const [candidate] = await db().select().from(candidates).where(eq(candidates.id, candidateId));
    expect(candidate?.resume).toBe('<resume>theirs</resume>');
  });

  it('leaves no file held by a completed attempt', async () => {
    const completedHolding = await db()
      .select({ id: attachments.id })
      .from(attachments)
      .innerJoin(applyAttempts, eq(applyAttempts.id, attachments.attemptId))
      .where(isNotNull(applyAttempts.completedAt));
    expect(completedHolding).toEqual([]);
  });
});

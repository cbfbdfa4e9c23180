import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { attachmentLimitsOf, DEFAULT_ATTACHMENT_LIMITS } from '@talentgate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, storedFiles, tenants } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import {
  docx,
  docxBomb,
  docxLyingBomb,
  elf,
  multipart,
  pdf,
  png,
  rtf,
  txt,
  windowsExe,
  wordDoc,
  type MultipartFile,
} from '../../test/files.js';
import { startCandidateFlow } from '../../test/new-candidate.js';
import { signInCookie } from '../../test/sign-in.js';
import { runTenantSettingsCommand } from '../tenants/tenant-settings-command.js';

let database: TestDatabase;
let app: FastifyInstance;
let jane: string;
let janeId: number;
let john: string;
let gus: string;
let tiny: string;
let tinyId: number;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  const acme = await createTenant(db, { client: 'acme' });
  const globex = await createTenant(db, { client: 'globex' });
  // A tenant with small limits: 1 KB resumes, two multi-type attachments.
  const small = await createTenant(db, {
    client: 'small',
    settings: { attachments: { maxResumeBytes: 1024, maxAttachmentBytes: 2048, maxFileCount: 2 } },
  });
  janeId = (await createCandidate(db, acme, { uname: 'jane@example.com' })).id;
  await createCandidate(db, acme, { uname: 'john@example.com' });
  await createCandidate(db, globex, { uname: 'gus@example.com' });
  tinyId = (await createCandidate(db, small, { uname: 'tiny@example.com' })).id;
  app = await buildTestApp(database);
  jane = await signInCookie(app, 'acme', 'jane@example.com');
  john = await signInCookie(app, 'acme', 'john@example.com');
  gus = await signInCookie(app, 'globex', 'gus@example.com');
  tiny = await signInCookie(app, 'small', 'tiny@example.com');
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const upload = (
  client: string,
  cookie: string | null,
  fields: Record<string, string>,
  file?: MultipartFile,
) => {
  const body = multipart(fields, file);
  return app.inject({
    method: 'PUT',
    url: `/rest/private/attachment/${client}`,
    headers: { ...XHR, ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
};

const list = (client: string, cookie: string, candidateId: number, filter = '') =>
  app.inject({
    method: 'GET',
    url: `/rest/private/attachment/${client}/candidate/${candidateId}${filter ? `?attachmentType=${filter}` : ''}`,
    headers: { cookie },
  });

const storedFileCount = async () => {
  const [row] = await database.handle.db.select({ total: count() }).from(storedFiles);
  return row?.total ?? 0;
};

describe('upload', () => {
  it('is for signed-in candidates only (401)', async () => {
    const response = await upload(
      'acme',
      null,
      { attachmentType: 'Resume' },
      { name: 'cv.pdf', bytes: pdf() },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('needs the XMLHttpRequest marker', async () => {
    const body = multipart({ attachmentType: 'Resume' }, { name: 'cv.pdf', bytes: pdf() });
    const response = await app.inject({
      method: 'PUT',
      url: '/rest/private/attachment/acme',
      headers: { ...body.headers, cookie: jane },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(403);
  });

  it('stores a resume, lower-casing its type and deciding its content type itself', async () => {
    const response = await upload(
      'acme',
      jane,
      { attachmentType: 'Resume', description: 'My CV' },
      { name: 'Jane%20Doe%20CV.pdf', bytes: pdf(), contentType: 'application/x-msdownload' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      candidateId: janeId,
      name: 'Jane Doe CV.pdf',
      description: 'My CV',
      attachmentType: 'resume',
      type: 'application/pdf',
      size: pdf().length,
      isCanUpload: 't',
    });
    expect(response.json()).not.toHaveProperty('storageKey');
  });

  it.each([
    ['cv.docx', docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['cv.doc', wordDoc(), 'application/msword'],
    ['cv.rtf', rtf(), 'application/rtf'],
    ['cv.txt', txt(), 'text/plain; charset=utf-8'],
    ['CV.PDF', pdf(), 'application/pdf'],
  ])('accepts a resume %s by its content and extension', async (name, bytes, type) => {
    const response = await upload('acme', john, { attachmentType: 'resume' }, { name, bytes });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name, type });
  });

  it.each([
    ['an ELF executable named .pdf', 'cv.pdf', elf()],
    ['a Windows executable named .pdf', 'cv.pdf', windowsExe()],
    ['a PDF named .docx', 'cv.docx', pdf()],
    ['a PNG as a resume', 'me.png', png()],
    ['binary bytes named .txt', 'cv.txt', Buffer.from([0, 1, 2, 3, 0xff, 0xfe])],
    ['an executable with its own extension', 'setup.exe', windowsExe()],
    [
      'a ZIP that is no Word file named .docx',
      'cv.docx',
      Buffer.from('PK\u0005\u0006' + '\0'.repeat(18), 'latin1'),
    ],
  ])('refuses %s whatever the browser claims, storing nothing', async (_label, name, bytes) => {
    const before = await storedFileCount();
    const response = await upload(
      'acme',
      jane,
      { attachmentType: 'Resume' },
      { name, bytes, contentType: 'application/pdf' },
    );
    expect([415, 422]).toContain(response.statusCode);
    expect(['ATTACHMENT_UNSUPPORTED_FORMAT', 'ATTACHMENT_INVALID_CONTENT']).toContain(
      response.json().code,
    );
    expect(await storedFileCount()).toBe(before);
  });

  it('refuses the renamed executable with the unsupported-format error', async () => {
    const response = await upload(
      'acme',
      jane,
      { attachmentType: 'Resume' },
      { name: 'cv.pdf', bytes: elf() },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'ATTACHMENT_UNSUPPORTED_FORMAT',
      message: 'This file format is not supported. Please upload one of the allowed formats.',
    });
  });

  it('refuses a file that only starts like a PDF: four bytes %PDF, or no end-of-file marker', async () => {
    for (const bytes of [
      Buffer.from('%PDF'),
      Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n'),
    ]) {
      const response = await upload(
        'acme',
        jane,
        { attachmentType: 'Resume' },
        { name: 'cv.pdf', bytes },
      );
      expect(response.statusCode, String(bytes)).toBe(415);
      expect(response.json()).toMatchObject({ code: 'ATTACHMENT_UNSUPPORTED_FORMAT' });
    }
    // The resume parse call decides the same way.
    const body = multipart({}, { name: 'cv.pdf', bytes: Buffer.from('%PDF') });
    const parse = await app.inject({
      method: 'POST',
      url: '/rest/public/resume/acme/parse',
      headers: { ...XHR, ...body.headers },
      payload: body.payload,
    });
    expect(parse.json()).toMatchObject({ code: 'RESUME_FORMAT_UNSUPPORTED' });
  });

  it('accepts images as multi-type attachments', async () => {
    const response = await upload(
      'acme',
      jane,
      { attachmentType: 'Document' },
      { name: 'photo.png', bytes: png() },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ attachmentType: 'document', type: 'image/png' });
  });

  it.each([
    ['declares more than it holds', docxLyingBomb()],
    ['inflates past the bound', docxBomb()],
  ])('refuses a docx that %s (zip bomb) as invalid content', async (_label, bytes) => {
    const before = await storedFileCount();
    const response = await upload(
      'acme',
      jane,
      { attachmentType: 'Document' },
      { name: 'cv.docx', bytes },
    );
    // The 60 MB bomb compresses to a few kilobytes: it passes the size limit and stops here.
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'ATTACHMENT_INVALID_CONTENT' });
    expect(await storedFileCount()).toBe(before);
  });

  it('keeps safe names (last 60 characters) and replaces unsafe ones', async () => {
    const long = `${'a'.repeat(80)}-resume.pdf`;
    const kept = await upload(
      'acme',
      john,
      { attachmentType: 'resume' },
      { name: long, bytes: pdf() },
    );
    expect(kept.json().name).toBe(long.slice(-60));
    const unsafe = await upload(
      'acme',
      john,
      { attachmentType: 'resume' },
      { name: '<img src=x>.pdf', bytes: pdf() },
    );
    expect(unsafe.json().name).toBe('resume.pdf');
  });

  it('lets a candidate the flow just created upload with the x-nonce token', async () => {
    const visitor = await startCandidateFlow(app, 'acme', { uname: 'visitor@example.com' });
    const body = multipart({ attachmentType: 'Resume' }, { name: 'cv.pdf', bytes: pdf() });
    const response = await app.inject({
      method: 'PUT',
      url: '/rest/private/attachment/acme',
      headers: { ...XHR, ...body.headers, authorization: visitor.authorization },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().candidateId).toBe(visitor.candidate.candidateId);
  });

  it('needs a file', async () => {
    const response = await upload('acme', jane, { attachmentType: 'Resume' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ATTACHMENT_FILE_REQUIRED' });
  });
});

describe('size limits', () => {
  it('cuts off a resume over the tenant maximum while it streams and stores nothing', async () => {
    const before = await storedFileCount();
    const bytes = Buffer.concat([pdf(), Buffer.alloc(1500, 0x20)]);
    const response = await upload(
      'small',
      tiny,
      { attachmentType: 'Resume' },
      { name: 'cv.pdf', bytes },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'ATTACHMENT_TOO_LARGE',
      message: 'This file is larger than the maximum size allowed.',
    });
    expect(await storedFileCount()).toBe(before);
    expect((await list('small', tiny, tinyId)).json().attachments).toEqual([]);
  });

  it('refuses a body declared larger than the limit before reading it', async () => {
    const body = multipart({ attachmentType: 'Resume' }, { name: 'cv.pdf', bytes: pdf() });
    const response = await app.inject({
      method: 'PUT',
      url: '/rest/private/attachment/small',
      headers: {
        ...XHR,
        ...body.headers,
        cookie: tiny,
        'content-length': String(10 * 1024 * 1024),
      },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
  });

  it('applies the default 5 MB resume maximum', async () => {
    const bytes = Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const response = await upload(
      'acme',
      jane,
      { attachmentType: 'Resume' },
      { name: 'big.pdf', bytes },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'ATTACHMENT_TOO_LARGE' });
  });
});

describe('maxFileCount', () => {
  it('stores no more than the maximum when 20 uploads arrive at once (issue 19 item 8)', async () => {
    const db = database.handle.db;
    const acme = await app.tenants.require('acme');
    await createCandidate(db, acme, { uname: 'burst.upload@example.com' });
    const cookie = await signInCookie(app, 'acme', 'burst.upload@example.com');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        upload(
          'acme',
          cookie,
          { attachmentType: 'Document' },
          { name: `d${index}.txt`, bytes: txt() },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const { maxFileCount } = DEFAULT_ATTACHMENT_LIMITS;
    expect(statuses.filter((status) => status === 201)).toHaveLength(maxFileCount);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20 - maxFileCount);
    // Which uploads win the race varies: read the candidate from one that was stored.
    const stored = answers.find((answer) => answer.statusCode === 201);
    const listed = await app.inject({
      url: `/rest/private/attachment/acme/candidate/${stored?.json<{ candidateId: number }>().candidateId ?? 0}`,
      headers: { cookie },
    });
    expect(listed.json<{ attachments: unknown[] }>().attachments).toHaveLength(maxFileCount);
    // The bytes of the refused ones were not kept either.
    const [files] = await db.select({ total: count() }).from(storedFiles);
    const [rows] = await db.select({ total: count() }).from(attachments);
    expect(files?.total).toBe(rows?.total);
  });

  it('refuses a multi-type attachment over the maximum with the spec message, and allows one after a removal', async () => {
    const first = await upload(
      'small',
      tiny,
      { attachmentType: 'Document' },
      { name: 'a.txt', bytes: txt() },
    );
    expect(first.json().isCanUpload).toBe('t');
    const second = await upload(
      'small',
      tiny,
      { attachmentType: 'Certificate' },
      { name: 'b.png', bytes: png() },
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().isCanUpload).toBe('f');
    const third = await upload(
      'small',
      tiny,
      { attachmentType: 'Document' },
      { name: 'c.txt', bytes: txt() },
    );
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: 'ATTACHMENT_LIMIT_REACHED',
      message: 'You can only upload 2 attachments',
    });
    // A resume is not a multi-type attachment and does not count.
    const resume = await upload(
      'small',
      tiny,
      { attachmentType: 'Resume' },
      { name: 'cv.txt', bytes: txt() },
    );
    expect(resume.statusCode).toBe(201);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/rest/private/attachment/small/${first.json().attachmentId}`,
      headers: { ...XHR, cookie: tiny },
    });
    expect(removed.statusCode).toBe(200);
    const again = await upload(
      'small',
      tiny,
      { attachmentType: 'Document' },
      { name: 'c.txt', bytes: txt() },
    );
    expect(again.statusCode).toBe(201);
    const listed = (await list('small', tiny, tinyId)).json();
    expect(listed).toMatchObject({
      maxFileCount: 2,
      maxResumeBytes: 1024,
      maxAttachmentBytes: 2048,
    });
    expect(listed.attachments).toHaveLength(3);
  });
});

describe('list, get, download and delete', () => {
  let attachmentId: number;
  beforeAll(async () => {
    const response = await upload(
      'acme',
      jane,
      { attachmentType: 'Document', description: 'Certificate' },
      { name: "Café d'été (final).pdf", bytes: pdf() },
    );
    attachmentId = response.json().attachmentId;
  });

  it('lists the candidate\u2019s attachments, Document leaving out resumes', async () => {
    const all = (await list('acme', jane, janeId)).json().attachments;
    expect(all.map((item: { attachmentType: string }) => item.attachmentType)).toContain('resume');
    const documents = (await list('acme', jane, janeId, 'Document')).json().attachments;
    expect(documents.length).toBeGreaterThan(0);
    expect(
      documents.every((item: { attachmentType: string }) => item.attachmentType !== 'resume'),
    ).toBe(true);
  });

  it('downloads the bytes with a safe disposition, content type and nosniff', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/rest/private/attachment/acme/${attachmentId}/download`,
      headers: { cookie: jane },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf())).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Caf_ d'_t_ (final).pdf"; filename*=UTF-8''Caf%C3%A9%20d%27%C3%A9t%C3%A9%20%28final%29.pdf`,
    );
  });

  it('hides another candidate\u2019s and another tenant\u2019s attachments (404)', async () => {
    for (const [client, cookie] of [
      ['acme', john],
      ['globex', gus],
    ] as const) {
      for (const [method, suffix] of [
        ['GET', ''],
        ['GET', '/download'],
        ['DELETE', ''],
      ] as const) {
        const response = await app.inject({
          method,
          url: `/rest/private/attachment/${client}/${attachmentId}${suffix}`,
          headers: { ...XHR, cookie },
        });
        expect(response.statusCode, `${client} ${method} ${suffix}`).toBe(404);
      }
    }
    // Jane's session does not open another tenant's calls.
    const crossTenant = await app.inject({
      method: 'GET',
      url: `/rest/private/attachment/globex/${attachmentId}`,
      headers: { cookie: jane },
    });
    expect(crossTenant.statusCode).toBe(401);
    expect((await list('acme', john, janeId)).statusCode).toBe(404);
  });

  it('answers 401 to unsigned calls', async () => {
    for (const url of [
      `/rest/private/attachment/acme/${attachmentId}`,
      `/rest/private/attachment/acme/${attachmentId}/download`,
      `/rest/private/attachment/acme/candidate/${janeId}`,
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const removed = await app.inject({
      method: 'DELETE',
      url: `/rest/private/attachment/acme/${attachmentId}`,
      headers: XHR,
    });
    expect(removed.statusCode).toBe(401);
  });

  it('deletes the attachment and its bytes', async () => {
    const before = await storedFileCount();
    const removed = await app.inject({
      method: 'DELETE',
      url: `/rest/private/attachment/acme/${attachmentId}`,
      headers: { ...XHR, cookie: jane },
    });
    expect(removed.json()).toEqual({ status: 'Success' });
    expect(await storedFileCount()).toBe(before - 1);
    const gone = await app.inject({
      method: 'GET',
      url: `/rest/private/attachment/acme/${attachmentId}/download`,
      headers: { cookie: jane },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'ATTACHMENT_NOT_FOUND' });
  });

  it('deletes all of the candidate\u2019s attachments', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: `/rest/private/attachment/acme/candidate/${janeId}`,
      headers: { ...XHR, cookie: jane },
    });
    expect(response.json().deleted).toBeGreaterThan(0);
    expect((await list('acme', jane, janeId)).json().attachments).toEqual([]);
  });
});

describe('the tenant-settings attachments command', () => {
  const runCommand = (args: string[]) =>
    runTenantSettingsCommand(args, { db: database.handle.db, workingDir: '/' });

  it('sets the limits a tenant\u2019s uploads are held to, keeping the others', async () => {
    const output = await runCommand([
      'attachments',
      'globex',
      'maxFileCount=3',
      'maxResumeBytes=2048',
    ]);
    expect(output).toContain('"maxFileCount":3');
    const [row] = await database.handle.db
      .select({ settings: tenants.settings })
      .from(tenants)
      .where(eq(tenants.client, 'globex'));
    expect(attachmentLimitsOf(row?.settings ?? {})).toEqual({
      maxResumeBytes: 2048,
      maxAttachmentBytes: DEFAULT_ATTACHMENT_LIMITS.maxAttachmentBytes,
      maxFileCount: 3,
    });
  });

  it('refuses unknown limits and values that are not positive integers', async () => {
    await expect(runCommand(['attachments', 'globex', 'maxFiles=3'])).rejects.toThrow(/maxFiles=3/);
    await expect(runCommand(['attachments', 'globex', 'maxFileCount=0'])).rejects.toThrow();
  });
});

/**
 * Message branding through the staff API (issue 27, decision 0052): the contrast check
 * refuses a failing palette naming the pair and saves a passing one; the logo is judged by its
 * bytes and size and served from our origin; every e-mail leaves with the branding's HTML
 * wrapper and the footer in both parts; the career site's facts carry the active branding.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageBranding, SiteConfig } from '@talentgate/domain';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { elf, multipart, pdf, png } from '../../test/files.js';
import { deliveredTo, startSmtpServer } from '../../test/smtp.js';
import { createStaff, signInStaff } from '../../test/staff.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const PASSING = {
  primaryColor: '#0B7285',
  accentColor: '#5F3DC4',
  footerText: 'Acme Inc., 1 Main St',
};
let database: TestDatabase;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: string;
let recruiter: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  app = await buildTestApp(database, {
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://careers.example.test',
  });
  const acme = await createTenant(app.db, { client: 'acme', name: 'Acme Careers' });
  await createTenant(app.db, { client: 'globex' });
  admin = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'admin'));
  recruiter = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'recruiter'));
  await createCandidate(app.db, acme, { uname: 'jane@example.com', firstName: 'Jane' });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  await smtp.close();
});

const call = (method: InjectOptions['method'], path: string, payload?: unknown, cookie = admin) =>
  app.inject({
    method,
    url: `/rest/staff/acme/messagebranding${path}`,
    headers: { ...XHR, cookie },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

const upload = (name: string, bytes: Buffer) => {
  const body = multipart({}, { name, bytes, contentType: 'image/png' });
  return app.inject({
    method: 'PUT',
    url: '/rest/staff/acme/messagebranding/logo',
    headers: { ...XHR, ...body.headers, cookie: admin },
    payload: body.payload,
  });
};

const site = async () =>
  (await app.inject({ method: 'GET', url: '/rest/public/site/acme' })).json<SiteConfig>();

describe('message branding', () => {
  it('shows the defaults, inactive, before anything is saved', async () => {
    const response = await call('GET', '');
    expect(response.statusCode).toBe(200);
    expect(response.json<MessageBranding>()).toMatchObject({
      active: false,
      logoUrl: null,
      updatedAt: null,
    });
    expect((await site()).branding).toBeNull();
  });

  it('refuses a palette whose text would fall under 4.5:1, naming the pair', async () => {
    const response = await call('POST', '', { ...PASSING, primaryColor: '#FFD43B' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; message: string; field: string }>();
    expect(body.code).toBe('BRANDING_CONTRAST_TOO_LOW');
    expect(body.field).toBe('primaryColor');
    expect(body.message).toContain('white text on the primary colour (#FFFFFF on #FFD43B) is 1.');
    expect(body.message).toContain('at least 4.5:1');
    // The accent fails on the page and on the footer: both named.
    const accent = await call('POST', '', { ...PASSING, accentColor: '#74C0FC' });
    expect(accent.json<{ message: string; field: string }>()).toMatchObject({
      field: 'accentColor',
      message: expect.stringMatching(
        /link text on white .*; the accent colour as link text on the e-mail footer/,
      ),
    });
    expect((await call('GET', '')).json<MessageBranding>().updatedAt).toBeNull();
  });

  it('saves a passing palette, applies it, and the career site draws with it', async () => {
    const response = await call('POST', '', { ...PASSING, primaryColor: '#0b7285' });
    expect(response.statusCode).toBe(200);
    expect(response.json<MessageBranding>()).toMatchObject({
      primaryColor: '#0B7285',
      accentColor: '#5F3DC4',
      footerText: 'Acme Inc., 1 Main St',
      active: true,
    });
    expect((await site()).branding).toEqual({
      primaryColor: '#0B7285',
      accentColor: '#5F3DC4',
      logoUrl: null,
    });
  });

  it('takes a PNG logo by its bytes and serves it from our origin', async () => {
    const response = await upload('logo.png', png());
    expect(response.statusCode).toBe(200);
    const { logoUrl } = response.json<MessageBranding>();
    expect(logoUrl).toMatch(/^\/rest\/public\/messagebranding\/acme\/logo\/[0-9a-f]{16}$/);
    const image = await app.inject({ method: 'GET', url: logoUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(png())).toBe(true);
    expect((await site()).branding?.logoUrl).toBe(logoUrl);
    // Another tenant's path does not reach it.
    const foreign = await app.inject({
      method: 'GET',
      url: (logoUrl ?? '').replace('/acme/', '/globex/'),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a logo that is not a PNG or JPEG whatever its name, and one too large', async () => {
    for (const bytes of [pdf(), elf(), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]) {
      const response = await upload('logo.png', bytes);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('BRANDING_LOGO_UNSUPPORTED_FORMAT');
    }
    const large = Buffer.concat([png(), Buffer.alloc(300 * 1024)]);
    const tooLarge = await upload('logo.png', large);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ code: string }>().code).toBe('BRANDING_LOGO_TOO_LARGE');
  });

  it('sends every e-mail with the branded HTML part and the footer in the plain text', async () => {
    const { logoUrl } = (await call('GET', '')).json<MessageBranding>();
    const forgot = await app.inject({
      method: 'POST',
      url: '/rest/public/candidate/acme/password/',
      headers: XHR,
      payload: { uname: 'jane@example.com', communicationTemplate: 'Password Reset' },
    });
    expect(forgot.statusCode).toBe(200);
    const email = await deliveredTo(app, smtp.received, 'jane@example.com');
    expect(email.text.replace(/\r\n/g, '\n').trimEnd()).toMatch(/\n-- \nAcme Inc\., 1 Main St$/);
    expect(email.html).toContain(`<img src="https://careers.example.test${logoUrl ?? ''}"`);
    expect(email.html).toContain('alt="Acme Careers"');
    expect(email.html).toContain('background-color:#0B7285;color:#FFFFFF');
    expect(email.html).toContain('border-top:4px solid #5F3DC4');
    expect(email.html).toContain('Acme Inc., 1 Main St');
    expect(email.html).toMatch(
      /<a href="https:\/\/careers\.example\.test\/profile\/reset-password\/\?token=[^"]+" style="color:#5F3DC4;/,
    );
  });

  it('previews a draft, failing or not, without saving it', async () => {
    const response = await call('POST', '/preview', { ...PASSING, primaryColor: '#FFD43B' });
    expect(response.statusCode).toBe(200);
    const preview = response.json<{ html: string; text: string; subject: string }>();
    expect(preview.html).toContain('background-color:#FFD43B');
    expect(preview.text).toContain('Acme Inc., 1 Main St');
    expect((await call('GET', '')).json<MessageBranding>().primaryColor).toBe('#0B7285');
  });

  it('stops applying a deactivated branding, and keeps it', async () => {
    const off = await call('POST', '/deactivate');
    expect(off.json<MessageBranding>()).toMatchObject({ active: false, primaryColor: '#0B7285' });
    expect((await site()).branding).toBeNull();
    await app.inject({
      method: 'POST',
      url: '/rest/public/candidate/acme/password/',
      headers: XHR,
      payload: { uname: 'jane@example.com', communicationTemplate: 'Password Reset' },
    });
    const plain = await deliveredTo(app, smtp.received, 'jane@example.com');
    expect(plain.text).not.toContain('Acme Inc., 1 Main St');
    expect(plain.html).not.toContain('#0B7285');
    const on = await call('POST', '/activate');
    expect(on.json<MessageBranding>().active).toBe(true);
    expect((await site()).branding?.primaryColor).toBe('#0B7285');
  });

  it('is for admins: a recruiter is refused, another tenant\u2019s staff are not signed in here', async () => {
    expect((await call('GET', '', undefined, recruiter)).statusCode).toBe(403);
    expect((await call('POST', '', PASSING, recruiter)).statusCode).toBe(403);
    expect((await call('GET', '', undefined, '')).statusCode).toBe(401);
  });
});

/**
 * Communication templates per tenant and language (issue 20): the built-in ones as defaults,
 * a tenant's override used by the e-mails the system sends (here: forgot password), preview
 * with sample values, variables checked, reset to the default, and who may do what.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, TemplateDetail, TemplateList, TemplatePreview } from '@talentgate/domain';
import { outboxEmails } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { signInCookie } from '../../test/sign-in.js';
import { createStaff, signInStaff } from '../../test/staff.js';
import type { Tenant } from '../tenants/find-tenant.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let admin: string;
let recruiter: string;
let foreign: string;
let candidateCookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  acme = await createTenant(app.db, { client: 'acme', languages: ['en', 'es'] });
  const globex = await createTenant(app.db, { client: 'globex' });
  admin = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'admin'));
  recruiter = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'recruiter'));
  foreign = await signInStaff(app, 'globex', await createStaff(app.db, globex, 'admin'));
  await createCandidate(app.db, acme, { uname: 'reset-me@example.com', firstName: 'Rae' });
  await createCandidate(app.db, globex, { uname: 'other@example.com', firstName: 'Oto' });
  candidateCookie = await signInCookie(app, 'acme', 'reset-me@example.com');
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

function call(
  cookie: string,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  client = 'acme',
) {
  return app.inject({
    method,
    url: `/rest/staff/${client}/communicationtemplate${url}`,
    headers: { ...XHR, cookie },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

const reset = encodeURIComponent('Password Reset');

async function forgot(uname: string, client: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/rest/public/candidate/${client}/password/`,
    headers: XHR,
    payload: { uname, communicationTemplate: 'Password Reset' },
  });
  expect(response.statusCode).toBeLessThan(300);
  const [email] = await app.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.recipient, uname), eq(outboxEmails.template, 'Password Reset')))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return email;
}

describe('communication templates', () => {
  it('lists the built-in templates with their variables, none overridden', async () => {
    const response = await call(recruiter, 'GET', '');
    expect(response.statusCode).toBe(200);
    const list = response.json<TemplateList>();
    const entry = list.find((item) => item.name === 'Password Reset');
    expect(entry).toEqual({
      name: 'Password Reset',
      languages: [
        { language: 'en', overridden: false },
        { language: 'es', overridden: false },
      ],
      variables: ['link', 'name', 'site'],
    });
  });

  it('overrides a template: the forgot-password e-mail uses it, other tenants keep the default', async () => {
    const saved = await call(admin, 'POST', `/${reset}/en`, {
      subject: 'Acme password help for {{name}}',
      text: 'Hi {{name}}, follow {{link}} — {{site}}',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TemplateDetail>()).toMatchObject({
      overridden: true,
      subject: 'Acme password help for {{name}}',
      required: ['link'],
      default: { subject: 'Reset your {{site}} password' },
    });
    const email = await forgot('reset-me@example.com', 'acme');
    expect(email?.subject).toBe('Acme password help for Rae');
    expect(email?.textBody).toMatch(/^Hi Rae, follow http\S+ — /);
    const theirs = await forgot('other@example.com', 'globex');
    expect(theirs?.subject).toMatch(/^Reset your .* password$/);
    // Spanish is not overridden: its default stays.
    const spanish = (await call(recruiter, 'GET', `/${reset}/es`)).json<TemplateDetail>();
    expect(spanish).toMatchObject({ overridden: false });
    expect(spanish.subject).toContain('Restablece');
    const audit = (
      await app.inject({ method: 'GET', url: '/rest/staff/acme/audit', headers: { cookie: admin } })
    ).json<AuditPage>();
    expect(audit.items.map((item) => item.action)).toContain('template.update');
  });

  it('previews a draft with sample values', async () => {
    const response = await call(
      recruiter,
      'POST',
      `/${encodeURIComponent('Interview Invitation')}/en/preview`,
      {
        subject: 'Meet us about {{jobTitle}}',
      },
    );
    expect(response.statusCode).toBe(200);
    const preview = response.json<TemplatePreview>();
    expect(preview.subject).toBe('Meet us about Software Engineer');
    expect(preview.text).toContain('Hello Alex');
    expect(preview.text).not.toContain('{{');
  });

  it('refuses unknown variables, a reset e-mail without its link, unknown names and languages', async () => {
    const unknown = await call(admin, 'POST', `/${reset}/en`, {
      subject: 'x',
      text: '{{link}} {{password}}',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'TEMPLATE_VARIABLE_UNKNOWN', field: 'text' });
    const linkless = await call(admin, 'POST', `/${reset}/en`, {
      subject: 'x',
      text: 'Hello {{name}}',
    });
    expect(linkless.statusCode).toBe(400);
    expect(linkless.json()).toMatchObject({ code: 'TEMPLATE_VARIABLE_MISSING' });
    expect((await call(admin, 'GET', '/Nothing/en')).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/${reset}/fr`)).statusCode).toBe(404);
  });

  it('goes back to the default', async () => {
    expect((await call(admin, 'DELETE', `/${reset}/en`)).statusCode).toBe(200);
    const detail = (await call(recruiter, 'GET', `/${reset}/en`)).json<TemplateDetail>();
    expect(detail).toMatchObject({ overridden: false, subject: 'Reset your {{site}} password' });
    expect((await forgot('reset-me@example.com', 'acme'))?.subject).toMatch(/^Reset your /);
  });

  it('lets only template writers change templates, and only their tenant’s (401, 403)', async () => {
    const body = { subject: 's {{name}}', text: 't {{link}}' };
    expect((await call(recruiter, 'POST', `/${reset}/en`, body)).statusCode).toBe(403);
    for (const cookie of ['', candidateCookie, foreign]) {
      expect((await call(cookie, 'POST', `/${reset}/en`, body)).statusCode).toBe(401);
      expect((await call(cookie, 'GET', '')).statusCode).toBe(401);
    }
    // Another tenant's admin changes only their own tenant's template.
    expect((await call(foreign, 'POST', `/${reset}/en`, body, 'globex')).statusCode).toBe(200);
    expect((await forgot('reset-me@example.com', 'acme'))?.subject).toMatch(/^Reset your /);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_EMAIL_SENT } from '@talentgate/domain';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCandidate, createTenant } from '../../test/factories.js';
import { startSmtpServer } from '../../test/smtp.js';

let database: TestDatabase;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  const db = database.handle.db;
  const acme = await createTenant(db, { client: 'acme', name: 'Acme Careers' });
  const globex = await createTenant(db, { client: 'globex', name: 'Globex Jobs' });
  await createCandidate(db, acme, { uname: 'pending@example.com', locked: 't', firstName: 'Pat' });
  await createCandidate(db, acme, { uname: 'active@example.com' });
  await createCandidate(db, acme, {
    uname: 'closed@example.com',
    locked: 't',
    deactivatedAt: new Date(),
  });
  await createCandidate(db, globex, { uname: 'elsewhere@example.com', locked: 't' });
  app = await buildTestApp(database, {
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://careers.example.test',
  });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  await smtp.close();
});

const resend = (uname: string, client = 'acme') =>
  app.inject({
    method: 'POST',
    url: `/rest/public/candidate/${client}/activation/`,
    headers: XHR,
    payload: { uname },
  });

/** The e-mails delivered since the last call; `atLeast` waits for a worker tick still sending. */
const sent = async (atLeast = 0) => {
  await app.mailWorker?.sendDue();
  await expect.poll(() => smtp.received.length).toBeGreaterThanOrEqual(atLeast);
  return smtp.received
    .splice(0)
    .map((email) => ({ to: email.to, subject: email.subject, text: email.text }));
};

describe('resend the activation e-mail (issue 21)', () => {
  it('answers every well-formed address the same, and sends a new activation link only to a not-activated account of the tenant', async () => {
    const addresses = [
      'Pending@Example.com',
      'active@example.com',
      'closed@example.com',
      'nobody@example.com',
      // Another tenant's account is no account here.
      'elsewhere@example.com',
    ];
    for (const uname of addresses) {
      const response = await resend(uname);
      expect(response.statusCode, uname).toBe(200);
      expect(response.json()).toBe(ACTIVATION_EMAIL_SENT);
    }
    const emails = await sent(3);
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      ['pending@example.com', expect.stringContaining('Acme Careers')],
      ['nobody@example.com', 'Your Acme Careers password reset request'],
      ['elsewhere@example.com', 'Your Acme Careers password reset request'],
    ]);
    const [activation] = emails;
    // The link sets the first password (and so activates) on the tenant's site.
    expect(activation?.text).toMatch(
      /https:\/\/careers\.example\.test\/profile\/reset-password\/\?token=\S+/,
    );
    expect(emails.filter((email) => email.text.includes('reset-password'))).toHaveLength(1);
  });

  it('sends at most three activation e-mails an hour to one account, answering the same', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await resend('pending@example.com')).json()).toBe(ACTIVATION_EMAIL_SENT);
    }
    // One was sent by the test before: two more, then nothing.
    expect((await sent()).filter((email) => email.to === 'pending@example.com')).toHaveLength(2);
  });

  it('rejects a malformed address with the spec\u2019s message, and an unknown tenant', async () => {
    const malformed = await resend('not-an-email');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'uname',
      message: 'Invalid email address.',
    });
    expect((await resend('pending@example.com', 'nosuchtenant')).statusCode).toBe(404);
  });
});

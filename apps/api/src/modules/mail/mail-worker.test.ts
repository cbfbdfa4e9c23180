/**
 * The outbox worker decides what is due on the database's clock, the one that wrote the due
 * time, so an e-mail written just before a round goes in that round whatever the process's
 * clock says. PGlite runs in this process and reads its clock, so the difference shows on
 * PostgreSQL (CI's second stage), where an e-mail written less than a millisecond before a
 * round used to wait for the next one and arrive in another test's mailbox.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTenant } from '../../test/factories.js';
import { startSmtpServer } from '../../test/smtp.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { enqueueEmail } from './enqueue-email.js';
import { NO_ACCOUNT_TEMPLATE } from './templates.js';

let database: TestDatabase;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let acme: Tenant;

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  acme = await createTenant(database.handle.db, { client: 'acme', name: 'Acme Careers' });
  app = await buildTestApp(database, { SMTP_URL: smtp.url });
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  await smtp.close();
});

const write = (recipient: string) =>
  enqueueEmail(database.handle.db, {
    tenant: acme,
    template: NO_ACCOUNT_TEMPLATE,
    language: 'en',
    recipient,
    values: { link: 'https://careers.example.test/' },
  });

describe('the outbox worker', () => {
  it('sends an e-mail written before the round even when the process’s clock is behind the database’s', async () => {
    // The process's clock a minute behind: on it, the e-mail would not be due for a minute.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 60_000);
    await write('behind@example.com');
    expect(await app.mailWorker?.sendDue()).toBe(1);
    expect(smtp.received.map((email) => email.to)).toContain('behind@example.com');
  });

  it('sends each e-mail once', async () => {
    await write('once@example.com');
    expect(await app.mailWorker?.sendDue()).toBe(1);
    expect(await app.mailWorker?.sendDue()).toBe(0);
    expect(smtp.received.filter((email) => email.to === 'once@example.com')).toHaveLength(1);
  });
});

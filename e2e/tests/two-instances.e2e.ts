/**
 * Two instances of the site on one PostgreSQL database, behind nginx (round robin), sharing
 * their rate limits through Redis: an attempt, its continue link and a sign-in move between
 * instances; a visitor applies in the browser through the load balancer; and under a short
 * load of complete applications every acknowledged application is stored exactly once.
 * Needs the PostgreSQL server and Redis of this machine kind (TEST_DATABASE_URL,
 * TEST_REDIS_URL); without them the file is skipped with a warning.
 */
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import type { CompletedAttempt, JobSummary, StartedApplyAttempt } from '@talentgate/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JANE } from '../support/accounts.js';
import { field, jobWithStream, newVisitorEmail, openForm, pickOption } from '../support/apply.js';
import { expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { freePort, startLoadBalancer, type LoadBalancer } from '../support/nginx.mjs';
import { OWN_SITE_ENV, startSite, type RunningSite } from '../support/server.js';

const POSTGRES_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(2000, () => socket.destroy());
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
  });
}

const servicesAnswer = (await postgresAnswers()) && (await redisAnswers());
if (!servicesAnswer) {
  console.warn(
    `two-instance tests skipped: no PostgreSQL at ${POSTGRES_URL} or Redis at ${REDIS_URL}`,
  );
}

const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

async function call<T>(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: T; headers: Headers }> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: body === undefined ? headers : { ...XHR, ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: (text ? JSON.parse(text) : null) as T,
    headers: response.headers,
  };
}

describe.runIf(servicesAnswer)('two instances behind a load balancer', () => {
  useBrowser();
  const database = `talentgate_e2e_${randomBytes(5).toString('hex')}`;
  let first: RunningSite;
  let second: RunningSite;
  let balancer: LoadBalancer;
  let job: JobSummary;
  /** The full apply's form ids by key. */
  const forms: Record<string, number> = {};

  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin((client) => client.query(`create database ${database}`));
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${database}`;
    const port = await freePort();
    const env = {
      ...OWN_SITE_ENV,
      DATABASE_URL: url.toString(),
      REDIS_URL,
      TRUST_PROXY: 'true',
      // The load below comes from one address; the shared limit itself is an API test's.
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      // E-mailed links name the load balancer, whichever instance writes them.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    };
    // One after the other: the first seeds the demo tenant, the second finds it seeded.
    first = await startSite(env);
    second = await startSite(env);
    balancer = await startLoadBalancer([first.baseUrl, second.baseUrl], port);
    job = await jobWithStream('full-apply', balancer.baseUrl);
    const requisition = await call<{ applyStreamId: number }>(
      balancer.baseUrl,
      'GET',
      `/rest/public/requisition/demo/id/${job.requisitionId}`,
    );
    const stream = await call<{ metaData: { key: string; applyFormId: number }[] }>(
      balancer.baseUrl,
      'GET',
      `/rest/public/applystream/demo/metadata/${requisition.json.applyStreamId}`,
    );
    for (const form of stream.json.metaData) forms[form.key] = form.applyFormId;
  }, 180_000);

  afterAll(async () => {
    await balancer?.stop();
    await first?.stop();
    await second?.stop();
    await admin((client) => client.query(`drop database if exists ${database} with (force)`));
  });

  /** Rows of the sites' own database. */
  const stored = async (sql: string, values: unknown[]): Promise<Record<string, unknown>[]> => {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${database}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return (await client.query<Record<string, unknown>>(sql, values)).rows;
    } finally {
      await client.end();
    }
  };

  const person = (uname: string) => ({
    firstName: 'Two',
    lastName: 'Instances',
    uname,
    phone1: '5125550100',
    zip: '78701',
    city: 'Austin',
    state: 'TX',
    country: 'United States',
  });
  const laterForms = [
    [
      'education',
      { education: [{ levelAttained: "Bachelor's Degree", institution: 'Rice University' }] },
    ],
    [
      'work-history',
      { workHistory: [{ company: 'Northwind', title: 'Engineer', startDate: '2013-01-01' }] },
    ],
    ['certification', { certification: [{ name: 'PMP' }] }],
  ] as const;

  it('moves an attempt, its continue link and a sign-in from one instance to the other', async () => {
    const a = first.baseUrl;
    const b = second.baseUrl;
    const email = newVisitorEmail();
    const started = await call<StartedApplyAttempt>(a, 'PUT', '/rest/public/apply/demo/attempt', {
      requisitionId: job.requisitionId,
      firstForm: { applyFormId: forms['candidate'], data: person(email) },
    });
    expect(started.status).toBe(201);
    const attempt = { 'x-apply-attempt': started.json.attemptId };
    // Saved on the other instance, whose copy of the attempt is none.
    const saved = await call(
      b,
      'POST',
      `/rest/public/apply/demo/attempt/form/${forms['education']}`,
      { data: laterForms[0][1] },
      attempt,
    );
    expect(saved.status).toBe(200);
    // The first instance's copy is stale now: its next save must still build on the second's.
    const again = await call<{ completedFormIds: number[] }>(
      a,
      'POST',
      `/rest/public/apply/demo/attempt/form/${forms['work-history']}`,
      { data: laterForms[1][1] },
      attempt,
    );
    expect(again.status).toBe(200);
    expect(again.json.completedFormIds).toEqual([
      forms['candidate'],
      forms['education'],
      forms['work-history'],
    ]);

    // A continue link asked for on one instance opens the attempt on the other.
    const asked = await call(
      b,
      'POST',
      '/rest/public/apply/demo/attempt/continue-link',
      { email, language: 'en', path: `/apply/${job.requisitionId}/3/` },
      attempt,
    );
    expect(asked.status).toBe(202);
    const mailbox = await (await fetch(`${a}/dev/mailbox`)).text();
    const link = mailbox
      .split('<article>')
      .filter((article) => article.includes(`To ${email}`))
      .map((article) => /https?:\/\/[^\s<"]+\?token=[^\s<"&]+/.exec(article)?.[0])
      .find((found) => found !== undefined);
    expect(link).toBeDefined();
    const token = new URL(link ?? '').searchParams.get('token');
    const continued = await call<{ attemptId: string; completedFormIds: number[] }>(
      a,
      'POST',
      '/rest/public/apply/demo/attempt/continue',
      { token },
    );
    expect(continued.status).toBe(200);
    expect(continued.json.completedFormIds).toHaveLength(3);

    // A session made on one instance is known to the other.
    const basic = Buffer.from(`${JANE.email}:${JANE.password}`).toString('base64');
    const login = await call(
      a,
      'POST',
      '/rest/login',
      { username: JANE.email, password: JANE.password },
      { authorization: `Basic ${basic}`, 'x-client': 'demo' },
    );
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const current = await call<{ firstName: string }>(
      b,
      'GET',
      '/rest/private/candidate/demo/current',
      undefined,
      { cookie },
    );
    expect(current.status).toBe(200);
    expect(current.json.firstName).toBe(JANE.firstName);
  });

  it('takes a visitor through the full apply in the browser, through the load balancer', async () => {
    const page = await openPage(`${balancer.baseUrl}/apply/?link=${job.requisitionId}`);
    page.setDefaultTimeout(15_000);
    const email = newVisitorEmail();
    await openForm(page, 'About you');
    await field(page, 'First Name').fill('Robin');
    await field(page, 'Last Name').fill('Balanced');
    await field(page, 'User Name / Email').fill(email);
    await field(page, 'Phone').fill('5125550123');
    await field(page, 'Zip Code').fill('78701');
    await field(page, 'Zip Code').press('Tab');
    await expect.poll(() => field(page, 'City').inputValue(), { timeout: 10_000 }).toBe('Austin');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await openForm(page, 'Education');
    await page.getByRole('button', { name: 'Add Education' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Education' });
    await pickOption(page, 'Level attained', "Bachelor's Degree");
    await field(dialog, 'Institution').fill('Riverside College');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await openForm(page, 'Work history');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await openForm(page, 'Certifications');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await openForm(page, 'Terms and conditions');
    await page.getByRole('checkbox', { name: 'Terms and Policy' }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page
      .getByRole('region', { name: 'Ready to submit?' })
      .getByRole('button', { name: 'Submit application' })
      .click();
    await page.getByRole('heading', { name: 'Application complete, thank you!' }).waitFor();
    await expectAccessible(page);

    const rows = await stored(
      `select a.id from applications a join candidates c on c.id = a.candidate_id
       where c.uname = $1 and a.requisition_id = $2`,
      [email, job.requisitionId],
    );
    expect(rows).toHaveLength(1);
  }, 120_000);

  it('stores every acknowledged application exactly once under a load of complete applications', async () => {
    const run = randomBytes(4).toString('hex');
    const acknowledged: { uname: string; applicationId: number }[] = [];
    const applicant = async (worker: number) => {
      for (let round = 0; round < 6; round += 1) {
        const uname = `load.${run}.${worker}.${round}@example.com`;
        const started = await call<StartedApplyAttempt>(
          balancer.baseUrl,
          'PUT',
          '/rest/public/apply/demo/attempt',
          {
            requisitionId: job.requisitionId,
            firstForm: { applyFormId: forms['candidate'], data: person(uname) },
          },
        );
        expect(started.status, JSON.stringify(started.json)).toBe(201);
        const attempt = { 'x-apply-attempt': started.json.attemptId };
        for (const [key, data] of laterForms) {
          const saved = await call(
            balancer.baseUrl,
            'POST',
            `/rest/public/apply/demo/attempt/form/${forms[key]}`,
            { data },
            attempt,
          );
          expect(saved.status, JSON.stringify(saved.json)).toBe(200);
        }
        const completed = await call<CompletedAttempt>(
          balancer.baseUrl,
          'POST',
          '/rest/public/apply/demo/attempt/complete',
          {
            language: 'en',
            pageUrl: `${balancer.baseUrl}/apply/${job.requisitionId}/`,
            lastForm: { applyFormId: forms['terms'], data: { termsAndPolicy: 't' } },
          },
          attempt,
        );
        expect(completed.status, JSON.stringify(completed.json)).toBe(200);
        const { applicationId } = completed.json;
        if (applicationId === null) throw new Error('no application');
        acknowledged.push({ uname, applicationId });
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, worker) => applicant(worker)));
    expect(acknowledged).toHaveLength(48);
    const rows = await stored(
      `select a.id, c.uname from applications a join candidates c on c.id = a.candidate_id
       where c.uname like $1`,
      [`load.${run}.%`],
    );
    expect(rows).toHaveLength(48);
    const byUname = new Map(rows.map((row) => [String(row['uname']), Number(row['id'])]));
    for (const { uname, applicationId } of acknowledged)
      expect(byUname.get(uname)).toBe(applicationId);
  }, 120_000);
});

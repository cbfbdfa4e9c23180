/**
 * Issue 19 item 7: input the API cannot use answers 400 with a stable code, never 500: NUL
 * characters and unpaired surrogates anywhere a string goes, numbers that are not finite or
 * do not fit the column, malformed multipart bodies, and paths that are not valid or leave
 * their folder (sent over a real socket, as curl --path-as-is does).
 */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.js';
import { importDemoStreams } from '../test/apply-streams.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createCandidate, createTenant } from '../test/factories.js';
import { multipart, pdf } from '../test/files.js';
import { signInCookie } from '../test/sign-in.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const JSON_XHR = { ...XHR, 'content-type': 'application/json' };
let database: TestDatabase;
let app: FastifyInstance;
let cookie: string;
let candidateId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const tenant = await createTenant(database.handle.db, { client: 'demo' });
  await importDemoStreams(database.handle.db, tenant);
  candidateId = (await createCandidate(database.handle.db, tenant, { uname: 'ada@example.com' }))
    .id;
  app = await buildTestApp(database);
  cookie = await signInCookie(app, 'demo', 'ada@example.com');
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

function expect400(response: { statusCode: number; body: string }, code: string, field?: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = JSON.parse(response.body) as { code: string; field?: string };
  expect(body.code).toBe(code);
  if (field !== undefined) expect(body.field).toBe(field);
}

describe('NUL characters and unpaired surrogates', () => {
  it('are refused in a JSON body, naming the field: sign-in, join and a candidate record', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/rest/login',
      headers: { ...JSON_XHR, 'x-client': 'demo' },
      payload: '{"username":"a\\u0000b@example.com","password":"x"}',
    });
    expect400(login, 'VALIDATION_FAILED', 'username');

    const join = await app.inject({
      method: 'POST',
      url: '/rest/public/candidate/demo/workflow',
      headers: JSON_XHR,
      payload: `{"streamId":"talent-community","flowType":"join","candidate":{"uname":"nul@example.com","firstName":"Ad\\u0000a","lastName":"\\ud800"}}`,
    });
    expect400(join, 'VALIDATION_FAILED', 'candidate.firstName');

    const record = await app.inject({
      method: 'PUT',
      url: '/rest/private/candidate/demo/education',
      headers: { ...JSON_XHR, cookie },
      payload: `{"candidateId":${candidateId},"levelAttained":"BSc\\u0000"}`,
    });
    expect400(record, 'VALIDATION_FAILED', 'levelAttained');

    const customKey = await app.inject({
      method: 'POST',
      url: `/rest/private/candidate/demo`,
      headers: { ...JSON_XHR, cookie },
      payload: `{"candidateId":${candidateId},"candidateCustomFieldsValueDTO":{"customFieldsNameValuePairs":{"a\\u0000":"x"}}}`,
    });
    expect400(customKey, 'VALIDATION_FAILED');
  });

  it('are refused in Basic credentials, a query string and a path', async () => {
    const basic = await app.inject({
      method: 'POST',
      url: '/rest/login',
      headers: {
        ...XHR,
        'x-client': 'demo',
        authorization: `Basic ${Buffer.from('a\u0000b@example.com:secret').toString('base64')}`,
      },
    });
    expect400(basic, 'VALIDATION_FAILED', 'username');
    expect400(
      await app.inject({ url: '/rest/public/jobsearch/demo?location=a%00b' }),
      'VALIDATION_FAILED',
      'location',
    );
    expect400(
      await app.inject({ url: '/rest/public/lists/demo/a%00b' }),
      'VALIDATION_FAILED',
      'name',
    );
  });
});

describe('numbers', () => {
  it('refuses Infinity, -Infinity and 1e309, which type coercion would take for integers', async () => {
    for (const value of ['Infinity', '-Infinity', '1e309']) {
      expect400(
        await app.inject({ url: `/rest/public/jobsearch/demo?page=${value}` }),
        'VALIDATION_FAILED',
        'page',
      );
      expect400(
        await app.inject({ url: `/rest/public/job/demo/id/${value}` }),
        'VALIDATION_FAILED',
        'jobId',
      );
    }
    const body = await app.inject({
      method: 'PUT',
      url: '/rest/private/candidate/demo/education',
      headers: { ...JSON_XHR, cookie },
      payload: `{"candidateId":1e309,"levelAttained":"BSc"}`,
    });
    expect400(body, 'VALIDATION_FAILED', 'candidateId');
  });

  it('refuses a date past year 9999 in epoch milliseconds (found by the fuzz test)', async () => {
    const optIn = await app.inject({
      method: 'PUT',
      url: '/rest/private/optin/demo',
      headers: { ...JSON_XHR, cookie },
      payload: { candidateId, consentDate: 9007199254740992 },
    });
    expect400(optIn, 'VALIDATION_FAILED', 'consentDate');
    const activity = await app.inject({
      method: 'PUT',
      url: '/rest/private/candidate/demo/activity',
      headers: { ...JSON_XHR, cookie },
      payload: {
        candidateId,
        contextType: 'candidate',
        type: 'action',
        status: 'open',
        activityData: 'x',
        createdDatetime: 8.7e15,
      },
    });
    expect400(activity, 'VALIDATION_FAILED', 'createdDatetime');
  });

  it('refuses an id past the database integer', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/rest/public/candidate/demo/workflow',
      headers: JSON_XHR,
      payload: { streamId: 2147483648, flowType: 'join', candidate: { uname: 'big@example.com' } },
    });
    expect400(response, 'VALIDATION_FAILED', 'streamId');
  });
});

describe('malformed multipart bodies', () => {
  const boundary = 'talentgate-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const truncated = Buffer.concat([Buffer.from(head), pdf().subarray(0, 20)]);
  const whole = Buffer.concat([Buffer.from(head), pdf(), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const send = (method: 'POST' | 'PUT', url: string, payload: Buffer, declared: string) =>
    app.inject({
      method,
      url,
      headers: {
        ...XHR,
        cookie,
        'content-type': `multipart/form-data; boundary=${declared}`,
      },
      payload,
    });

  it('answers a body cut short with 400 MULTIPART_MALFORMED on the parse and upload calls', async () => {
    expect400(
      await send('POST', '/rest/public/resume/demo/parse', truncated, boundary),
      'MULTIPART_MALFORMED',
    );
    expect400(
      await send('PUT', '/rest/private/attachment/demo', truncated, boundary),
      'MULTIPART_MALFORMED',
    );
  });

  it('answers a body whose boundary is not the declared one with 400 MULTIPART_MALFORMED', async () => {
    expect400(
      await send('POST', '/rest/public/resume/demo/parse', whole, 'another-boundary'),
      'MULTIPART_MALFORMED',
    );
    expect400(
      await send('PUT', '/rest/private/attachment/demo', whole, 'another-boundary'),
      'MULTIPART_MALFORMED',
    );
  });

  it('refuses a NUL character in an upload\u2019s description', async () => {
    const body = multipart({ description: 'my cv\u0000' }, { name: 'cv.pdf', bytes: pdf() });
    const response = await app.inject({
      method: 'PUT',
      url: '/rest/private/attachment/demo',
      headers: { ...XHR, cookie, ...body.headers },
      payload: body.payload,
    });
    expect400(response, 'VALIDATION_FAILED', 'description');
  });
});

describe('paths sent as they are', () => {
  function raw(port: number, path: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  it('answers a path leaving the docs folder, or a bad percent-escape, with a catalogue 400', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    for (const path of [
      '/rest/docs/static/../../package.json',
      '/rest/docs/static/%2e%2e/%2e%2e/package.json',
      '/rest/public/job/demo/id/%ff',
    ]) {
      const response = await raw(port, path);
      expect(response.status, path).toBe(400);
      expect(JSON.parse(response.body), path).toMatchObject({ code: 'BAD_REQUEST' });
      expect(response.body).not.toContain('talentgate');
    }
  });
});

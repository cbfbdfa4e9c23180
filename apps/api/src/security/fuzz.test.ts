/**
 * The fuzz test (issue 19): requests made from the OpenAPI schemas with fast-check, against
 * every public route and every private write (signed in, so the handlers run): mostly what
 * the schema describes, sometimes hostile (NUL, unpaired surrogates, numbers past any column,
 * malformed JSON and multipart bodies). No answer may be a 5xx, and none may take over 5 s.
 *
 * `npm test` runs FUZZ_RUNS requests per route (default 200) from a fixed seed, the same each
 * time; `npm run fuzz` runs many more from a new seed, printed on failure to replay it with
 * FUZZ_SEED=<seed>.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.js';
import { importDemoStreams } from '../test/apply-streams.js';
import { createTestDatabase } from '../test/database.js';
import { createCandidate, createJob, createTenant, TEST_PASSWORD } from '../test/factories.js';
import { multipart, pdf } from '../test/files.js';
import { signInCookie } from '../test/sign-in.js';
import {
  apiRoutes,
  fillPath,
  isCandidatePrivate,
  routeKey,
  type ApiRoute,
  type OpenApiParameter,
} from './route-table.js';
import { asText, valueFor, type Generation, type Hints } from './schema-arbitrary.js';

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 200);
const SEED =
  process.env['FUZZ_SEED'] === undefined
    ? 19
    : process.env['FUZZ_SEED'] === 'random'
      ? Date.now() % 2_147_483_647
      : Number(process.env['FUZZ_SEED']);
const SLOW_MS = 5_000;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

const database = await createTestDatabase();
const tenant = await createTenant(database.handle.db, { client: 'demo' });
const streams = await importDemoStreams(database.handle.db, tenant);
const { requisition } = await createJob(database.handle.db, tenant, {
  applyStreamId: streams['full-apply'],
});
const candidate = await createCandidate(database.handle.db, tenant, { uname: 'fuzz@example.com' });
const app = await buildTestApp(database, {
  LOGIN_THROTTLE_DELAY_MS: '0',
  RATE_LIMIT_LOOKUPS_PER_MINUTE: '100000',
  RATE_LIMIT_RESUME_PARSES_PER_MINUTE: '100000',
});
// As main.ts does after listen(): the places index is built once, not by the first request.
await app.places.warm();
const cookie = await signInCookie(app, 'demo', 'fuzz@example.com');
// Logout is fuzzed with a session of its own: it would end the one the other routes use.
const logoutCookie = await signInCookie(app, 'demo', 'fuzz@example.com');
const attempt = await app.inject({
  method: 'PUT',
  url: '/rest/public/apply/demo/attempt',
  headers: XHR,
  payload: { requisitionId: requisition.id },
});
const attemptSecret = attempt.json<{ attemptId: string }>().attemptId;
const routes = (await apiRoutes(app)).filter(
  (route) => !isCandidatePrivate(route) || route.method !== 'GET',
);

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const addresses = fc.oneof(
  fc.constant('fuzz@example.com'),
  fc.stringMatching(/^[a-z][a-z0-9.]{0,12}[a-z0-9]@example\.(com|org)$/),
);
const passwords = fc.constantFrom(
  TEST_PASSWORD,
  'Fuzzing-Passphrase-2026',
  'aaaaaaaaaaaa',
  'short',
);

/**
 * Real values, mixed into what the schemas generate, so that requests reach rows that exist
 * and pass the rules a schema cannot say (a sign-in name is an e-mail address).
 */
const HINTS: Hints = {
  client: fc.constant('demo'),
  candidateId: fc.constant(candidate.id),
  usersId: fc.constant(candidate.id),
  requisitionId: fc.constant(requisition.id),
  applyStreamId: fc.constantFrom(...Object.values(streams)),
  streamId: fc.constantFrom(...Object.keys(streams)),
  uname: addresses,
  email: addresses,
  username: addresses,
  password: passwords,
  currentPassword: passwords,
  newPassword: passwords,
  phone1: fc.constantFrom('', '5125550100', '+1 (512) 555-0199'),
  dob: fc.constantFrom('', '1990-05-17'),
  startDate: fc.constantFrom('', '2019-01-01'),
  endDate: fc.constantFrom('', '2021-06-30'),
  atsRequisitionId: fc.constant(requisition.id),
  language: fc.constantFrom('en', 'es'),
};

/** Half the requests are what the schemas describe; the other half carry hostile values. */
const CLEAN: Generation = { hints: HINTS, hostilePercent: 0 };
const HOSTILE: Generation = { hints: HINTS, hostilePercent: 10 };

const HEADERS: Hints = {
  'x-apply-attempt': fc.constant(attemptSecret),
  'x-client': fc.constant('demo'),
  authorization: fc.constant(
    `Basic ${Buffer.from(`fuzz@example.com:${TEST_PASSWORD}`).toString('base64')}`,
  ),
};

/** Header values must be printable ASCII to be sent at all. */
const headerText = (value: unknown) =>
  asText(value)
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, 2048);

function parameterValue(parameter: OpenApiParameter, generation: Generation, hints: Hints) {
  const generated = valueFor(parameter.schema, generation);
  const hint = hints[parameter.name];
  return hint
    ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: generated })
    : generated;
}

function parametersIn(
  route: ApiRoute,
  place: OpenApiParameter['in'],
  generation: Generation,
  hints: Hints,
) {
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const parameter of route.parameters.filter((each) => each.in === place)) {
    shape[parameter.name] = parameterValue(parameter, generation, hints);
    if (parameter.required || place === 'path') required.push(parameter.name);
  }
  return fc.record(shape, { requiredKeys: required });
}

/** A JSON text for the body, sometimes broken on purpose. */
function jsonBody(route: ApiRoute, generation: Generation): fc.Arbitrary<string | undefined> {
  if (!route.body) return fc.constant(undefined);
  const text = valueFor(route.body, generation).map((value) => JSON.stringify(value) ?? 'null');
  if (generation.hostilePercent === 0) return text;
  return fc.oneof(
    { weight: 12, arbitrary: text },
    { weight: 1, arbitrary: text.map((json) => json.slice(0, Math.floor(json.length / 2))) },
    { weight: 1, arbitrary: text.map((json) => json.replace(/(?<=[:[,])-?\d+(\.\d+)?/, '1e309')) },
    { weight: 1, arbitrary: text.map((json) => json.replace(/:"/, ':"\\u0000')) },
  );
}

const FILE_NAMES = [
  'cv.pdf',
  'cv.docx',
  'cv.txt',
  'cv.rtf',
  'photo.png',
  '',
  '../../cv.pdf',
  'a\u0000.pdf',
];

/** A multipart upload: random or real bytes, sometimes cut short. */
const upload = fc
  .record({
    name: fc.constantFrom(...FILE_NAMES),
    bytes: fc.oneof(fc.uint8Array({ maxLength: 2048 }), fc.constant(new Uint8Array(pdf()))),
    attachmentType: fc.constantFrom('Resume', 'Document', 'Certificate', '', 'x'.repeat(200)),
    description: fc.string({ maxLength: 300 }),
    cut: fc.boolean(),
  })
  .map(({ name, bytes, attachmentType, description, cut }) => {
    const body = multipart({ attachmentType, description }, { name, bytes: Buffer.from(bytes) });
    const payload = cut
      ? body.payload.subarray(0, Math.floor(body.payload.length / 2))
      : body.payload;
    return { headers: body.headers, payload };
  });

function requestFor(route: ApiRoute, generation: Generation): fc.Arbitrary<InjectOptions> {
  const signedIn = isCandidatePrivate(route) ? fc.constant(true) : fc.boolean();
  const multipartBody = route.consumes.some((type) => type.startsWith('multipart/'));
  const xmlBody = route.consumes.some((type) => type.includes('xml'));
  return fc
    .record({
      path: parametersIn(route, 'path', generation, HINTS),
      query: parametersIn(route, 'query', generation, HINTS),
      headers: parametersIn(route, 'header', generation, HEADERS),
      json: jsonBody(route, generation),
      upload: multipartBody ? upload : fc.constant(null),
      xml: xmlBody ? fc.string({ maxLength: 500 }) : fc.constant(null),
      signedIn,
    })
    .map(({ path, query, headers, json, upload: file, xml, signedIn: withCookie }) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) search.set(name, asText(value));
      const values = Object.fromEntries(
        Object.entries(path).map(([name, value]) => [name, asText(value)]),
      );
      const url = `${fillPath(route.path, values)}${search.size > 0 ? `?${search.toString()}` : ''}`;
      const session = route.path === '/rest/logout' ? logoutCookie : cookie;
      const sent: Record<string, string> = { ...XHR, ...(withCookie ? { cookie: session } : {}) };
      for (const [name, value] of Object.entries(headers)) sent[name] = headerText(value);
      const method = route.method as InjectOptions['method'];
      if (file)
        return { method, url, headers: { ...sent, ...file.headers }, payload: file.payload };
      if (xml !== null) {
        return {
          method,
          url,
          headers: { ...sent, 'content-type': 'application/xml' },
          payload: xml,
        };
      }
      if (json === undefined) return { method, url, headers: sent };
      return {
        method,
        url,
        headers: { ...sent, 'content-type': 'application/json' },
        payload: json,
      };
    });
}

const seedOf = (route: ApiRoute) =>
  [...routeKey(route)].reduce((hash, character) => (hash * 31 + character.charCodeAt(0)) | 0, SEED);

describe(`fuzz (${RUNS} requests per route, seed ${SEED})`, () => {
  it('covers every public route and every private write', () => {
    expect(routes.length).toBeGreaterThan(80);
  });

  for (const route of routes) {
    it(routeKey(route), { timeout: 30_000 + RUNS * 400 }, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(requestFor(route, CLEAN), requestFor(route, HOSTILE)),
          async (request) => {
            const started = performance.now();
            const response = await app.inject(request);
            const ms = performance.now() - started;
            if (response.statusCode >= 500 || ms > SLOW_MS) {
              throw new Error(
                `${response.statusCode} after ${Math.round(ms)} ms for ${request.method} ${request.url}: ${response.body.slice(0, 300)}`,
              );
            }
          },
        ),
        { numRuns: RUNS, seed: seedOf(route), endOnFailure: true },
      );
    });
  }
});

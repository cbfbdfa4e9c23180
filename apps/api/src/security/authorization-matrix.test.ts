/**
 * The authorization matrix (issue 19): every private route of the OpenAPI document, called
 * on the victim's data by everyone who is not the victim (anonymous, another candidate of the
 * tenant by session, bearer and temporary tokens, the assessment step's token, a new
 * candidate's flow token, a candidate of another tenant here and at home, another candidate
 * naming the victim's objects by id),
 * answers 401, 403 or 404 and leaves the victim's data as it was (their whole privacy
 * export). Then the same request made by the victim's twin for their own data succeeds, which
 * proves the refusals are about who asks, not a malformed request.
 *
 * A private route without an entry in private-route-requests.ts fails the first test.
 * Staff routes (issue 20) join by an entry per route and actors of their own: see
 * docs/security.md, "Authorization matrix".
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCandidateData } from '../modules/privacy/export-candidate-data.js';
import { buildTestApp } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { multipart } from '../test/files.js';
import { PRIVATE_ROUTES, type PrivateRoute, type Target } from './private-route-requests.js';
import { apiRoutes, fillPath, isCandidatePrivate, routeKey, type ApiRoute } from './route-table.js';
import { buildWorld, type Party, type World } from './world.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const REFUSALS = [401, 403, 404];

let database: TestDatabase;
let app: FastifyInstance;
let world: World;
let routes: ApiRoute[];

/** About 700 requests and 77 exports: seconds alone, longer beside the other test files. */
const MATRIX_TIMEOUT_MS = 180_000;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  world = await buildWorld(app);
  routes = (await apiRoutes(app)).filter(isCandidatePrivate);
}, MATRIX_TIMEOUT_MS);

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const targetOf = (party: Party): Target => ({
  client: party.tenant.client,
  candidateId: party.candidate.id,
  ids: party.ids,
  requisitionId: party.requisitionId,
  folderId: party.folderId,
  streamKey: party.streamKey,
  signature: `${party.candidate.firstName ?? ''} ${party.candidate.lastName ?? ''}`,
});

interface Attack {
  name: string;
  appliesTo: (route: PrivateRoute) => boolean;
  authorization: (world: World) => Record<string, string>;
  target: (world: World) => Target;
}

const always = () => true;
const ownedOnly = (route: PrivateRoute) => route.scope === 'owned';

const ATTACKS: readonly Attack[] = [
  {
    name: 'anonymous',
    appliesTo: always,
    authorization: () => ({}),
    target: (w) => targetOf(w.victim),
  },
  {
    name: 'another candidate of the tenant (session)',
    appliesTo: ownedOnly,
    authorization: (w) => ({ cookie: w.other.cookie }),
    target: (w) => targetOf(w.victim),
  },
  {
    name: 'another candidate of the tenant (bearer token)',
    appliesTo: ownedOnly,
    authorization: (w) => ({ authorization: w.other.bearer }),
    target: (w) => targetOf(w.victim),
  },
  {
    name: 'the temporary token of another candidate (e-mailed link)',
    appliesTo: ownedOnly,
    authorization: (w) => ({ authorization: w.other.linkToken }),
    target: (w) => targetOf(w.victim),
  },
  {
    name: 'the temporary token of another candidate (from a session)',
    appliesTo: ownedOnly,
    authorization: (w) => ({ authorization: w.other.sessionToken }),
    target: (w) => targetOf(w.victim),
  },
  {
    name: 'the assessment step\u2019s token of another candidate',
    appliesTo: ownedOnly,
    authorization: (w) => ({ authorization: w.other.assessmentToken }),
    target: (w) => targetOf(w.victim),
  },
  {
    name: 'the flow token of a new candidate',
    appliesTo: ownedOnly,
    authorization: (w) => ({ authorization: w.newCandidateToken }),
    target: (w) => targetOf(w.victim),
  },
  {
    name: 'a candidate of another tenant (session)',
    appliesTo: always,
    authorization: (w) => ({ cookie: w.foreign.cookie }),
    target: (w) => targetOf(w.victim),
  },
  {
    name: 'a candidate of another tenant (temporary token)',
    appliesTo: always,
    authorization: (w) => ({ authorization: w.foreign.linkToken }),
    target: (w) => targetOf(w.victim),
  },
  {
    name: 'a candidate of another tenant (assessment step\u2019s token)',
    appliesTo: always,
    authorization: (w) => ({ authorization: w.foreign.assessmentToken }),
    target: (w) => targetOf(w.victim),
  },
  {
    name: 'a candidate of another tenant naming the victim at home',
    appliesTo: ownedOnly,
    authorization: (w) => ({ cookie: w.foreign.cookie }),
    target: (w) => ({
      ...targetOf(w.foreign),
      candidateId: w.victim.candidate.id,
      ids: w.victim.ids,
    }),
  },
  {
    name: 'another candidate naming the victim\u2019s objects by id',
    appliesTo: (route) => route.namesObjects === true,
    authorization: (w) => ({ cookie: w.other.cookie }),
    target: (w) => ({ ...targetOf(w.other), ids: w.victim.ids }),
  },
];

function requestFor(
  route: ApiRoute,
  entry: PrivateRoute,
  target: Target,
  authorization: Record<string, string>,
): InjectOptions {
  const request = entry.request(target);
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  const url = `${fillPath(route.path, request.params ?? {})}${query}`;
  const method = route.method as InjectOptions['method'];
  if (request.upload) {
    const body = multipart(
      { attachmentType: 'Document' },
      { name: 'note.txt', bytes: Buffer.from('A note\n') },
    );
    return {
      method,
      url,
      headers: { ...XHR, ...authorization, ...body.headers },
      payload: body.payload,
    };
  }
  return {
    method,
    url,
    headers: { ...XHR, ...authorization },
    ...(request.body === undefined ? {} : { payload: request.body as InjectOptions['payload'] }),
  };
}

/** Everything held about the victim, as their privacy export shows it. */
async function victimData(): Promise<string> {
  const { exportedAt: _exportedAt, ...data } = await exportCandidateData(
    app.db,
    world.victim.tenant,
    world.victim.candidate.id,
  );
  return JSON.stringify(data);
}

const entryOf = (route: ApiRoute): PrivateRoute => {
  const entry = PRIVATE_ROUTES[routeKey(route)];
  if (!entry) throw new Error(`no request for ${routeKey(route)} in private-route-requests.ts`);
  return entry;
};

describe('authorization matrix', () => {
  it('has a request for every private route, and none for a route that does not exist', () => {
    const listed = routes.map(routeKey).sort();
    expect(listed.length).toBeGreaterThan(50);
    expect(Object.keys(PRIVATE_ROUTES).sort()).toEqual(listed);
  });

  it(
    'refuses everyone but the owner on every private route, leaving the victim\u2019s data as it was',
    { timeout: MATRIX_TIMEOUT_MS },
    async () => {
      const before = await victimData();
      const failures: string[] = [];
      for (const route of routes) {
        const entry = entryOf(route);
        for (const attack of ATTACKS.filter((candidate) => candidate.appliesTo(entry))) {
          const response = await app.inject(
            requestFor(route, entry, attack.target(world), attack.authorization(world)),
          );
          const expected = attack.name === 'anonymous' ? [401] : REFUSALS;
          if (!expected.includes(response.statusCode)) {
            failures.push(
              `${routeKey(route)} as ${attack.name}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }
        if ((await victimData()) !== before)
          failures.push(`${routeKey(route)} changed the victim\u2019s data`);
      }
      expect(failures).toEqual([]);
    },
  );

  it(
    'lets the owner make each of those requests on their own data',
    { timeout: MATRIX_TIMEOUT_MS },
    async () => {
      const phaseOf = (route: ApiRoute) => entryOf(route).phase ?? 0;
      const failures: string[] = [];
      for (const route of [...routes].sort((a, b) => phaseOf(a) - phaseOf(b))) {
        const entry = entryOf(route);
        const owner = world.twin;
        const authorization: Record<string, string> =
          entry.via === 'token' ? { authorization: owner.linkToken } : { cookie: owner.cookie };
        const response = await app.inject(requestFor(route, entry, targetOf(owner), authorization));
        if (response.statusCode < 200 || response.statusCode > 299) {
          failures.push(
            `${routeKey(route)}: ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
      }
      expect(failures).toEqual([]);
    },
  );
});

/**
 * Server-provided initial data (decision 0030): the public API answers a page asks for before
 * it can draw, sent inside the page. On a phone each of those calls is a round trip after the
 * scripts have loaded, and each answer that arrives later is another render while the visitor
 * waits; with the answers in the page the first render is the whole page. The web app serves
 * each answer to the first request for its path only (apps/web/src/lib/initial-answers.ts),
 * so a path here that the app no longer asks for costs bytes, never a wrong screen.
 */
import type { FastifyInstance } from 'fastify';
import { jobSearchApiQuery, jobSearchStateFromParams, LIST_NAMES } from '@talentgate/domain';

type RouteMatch = { id: string; params: Record<string, string> };

/** The web app's apiPath(): every segment encoded. */
export const apiPath = (...segments: ReadonlyArray<string | number>): string =>
  `/rest/${segments.map((segment) => encodeURIComponent(String(segment))).join('/')}`;

const ID = /^[1-9]\d{0,8}$/;

/** Calls whose paths follow from the page's URL alone. */
function pageCalls(client: string, route: RouteMatch, query: URLSearchParams): string[] {
  // Every page: the tenant's settings and the list the app always loads (spec 2 §7).
  const calls = [
    apiPath('public', 'site', client),
    apiPath('public', 'lists', client, LIST_NAMES.positionCodes),
  ];
  switch (route.id) {
    case 'careerHome': {
      const search = jobSearchApiQuery(jobSearchStateFromParams(query));
      calls.push(
        apiPath('public', 'lists', client, LIST_NAMES.areaOfInterest),
        `${apiPath('public', 'jobsearch', client)}?${search.toString()}`,
      );
      break;
    }
    case 'job':
    case 'jobWithSlug': {
      const jobId = route.params['jobId'] ?? '';
      if (ID.test(jobId)) {
        calls.push(
          apiPath('public', 'job', client, 'id', jobId),
          apiPath('public', 'lists', client, LIST_NAMES.areaOfInterest),
        );
      }
      break;
    }
    case 'campaign':
    case 'campaignCheckIn':
      calls.push(apiPath('public', 'campaigns', client, route.params['name'] ?? ''));
      break;
    default: {
      const requisitionId = requisitionOf(route, query);
      if (requisitionId !== null) {
        calls.push(
          apiPath('public', 'featureflags', client),
          apiPath('public', 'requisition', client, 'id', requisitionId),
        );
      }
    }
  }
  return calls;
}

/** A requisition's apply flow: `/apply/?link=` (job and sponsor links too) or its step paths. */
function requisitionOf(route: RouteMatch, query: URLSearchParams): string | null {
  const fromLink = ['apply', 'sponsorApply'].includes(route.id) && !query.get('job');
  const id = fromLink ? query.get('link') : route.params['requisitionId'];
  return id !== null && id !== undefined && ID.test(id) ? id : null;
}

/** The session check every career page makes first (spec 1 §7), asked with the page's cookie. */
export const SESSION_CHECK_PATH = '/rest/session';

async function answerOf(
  app: FastifyInstance,
  path: string,
  cookie?: string,
): Promise<string | null> {
  const headers = cookie === undefined ? {} : { cookie };
  const response = await app.inject({ method: 'GET', url: path, headers });
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return response.statusCode === 200 && json ? response.body : null;
}

/**
 * The 200 answers of the calls the page makes first, by path. The session check is asked
 * with the page request's own cookie, so it answers for this browser alone (and the page is
 * never stored by a shared cache, see web.ts); the others are public.
 */
export async function collectInitialAnswers(
  app: FastifyInstance,
  client: string,
  route: RouteMatch,
  query: URLSearchParams,
  cookie?: string,
): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  const calls = [...pageCalls(client, route, query), SESSION_CHECK_PATH];
  const bodies = await Promise.all(
    calls.map((path) => answerOf(app, path, path === SESSION_CHECK_PATH ? cookie : undefined)),
  );
  calls.forEach((path, index) => {
    const body = bodies[index];
    if (body) answers.set(path, body);
  });
  // The flow's stream follows from its requisition: one more call, after it.
  const requisitionPath = calls.find((path) => path.includes('/requisition/'));
  const requisition = requisitionPath ? answers.get(requisitionPath) : undefined;
  // A stream named in the query (sId, easy apply) replaces the requisition's.
  const ownStream = !query.has('sId') && !query.has('easyApplyFlag');
  const streamId = requisition && ownStream ? applyStreamIdOf(requisition) : null;
  if (streamId !== null) {
    const path = apiPath('public', 'applystream', client, 'metadata', streamId);
    const body = await answerOf(app, path);
    if (body) answers.set(path, body);
  }
  return answers;
}

/** The apply stream's metadata among the answers of a flow page, when it rode along. */
export function streamMetadataAnswer(answers: ReadonlyMap<string, string>): string | null {
  for (const [path, body] of answers) {
    if (path.includes('/applystream/') && path.includes('/metadata/')) return body;
  }
  return null;
}

/**
 * The answers as a JSON object text `{path: answer}`, safe inside a `<script type=
 * "application/json">` data block (no `<` can close it); `{}` when there are none.
 */
export function answersText(answers: ReadonlyMap<string, string>): string {
  const entries = [...answers].map(([path, body]) => `${JSON.stringify(path)}:${body}`);
  return `{${entries.join(',')}}`.replaceAll('<', '\\u003c');
}

/** collectInitialAnswers as answersText. */
export async function initialAnswers(
  app: FastifyInstance,
  client: string,
  route: RouteMatch,
  query: URLSearchParams,
): Promise<string> {
  return answersText(await collectInitialAnswers(app, client, route, query));
}

function applyStreamIdOf(requisitionJson: string): number | null {
  const requisition: unknown = JSON.parse(requisitionJson);
  if (typeof requisition !== 'object' || requisition === null) return null;
  const id: unknown = Reflect.get(requisition, 'applyStreamId');
  const closed: unknown = Reflect.get(requisition, 'closed');
  return typeof id === 'number' && closed !== true ? id : null;
}

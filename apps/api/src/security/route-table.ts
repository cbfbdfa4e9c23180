/**
 * The API's routes as its OpenAPI document lists them (`app.swagger()`, built from every
 * route's schemas), for the tests that must cover every route: the authorization matrix
 * and the schema-driven fuzz test. A route added to the app is in this table at once.
 */
import type { FastifyInstance } from 'fastify';

export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface ApiRoute {
  method: string;
  /** OpenAPI form: `/rest/private/candidate/{client}/education/{id}`. */
  path: string;
  parameters: OpenApiParameter[];
  /** The JSON body's schema; null when the route takes none (or not JSON, e.g. multipart). */
  body: JsonSchema | null;
  /** The body's media types as declared (multipart/form-data for uploads). */
  consumes: string[];
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export async function apiRoutes(app: FastifyInstance): Promise<ApiRoute[]> {
  await app.ready();
  const document: unknown = app.swagger();
  const paths = isRecord(document) && isRecord(document['paths']) ? document['paths'] : {};
  const routes: ApiRoute[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    if (!isRecord(methods)) continue;
    for (const [method, value] of Object.entries(methods)) {
      if (!isRecord(value)) continue;
      const operation = value as OpenApiOperation;
      const content = operation.requestBody?.content ?? {};
      routes.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: content['application/json']?.schema ?? null,
        consumes: Object.keys(content),
      });
    }
  }
  return routes;
}

export const routeKey = (route: Pick<ApiRoute, 'method' | 'path'>) =>
  `${route.method} ${route.path}`;

/** A candidate's private call: needs a session or a token of the candidate (spec 1 §6). */
export const isCandidatePrivate = (route: ApiRoute) => route.path.startsWith('/rest/private/');

/** An unpaired surrogate has no UTF-8 form: it travels as U+FFFD, as browsers send it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `/a/{client}/b/{id}` with its path parameters filled in. */
export function fillPath(path: string, values: Readonly<Record<string, string | number>>): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${path}`);
    return encodeURIComponent(String(value).replace(LONE_SURROGATE, '\uFFFD'));
  });
}

/**
 * Staff sign-in steps and sign-out, password or enterprise provider (decision 0037): open to
 * whoever calls (they check their own cookie or state); staff-authorization-matrix.test.ts
 * tries them with every caller too.
 */
const STAFF_SIGN_IN =
  /^\/rest\/staff\/\{client\}\/(login|login\/second-factor|logout|sso\/providers|sso\/\{provider\}\/start|sso\/return)$/;

export const isStaffSignIn = (route: ApiRoute) => STAFF_SIGN_IN.test(route.path);

/** A staff route behind requireStaff (issue 20): everything under /rest/staff/ but sign-in. */
export const isStaffPrivate = (route: ApiRoute) =>
  route.path.startsWith('/rest/staff/') && !STAFF_SIGN_IN.test(route.path);

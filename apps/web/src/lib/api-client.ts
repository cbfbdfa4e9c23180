/**
 * The one place the web app talks HTTP. Every request carries the XMLHttpRequest marker and
 * every GET the no-cache headers (spec 1 §7); every failure becomes an ApiError with a status
 * and a code, so callers never inspect raw responses.
 */
import { XHR_MARKER_HEADER, XHR_MARKER_VALUE } from '@talentgate/domain';
import { ApiError, apiErrorFromBody, isErrorBody } from './api-error';
import { takeInitialAnswer } from './initial-answers';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. the login's Authorization and X-Client. */
  headers?: Readonly<Record<string, string>>;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClient {
  request<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  /** A call that answers text (an assessment's start URL, spec 2 §7). */
  requestText(path: string, options?: ApiRequestOptions): Promise<string>;
  get<T>(path: string, signal?: AbortSignal): Promise<T>;
}

const UNAUTHORIZED_MESSAGE = 'Unauthorized Access (401)';

function buildHeaders(
  method: HttpMethod,
  hasBody: boolean,
  extra: Readonly<Record<string, string>> = {},
): Headers {
  const headers = new Headers({ ...extra, Accept: 'application/json' });
  headers.set(XHR_MARKER_HEADER, XHR_MARKER_VALUE);
  if (method === 'GET') {
    headers.set('Cache-Control', 'no-cache');
    headers.set('Pragma', 'no-cache');
  }
  if (hasBody) headers.set('Content-Type', 'application/json');
  return headers;
}

type ParsedBody = { kind: 'empty' } | { kind: 'json'; value: unknown } | { kind: 'unparseable' };

function parseBody(text: string): ParsedBody {
  if (text.trim() === '') return { kind: 'empty' };
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'unparseable' };
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function createApiClient(fetchImpl: FetchLike = (input, init) => fetch(input, init)) {
  async function send(path: string, method: HttpMethod, options: ApiRequestOptions) {
    const hasBody = options.body !== undefined;
    const init: RequestInit = { method, headers: buildHeaders(method, hasBody, options.headers) };
    if (hasBody) init.body = JSON.stringify(options.body);
    if (options.signal) init.signal = options.signal;
    try {
      const response = await fetchImpl(path, init);
      return { response, text: await response.text() };
    } catch (error) {
      // Cancellation is the caller's own decision (TanStack Query aborts stale requests).
      if (isAbort(error)) throw error;
      throw new ApiError(0, 'NETWORK_ERROR', 'The request could not reach the server');
    }
  }

  async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const { response, text } = await send(path, method, options);
    const body = parseBody(text);

    if (!response.status && body.kind === 'empty') {
      throw new ApiError(401, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
    }
    if (!response.ok) {
      if (body.kind === 'json' && isErrorBody(body.value)) {
        throw apiErrorFromBody(response.status, body.value);
      }
      throw new ApiError(response.status, 'HTTP_ERROR', `Request failed (${response.status})`);
    }
    if (body.kind === 'unparseable') {
      throw new ApiError(response.status, 'INVALID_RESPONSE', 'The server answered with non-JSON');
    }
    // The contract types describe the answer; the API validates it against the same schemas
    // on the way out, so the browser does not repeat the check (and ships no validator).
    return (body.kind === 'json' ? body.value : undefined) as T;
  }

  async function requestText(path: string, options: ApiRequestOptions = {}): Promise<string> {
    const { response, text } = await send(path, options.method ?? 'GET', options);
    if (response.ok) return text;
    const body = parseBody(text);
    if (body.kind === 'json' && isErrorBody(body.value)) {
      throw apiErrorFromBody(response.status, body.value);
    }
    throw new ApiError(response.status, 'HTTP_ERROR', `Request failed (${response.status})`);
  }

  const client: ApiClient = {
    request,
    requestText,
    get: <T>(path: string, signal?: AbortSignal) => request<T>(path, signal ? { signal } : {}),
  };
  return client;
}

export const apiClient = createApiClient();

/**
 * The answer to GET `path` the page came with (see initial-answers.ts), for a query's
 * `initialData`: the first render then draws with it instead of waiting for a round trip.
 */
export function initialAnswer<T>(path: string): T | undefined {
  const answer = takeInitialAnswer(path);
  // As for fetched answers (see request above): the API's own presenter and schemas made it.
  return answer === undefined ? undefined : (answer as T);
}

/** Encodes each path segment, so tenant keys and ids can never change the path's shape. */
export function apiPath(...segments: ReadonlyArray<string | number>): string {
  return `/rest/${segments.map((segment) => encodeURIComponent(String(segment))).join('/')}`;
}

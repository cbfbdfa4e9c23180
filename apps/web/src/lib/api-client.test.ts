import { describe, expect, it, vi } from 'vitest';
import { apiPath, createApiClient, type FetchLike } from './api-client';
import { ApiError } from './api-error';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function clientAnswering(answer: () => Promise<Response>) {
  const fetchImpl = vi.fn<FetchLike>(answer);
  return { fetchImpl, client: createApiClient(fetchImpl) };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('api client headers', () => {
  it('marks every GET as XHR and uncacheable', async () => {
    const { fetchImpl, client } = clientAnswering(async () => jsonResponse(200, { ok: true }));
    await client.get('/rest/public/site/demo');
    const headers = new Headers(fetchImpl.mock.calls[0]?.[1].headers);
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('Pragma')).toBe('no-cache');
  });

  it('marks other methods as XHR without the no-cache headers and sends JSON', async () => {
    const { fetchImpl, client } = clientAnswering(async () => jsonResponse(200, {}));
    await client.request('/rest/x', { method: 'POST', body: { a: 1 } });
    const init = fetchImpl.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Cache-Control')).toBeNull();
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });
});

describe('api client answers', () => {
  it('keeps the field errors of a form submission (spec 2 §5 codes), dropping malformed ones', async () => {
    const { client } = clientAnswering(async () =>
      jsonResponse(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'First Name is required.',
        field: 'firstName',
        fields: [
          { field: 'firstName', code: 302, message: 'First Name is required.' },
          {
            field: 'education.0.institution',
            code: 201,
            message: 'Institution is too long, maximum 80 chars.',
          },
          { field: 'x', code: 999, message: 'not a field code' },
          'garbage',
        ],
      }),
    );
    const error = await caught(client.request('/rest/x', { method: 'PUT', body: {} }));
    expect(error.fields).toEqual([
      { field: 'firstName', code: 302, message: 'First Name is required.' },
      {
        field: 'education.0.institution',
        code: 201,
        message: 'Institution is too long, maximum 80 chars.',
      },
    ]);
  });

  it('returns the parsed body of a success', async () => {
    const { client } = clientAnswering(async () => jsonResponse(200, { name: 'Demo' }));
    await expect(client.get('/rest/x')).resolves.toEqual({ name: 'Demo' });
  });

  it('turns an error body into an ApiError with status, code and field', async () => {
    const { client } = clientAnswering(async () =>
      jsonResponse(404, { statusCode: 404, code: 'JOB_NOT_FOUND', message: 'No such job' }),
    );
    const error = await caught(client.get('/rest/x'));
    expect(error).toMatchObject({ status: 404, code: 'JOB_NOT_FOUND', message: 'No such job' });

    const invalid = clientAnswering(async () =>
      jsonResponse(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Bad', field: 'q' }),
    );
    expect(await caught(invalid.client.get('/rest/x'))).toMatchObject({ field: 'q' });
  });

  it('keeps the status of an error whose code this build does not know', async () => {
    const { client } = clientAnswering(async () =>
      jsonResponse(409, { statusCode: 409, code: 'SOMETHING_NEW', message: 'Conflict' }),
    );
    expect(await caught(client.get('/rest/x'))).toMatchObject({ status: 409, code: 'HTTP_ERROR' });
  });

  it('names an error status without an error body HTTP_ERROR', async () => {
    const { client } = clientAnswering(
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    expect(await caught(client.get('/rest/x'))).toMatchObject({ status: 502, code: 'HTTP_ERROR' });
  });

  it('treats an answer with neither status nor body as Unauthorized Access (401)', async () => {
    const { client } = clientAnswering(async () => Response.error());
    expect(await caught(client.get('/rest/x'))).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Unauthorized Access (401)',
    });
  });

  it('reports a success with a non-JSON body as INVALID_RESPONSE', async () => {
    const { client } = clientAnswering(async () => new Response('<html></html>', { status: 200 }));
    expect(await caught(client.get('/rest/x'))).toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('reports a failed connection as NETWORK_ERROR', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await caught(client.get('/rest/x'))).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('lets a cancellation through untouched', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    const { client } = clientAnswering(() => Promise.reject(abort));
    await expect(client.get('/rest/x')).rejects.toBe(abort);
  });
});

describe('apiPath', () => {
  it('encodes every segment', () => {
    expect(apiPath('public', 'job', 'a/b', 'id', 7)).toBe('/rest/public/job/a%2Fb/id/7');
  });
});

describe('api client extra headers', () => {
  it('sends the caller\u2019s headers next to the marker', async () => {
    const { fetchImpl, client } = clientAnswering(async () => jsonResponse(200, {}));
    await client.request('/rest/login', {
      method: 'POST',
      headers: { Authorization: 'Basic abc', 'X-Client': 'demo' },
    });
    const headers = new Headers(fetchImpl.mock.calls[0]?.[1].headers);
    expect(headers.get('Authorization')).toBe('Basic abc');
    expect(headers.get('X-Client')).toBe('demo');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });
});

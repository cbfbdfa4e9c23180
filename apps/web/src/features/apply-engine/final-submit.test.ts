import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type FetchLike } from '../../lib/api-client';
import { completeBody, submitFinishedFlow, type FinalSubmitRequest } from './final-submit';

const ATTEMPT = 'a'.repeat(43);

const request = (flow: Partial<FinalSubmitRequest> = {}): FinalSubmitRequest => ({
  client: 'demo',
  language: 'es',
  attemptId: ATTEMPT,
  easyApply: false,
  sponsorHandle: null,
  passThrough: {},
  pageUrl: 'https://careers.example.com/es/apply/12/5/',
  ...flow,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A server answering each call in turn, recording what it was asked. */
function server(...answers: Response[]) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = vi.fn<FetchLike>(async (url, init) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected call');
    return answer;
  });
  return { api: createApiClient(fetchImpl), calls };
}

const error = (statusCode: number, code: string, extra: object = {}) =>
  json(statusCode, { statusCode, code, message: code, ...extra });

describe('the final submit (the attempt\u2019s complete call)', () => {
  it('posts the page language, address and query values with the attempt header', async () => {
    const completed = { candidateId: 7, applicationId: 9, newCandidate: true, emailSent: null };
    const { api, calls } = server(json(200, completed));
    const result = await submitFinishedFlow(
      request({ easyApply: true, passThrough: { folder_id: '4', event_id: 'fair-2026' } }),
      api,
    );
    expect(result).toEqual({ kind: 'completed', completed });
    const [call] = calls;
    expect(call?.url).toBe('/rest/public/apply/demo/attempt/complete');
    expect(call?.init.method).toBe('POST');
    expect(new Headers(call?.init.headers).get('x-apply-attempt')).toBe(ATTEMPT);
    expect(JSON.parse(String(call?.init.body))).toEqual({
      language: 'es',
      pageUrl: 'https://careers.example.com/es/apply/12/5/',
      easyApply: true,
      folderId: 4,
      eventId: 'fair-2026',
    });
  });

  it('leaves out query values the contract would refuse rather than failing the submit', () => {
    const body = completeBody(
      request({
        passThrough: { folder_id: 'x', action: 'a b', event_id: '<script>' },
        sponsorHandle: 'acme',
      }),
    );
    expect(body).toEqual({
      language: 'es',
      pageUrl: 'https://careers.example.com/es/apply/12/5/',
      sponsorHandle: 'acme',
    });
  });

  it('sends the last form’s answers along when the submit of that form ends the flow', () => {
    const lastForm = { applyFormId: 5, data: { termsAndPolicy: 't' } };
    expect(completeBody({ ...request(), lastForm })).toEqual({
      language: 'es',
      pageUrl: 'https://careers.example.com/es/apply/12/5/',
      lastForm,
    });
  });

  it('asks for a login when the e-mail has an account (409 EMAIL_EXISTS)', async () => {
    const { api } = server(error(409, 'EMAIL_EXISTS'));
    expect(await submitFinishedFlow(request(), api)).toEqual({ kind: 'loginRequired' });
  });

  it('opens the form the server still misses (409 STEP_OUT_OF_ORDER)', async () => {
    const attempt = {
      applyStreamId: 3,
      requisitionId: 12,
      completedFormIds: [1],
      answers: {},
      nextFormId: 2,
      expiresAt: 0,
    };
    const { api, calls } = server(error(409, 'STEP_OUT_OF_ORDER'), json(200, attempt));
    expect(await submitFinishedFlow(request(), api)).toEqual({ kind: 'incomplete', nextFormId: 2 });
    expect(calls[1]?.url).toBe('/rest/public/apply/demo/attempt');
  });

  it('hands refused answers back as field errors (400 VALIDATION_FAILED)', async () => {
    const fields = [{ field: 'lastName', code: 302, message: 'Last Name is required.' }];
    const { api } = server(error(400, 'VALIDATION_FAILED', { field: 'lastName', fields }));
    expect(await submitFinishedFlow(request(), api)).toEqual({
      kind: 'fieldErrors',
      errors: fields,
    });
  });

  it('reports anything else as a failure', async () => {
    const { api } = server(error(409, 'ALREADY_APPLIED'));
    const result = await submitFinishedFlow(request(), api);
    expect(result.kind).toBe('failed');
  });
});

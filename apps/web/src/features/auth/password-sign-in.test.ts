import { describe, expect, it } from 'vitest';
import { CANDIDATE, errorJson, fakeApi, json } from '../../test/fake-api';
import { passwordSignIn } from './password-sign-in';

const INPUT = { username: ' Jane.Doe@Example.com ', password: 'Secret-1' };

describe('passwordSignIn', () => {
  it('logs in with the client header and Basic credentials, then loads the current candidate', async () => {
    const { api, fetchImpl } = fakeApi({
      'POST /rest/login': () => json(200, CANDIDATE),
      'GET /rest/private/candidate/demo/current': () => json(200, CANDIDATE),
    });
    await expect(passwordSignIn('demo', INPUT, api)).resolves.toEqual({
      kind: 'signedIn',
      candidate: CANDIDATE,
    });
    const [, init] = fetchImpl.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Client')).toBe('demo');
    expect(headers.get('Authorization')).toBe(`Basic ${btoa('jane.doe@example.com:Secret-1')}`);
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'jane.doe@example.com',
      password: 'Secret-1',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('reports the API\u2019s not-activated message and cancels', async () => {
    const { api } = fakeApi({
      'POST /rest/login': () => errorJson(403, 'ACCOUNT_NOT_ACTIVATED', 'Not activated yet'),
    });
    await expect(passwordSignIn('demo', INPUT, api)).resolves.toMatchObject({
      kind: 'notActivated',
      error: { code: 'ACCOUNT_NOT_ACTIVATED', message: 'Not activated yet' },
    });
  });

  it('cancels the login of a candidate whose record is locked, ending the session', async () => {
    const { api, fetchImpl } = fakeApi({
      'POST /rest/login': () => json(200, CANDIDATE),
      'GET /rest/private/candidate/demo/current': () => json(200, { ...CANDIDATE, locked: 't' }),
      'POST /rest/logout': () => json(200, { status: 'Success' }),
    });
    await expect(passwordSignIn('demo', INPUT, api)).resolves.toEqual({
      kind: 'notActivated',
      error: null,
    });
    expect(fetchImpl.mock.calls.at(-1)?.[0]).toBe('/rest/logout');
  });

  it('fails with the API error on wrong credentials', async () => {
    const { api } = fakeApi({
      'POST /rest/login': () => errorJson(401, 'INVALID_CREDENTIALS', 'Wrong'),
    });
    const outcome = await passwordSignIn('demo', INPUT, api);
    expect(outcome).toMatchObject({ kind: 'failed', error: { code: 'INVALID_CREDENTIALS' } });
  });
});

import { TOKEN_TYPES } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import { errorJson, fakeApi, json } from '../../test/fake-api';
import {
  changePassword,
  requestBearerToken,
  requestPasswordReset,
  resetPassword,
} from './auth-api';
import { FORGOT_PASSWORD_SENT } from './forgot-password-outcome';

const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));

describe('auth calls', () => {
  it('asks for a JWS bearer token for candidate/{client}/{uname}', async () => {
    const { api, fetchImpl } = fakeApi({
      'POST /rest/demo/token': () => json(200, { token: 't', expiry: 1 }),
    });
    await expect(requestBearerToken('demo', 'jane@example.com', api)).resolves.toEqual({
      token: 't',
      expiry: 1,
    });
    expect(bodyOf(fetchImpl.mock.calls[0]?.[1])).toEqual({
      tokenState: '',
      stateType: 'NONE',
      tokenType: TOKEN_TYPES.bearer,
      userPrincipal: 'candidate/demo/jane@example.com',
      audKeys: [{ audKeyShort: 'ALL' }],
      appType: 'XCC',
    });
  });

  it('requests a reset link with the normalised uname and the default template', async () => {
    const { api, fetchImpl } = fakeApi({
      'POST /rest/public/candidate/demo/password/': () => json(200, FORGOT_PASSWORD_SENT),
    });
    await expect(requestPasswordReset('demo', ' Jane@Example.com ', {}, api)).resolves.toBe(
      FORGOT_PASSWORD_SENT,
    );
    expect(bodyOf(fetchImpl.mock.calls[0]?.[1])).toEqual({
      uname: 'jane@example.com',
      communicationTemplate: 'Password Reset',
    });
  });

  it('sends the captcha token as the path suffix, encoded', async () => {
    const { api, fetchImpl } = fakeApi({});
    await requestPasswordReset('demo', 'jane@example.com', { captchaToken: 'a/b+c=' }, api).catch(
      () => undefined,
    );
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/rest/public/candidate/demo/password/a%2Fb%2Bc%3D');
  });

  it('resets with the link token in the query', async () => {
    const { api, fetchImpl } = fakeApi({
      'POST /rest/public/candidate/demo/password/reset': (_init, url) =>
        url.searchParams.get('token') === 'a b&c'
          ? json(200, { status: 'Success' })
          : errorJson(400, 'INVALID_TOKEN'),
    });
    await expect(resetPassword('demo', 'a b&c', 'New-Password-1', api)).resolves.toEqual({
      status: 'Success',
    });
    expect(bodyOf(fetchImpl.mock.calls[0]?.[1])).toEqual({ newPassword: 'New-Password-1' });
  });

  it('changes the password with the current one and the candidate id', async () => {
    const { api } = fakeApi({
      'POST /rest/private/candidate/demo/password': () =>
        errorJson(400, 'CURRENT_PASSWORD_IS_INVALID'),
    });
    await expect(
      changePassword('demo', { currentPassword: 'a', newPassword: 'b', candidateId: 7 }, api),
    ).rejects.toMatchObject({ code: 'CURRENT_PASSWORD_IS_INVALID' });
  });
});

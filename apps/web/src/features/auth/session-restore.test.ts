import { describe, expect, it } from 'vitest';
import { CANDIDATE, fakeApi, json } from '../../test/fake-api';
import { restoreSession } from './session-restore';

describe('restoreSession', () => {
  const session = (client: string | null, authenticated = true) =>
    json(200, { authenticated, client, candidateId: 7, expiresAt: 1 });

  it('restores the candidate of a live session of this career site', async () => {
    const { api } = fakeApi({
      'GET /rest/session': () => session('demo'),
      'GET /rest/private/candidate/demo/current': () => json(200, CANDIDATE),
    });
    await expect(restoreSession('demo', api)).resolves.toEqual({ candidate: CANDIDATE });
  });

  it('ignores no session, or one of another career site', async () => {
    const none = fakeApi({ 'GET /rest/session': () => session(null, false) });
    await expect(restoreSession('demo', none.api)).resolves.toBeNull();
    const other = fakeApi({ 'GET /rest/session': () => session('acme') });
    await expect(restoreSession('demo', other.api)).resolves.toBeNull();
  });
});

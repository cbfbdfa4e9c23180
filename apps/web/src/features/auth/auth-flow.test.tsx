import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SiteConfig } from '@talentgate/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App';
import { stubMatchMedia } from '../../test/render-with-providers';
import { CANDIDATE, errorJson, json } from '../../test/fake-api';

const SITE: SiteConfig = {
  client: 'demo',
  name: 'Northwind',
  tagline: 'Care',
  defaultLanguage: 'en',
  languages: ['en'],
  passwordCriteria: ['length'],
  policyLinks: { terms: null, privacy: null },
  texts: { tagline: {}, streamNames: {} },
  signInModal: true,
  analytics: 'aggregate',
  branding: null,
  captcha: null,
};

const LIVE_SESSION = { authenticated: true, client: 'demo', candidateId: 7, expiresAt: 1 };

/** Answers in order per call; the last answer repeats. */
function scripted(answers: Record<string, Array<() => Response>>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(input, 'http://localhost').pathname}`;
    calls.push(key);
    const queue = answers[key];
    const answer = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    return answer ? answer() : errorJson(404, 'ROUTE_NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  // Stale at once, so the profile asks for the candidate again when it shows.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 0, retry: false } },
  });
  render(<App client="demo" styleNonce={undefined} direction="ltr" queryClient={queryClient} />);
}

beforeEach(() => stubMatchMedia());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('request failure handling on the profile (spec 1 §4)', () => {
  it('asks for sign-in on a 401 and retries the failed request afterwards', async () => {
    const calls = scripted({
      'GET /rest/public/site/demo': [() => json(200, SITE)],
      'GET /rest/session': [() => json(200, LIVE_SESSION)],
      'GET /rest/private/candidate/demo/current': [
        () => json(200, CANDIDATE),
        () => errorJson(401, 'UNAUTHORIZED', 'Unauthorized Access (401)'),
        () => json(200, CANDIDATE),
      ],
      'POST /rest/login': [() => json(200, CANDIDATE)],
      'POST /rest/demo/token': [() => json(200, { token: 't', expiry: Date.now() + 3_600_000 })],
    });
    renderApp('/profile/');

    const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 10000 });
    // The path is remembered for after the sign-in.
    expect(sessionStorage.getItem('loginRedirect')).toContain('"/profile/"');
    fireEvent.input(within(dialog).getByLabelText(/User Name \/ Email/), {
      target: { value: CANDIDATE.uname },
    });
    fireEvent.input(within(dialog).getByLabelText(/^Password/), { target: { value: 'secret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Jane' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const currentCalls = calls.filter((call) => call.endsWith('/current'));
    // Restore, the refused profile load, the login's check, and the retried profile load.
    expect(currentCalls.length).toBeGreaterThanOrEqual(4);
    expect(window.location.pathname).toBe('/profile/');
  });

  it('asks a signed-out visitor for sign-in without calling the private API', async () => {
    const calls = scripted({
      'GET /rest/public/site/demo': [() => json(200, SITE)],
      'GET /rest/session': [
        () => json(200, { authenticated: false, client: null, candidateId: null, expiresAt: null }),
      ],
    });
    renderApp('/profile/');
    await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 3000 });
    expect(calls.some((call) => call.includes('/private/'))).toBe(false);
  });
});

describe('sign-in entry points', () => {
  const signedOut = () =>
    json(200, { authenticated: false, client: null, candidateId: null, expiresAt: null });

  it('sends a signed-out visitor of /profile/ to the login page when the modal is off', async () => {
    scripted({
      'GET /rest/public/site/demo': [() => json(200, { ...SITE, signInModal: false })],
      'GET /rest/session': [signedOut],
    });
    renderApp('/profile/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(window.location.pathname).toBe('/profile/login/');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem('loginRedirect')).toContain('"/profile/"');
  });

  it('blocks password sign-in for a signed-in user who is not a returning user', async () => {
    scripted({
      'GET /rest/public/site/demo': [() => json(200, SITE)],
      'GET /rest/session': [() => json(200, LIVE_SESSION)],
      'GET /rest/private/candidate/demo/current': [() => json(200, CANDIDATE)],
      'POST /rest/demo/token': [() => json(200, { token: 't', expiry: Date.now() + 3_600_000 })],
    });
    const stamp = Date.now();
    const store = (key: string, data: unknown) =>
      sessionStorage.setItem(key, JSON.stringify({ stamp, data }));
    store('candidate', { candidateId: CANDIDATE.candidateId, isLocked: true });
    store('applicationUrl', '/auth0_logout/');
    renderApp('/auth0_logout/');

    fireEvent.click(await screen.findByRole('button', { name: 'Sign in again' }));
    const alert = await screen.findByRole('dialog', { name: 'Error' });
    expect(alert.textContent).toContain('the application on this page is in progress');
    // Such a user has no sign-in menu in the header.
    expect(
      within(screen.getByRole('banner')).queryByRole('button', { name: 'Sign in' }),
    ).toBeNull();
  });
});

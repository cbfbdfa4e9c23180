import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ErasureStatus, SiteConfig } from '@talentgate/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App';
import { CANDIDATE, errorJson, json } from '../../test/fake-api';
import { stubMatchMedia } from '../../test/render-with-providers';

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
const SIGNED_OUT = { authenticated: false, client: null, candidateId: null, expiresAt: null };
const NONE: ErasureStatus = { status: 'none', requestedAt: null, confirmedAt: null, doneAt: null };
const REQUESTED: ErasureStatus = {
  ...NONE,
  status: 'requested',
  requestedAt: '2026-11-20T10:00:00.000Z',
};

type Answer = (init: RequestInit) => Response;

/** Answers per `METHOD /path`; records each call's body. */
function serve(answers: Record<string, Answer>) {
  const bodies: Record<string, unknown> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${new URL(input, 'http://localhost').pathname}`;
      if (typeof init.body === 'string') bodies[key] = JSON.parse(init.body);
      const answer = answers[key];
      return answer ? answer(init) : errorJson(404, 'ROUTE_NOT_FOUND');
    }),
  );
  return bodies;
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<App client="demo" styleNonce={undefined} direction="ltr" queryClient={queryClient} />);
}

beforeEach(() => stubMatchMedia());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('privacy page', () => {
  // The dashboard around the Privacy tab loads first: slow on a busy machine.
  it(
    'asks for erasure after the confirmation dialog, then shows the request as requested',
    { timeout: 60_000 },
    async () => {
      const bodies = serve({
        'GET /rest/public/site/demo': () => json(200, SITE),
        'GET /rest/session': () => json(200, LIVE_SESSION),
        'GET /rest/private/candidate/demo/current': () => json(200, CANDIDATE),
        'GET /rest/private/privacy/demo/erasure': () => json(200, NONE),
        'POST /rest/private/privacy/demo/erasure': () => json(202, REQUESTED),
      });
      renderAt('/profile/privacy/');
      fireEvent.click(
        await screen.findByRole('button', { name: 'Request erasure' }, { timeout: 45_000 }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Erase all your data?' });
      expect(within(dialog).getByText(/jane\.doe@example\.com/)).toBeTruthy();
      expect(screen.queryByText('Erasure requested')).toBeNull();

      fireEvent.click(within(dialog).getByRole('button', { name: 'Send the confirmation e-mail' }));
      expect(await screen.findByText('Erasure requested')).toBeTruthy();
      expect(bodies['POST /rest/private/privacy/demo/erasure']).toEqual({ language: 'en' });
      expect(
        screen.getByRole('button', { name: 'Send the confirmation e-mail again' }),
      ).toBeTruthy();
    },
  );

  it('confirms from the e-mailed link signed out, and says when the link is no longer valid', async () => {
    let valid = true;
    const bodies = serve({
      'GET /rest/public/site/demo': () => json(200, SITE),
      'GET /rest/session': () => json(200, SIGNED_OUT),
      'POST /rest/public/privacy/demo/erasure/confirm': () =>
        valid
          ? json(200, { ...REQUESTED, status: 'done', doneAt: REQUESTED.requestedAt })
          : errorJson(400, 'INVALID_TOKEN'),
    });
    renderAt('/profile/privacy/?token=secret-1');
    const erase = await screen.findByRole(
      'button',
      { name: 'Erase my data now' },
      { timeout: 3000 },
    );
    // Nothing happens until the button is pressed.
    expect(bodies['POST /rest/public/privacy/demo/erasure/confirm']).toBeUndefined();
    fireEvent.click(erase);
    expect(await screen.findByText('Your data has been erased')).toBeTruthy();
    expect(bodies['POST /rest/public/privacy/demo/erasure/confirm']).toEqual({ token: 'secret-1' });

    cleanup();
    valid = false;
    renderAt('/profile/privacy/?token=secret-1');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Erase my data now' }, { timeout: 3000 }),
    );
    expect(
      await screen.findByText(/This link is invalid, has expired or has been used already/),
    ).toBeTruthy();
  });
});

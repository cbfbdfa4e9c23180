/**
 * Opening the apply page draws its first form's fields once (issue 21). They are the costly
 * part of the page (a dozen Mantine inputs); before, the page drew them about five times
 * while it opened: react-hook-form's ready flag, the move from `/apply/?link=` to the step
 * path (which mounted the whole flow again), the route and loading-overlay contexts, and the
 * resume field reporting its empty value. On a phone each of those is a long task.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { getI18n } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../app/App';
import { loadFirstPageCode } from '../../../app/page-registry';
import { createQueryClient } from '../../../app/query-client';
import engineEn from '../../../i18n/locales/apply-engine/en.json';
import { removePageAnswers, servePageAnswers } from '../../../test/page-answers';
import { countRenders } from '../../../test/count-renders';
import { CANDIDATE, json } from '../../../test/fake-api';
import { stubMatchMedia } from '../../../test/render-with-providers';
// The answers a real `/apply/?link=30` page comes with (decision 0030): the demo tenant's
// site settings, lists, flags, requisition and its full-apply stream.
import pageAnswers from './fixtures/full-apply-page-answers.json';

let renders: ReturnType<typeof countRenders> | null = null;

beforeEach(() => {
  stubMatchMedia();
  getI18n().addResourceBundle('en', 'applyEngine', engineEn);
  servePageAnswers(pageAnswers);
  // The page asks the API only for the session (initial-answers.e2e.ts).
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        json(200, { authenticated: false, client: null, candidateId: null, expiresAt: null }),
      ),
    ),
  );
});

afterEach(() => {
  renders?.stop();
  cleanup();
  vi.unstubAllGlobals();
  removePageAnswers();
});

/** The whole app, as main.tsx renders it for the demo tenant. */
function renderApp() {
  render(
    <App client="demo" styleNonce={undefined} direction="ltr" queryClient={createQueryClient()} />,
  );
}

describe('opening the apply page', () => {
  it('draws the first form’s fields once, moving on to the step path', async () => {
    window.history.replaceState(null, '', '/apply/?link=30');
    // The browser's first region name costs a long task on a phone: none until the visitor
    // reaches the phone field.
    const regionNames = vi.spyOn(Intl, 'DisplayNames');
    renders = countRenders();
    renderApp();
    await screen.findByRole('heading', { level: 2, name: /About you/ }, { timeout: 15_000 });
    // The resume field's own chunk arrives, the session answers, the overlay goes.
    await screen.findByText('Upload your resume to fill the form');
    await vi.waitFor(() => expect(window.location.pathname).toBe('/apply/30/1/'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Moving on to the step path is no visitor's navigation: focus is not taken to <main>.
    expect(document.activeElement).toBe(document.body);

    expect(screen.getByLabelText(/First Name/)).toBeTruthy();
    expect(renders.of('FormFields')).toBe(1);
    // The form around the fields renders again for its own state, cheaply.
    expect(renders.of('SchemaForm')).toBeLessThanOrEqual(3);
    expect(regionNames).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveProperty('value', 'US');
  });
});

describe('opening the apply page with its code already loaded (as main.tsx does)', () => {
  it('draws a visitor the first form in the first render, with no frame of the shell alone', async () => {
    window.history.replaceState(null, '', '/apply/?link=30');
    // The server answers the session check inside the page too (a visitor: signed out).
    removePageAnswers();
    servePageAnswers({
      ...pageAnswers,
      '/rest/session': { authenticated: false, client: null, candidateId: null, expiresAt: null },
    });
    await loadFirstPageCode('apply');
    renders = countRenders();
    renderApp();
    // No await: a page that suspended would show its form only after a later render.
    expect(screen.getByRole('heading', { level: 2, name: /About you/ })).toBeTruthy();
    expect(screen.getByLabelText(/First Name/)).toBeTruthy();
    // The flow's column, headings, progress, the dashboard forms' summaries and the list of
    // fields still to fill were Mantine's Stack, Title, Text, Paper and Anchor: 517 component
    // renders while the page opened, each inside the task a phone waits on before it paints.
    expect(renders.total()).toBeLessThanOrEqual(360);
  });
});

describe('opening the apply page signed in', () => {
  it('opens the form with the candidate’s profile even when it answers after the page', async () => {
    // The session answers at once; the candidate's profile and the applied check come later.
    const later = (body: unknown) =>
      new Promise<Response>((resolve) => setTimeout(() => resolve(json(200, body)), 400));
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string | URL | Request) => {
        const { pathname } = new URL(String(input), 'http://localhost');
        if (pathname === '/rest/session')
          return Promise.resolve(
            json(200, { authenticated: true, client: 'demo', candidateId: 7, expiresAt: null }),
          );
        if (pathname.includes('/application/exists/')) return later({ reqStatus: 'false' });
        if (pathname.endsWith('/current')) return later(CANDIDATE);
        return Promise.resolve(json(404, { statusCode: 404, code: 'ROUTE_NOT_FOUND' }));
      }),
    );
    window.history.replaceState(null, '', '/apply/?link=30');
    renderApp();
    const firstName = await screen.findByLabelText(/First Name/, undefined, { timeout: 15_000 });
    // The form drew once the session was known: her name is in it from the start.
    expect((firstName as HTMLInputElement).value).toBe(CANDIDATE.firstName);
  });
});

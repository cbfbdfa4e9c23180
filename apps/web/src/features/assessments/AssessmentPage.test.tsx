import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Assessment } from '@talentgate/domain';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test/render-with-providers';
import { CANDIDATE, errorJson, json } from '../../test/fake-api';
import { siteWrapper } from '../../test/site-wrapper';
import { AuthContext, type AuthContextValue } from '../auth/auth-context';
import { LoadingOverlayProvider } from '../feedback/LoadingOverlayProvider';
import { saveAssessmentStep, STEP_KEY } from './assessment-step';
import AssessmentPage from './AssessmentPage';

const assessment = (assessmentId: number, testStatus: string): Assessment => ({
  assessmentId,
  applicationId: 40,
  vendorPositionCode: `CODE-${assessmentId}`,
  positionLabel: `Test ${assessmentId}`,
  testStatus,
  url: null,
});

function auth(state: AuthContextValue['state']): AuthContextValue {
  return {
    state,
    signIn: vi.fn(),
    signOut: vi.fn(),
    endSession: vi.fn(),
    openSignIn: vi.fn(),
    requireSignIn: vi.fn(),
    signedInElsewhere: vi.fn(),
    recovery: { run: (request) => request(), resume: vi.fn(), abandon: vi.fn(), pending: 0 },
  };
}

const loggedOut = () => auth({ status: 'loggedOut' });

/** The step a new candidate's final submit leaves: their token, and the thank-you page. */
function newCandidateStep() {
  saveAssessmentStep({
    client: 'demo',
    candidateId: 9,
    applicationId: 40,
    token: { token: 'a.b.c', expiry: Date.now() + 600_000 },
    thankYouHref: '/apply/thank-you/',
    thankYou: { emailSent: 'activation', alertConfirmationSent: false, requisitionId: 3 },
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(value: AuthContextValue, answer: (url: string, init: RequestInit) => Response) {
  const fetchMock = vi.fn<typeof fetch>((input, init) =>
    Promise.resolve(answer(String(input), init ?? {})),
  );
  vi.stubGlobal('fetch', fetchMock);
  const { Wrapper } = siteWrapper();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Wrapper>
      <AuthContext value={value}>
        <LoadingOverlayProvider>
          <MemoryRouter initialEntries={['/apply/assessment/']}>
            <Routes>
              <Route path="/apply/assessment/" element={children} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </LoadingOverlayProvider>
      </AuthContext>
    </Wrapper>
  );
  render(<AssessmentPage />, { wrapper });
  return fetchMock;
}

/** The assessment calls the page made (the page title also reads the site). */
const calls = (fetchMock: ReturnType<typeof renderPage>) =>
  fetchMock.mock.calls
    .map(([url, init]) => ({
      url: String(url),
      method: init?.method ?? 'GET',
      authorization: new Headers(init?.headers).get('authorization'),
    }))
    .filter((call) => call.url.includes('/assessment/'));

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AssessmentPage (/apply/assessment/)', () => {
  it('lists the step’s assessments with their status, with the new candidate’s token, and keeps the skip until all are Completed', async () => {
    newCandidateStep();
    const fetchMock = renderPage(loggedOut(), () =>
      json(200, [assessment(1, 'invited'), assessment(2, 'inprocess'), assessment(3, 'scored')]),
    );
    await screen.findByText('Test 1');
    expect(screen.getByText('Not started')).toBeTruthy();
    expect(screen.getByText('Incomplete')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    const skip = screen.getByRole('button', { name: 'Continue to the end' });
    expect(skip.hasAttribute('disabled')).toBe(true);
    // The button says why it is disabled.
    const hint = document.getElementById(skip.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('You can continue once every assessment is completed.');
    expect(calls(fetchMock)).toEqual([
      {
        url: '/rest/private/candidate/demo/assessment/candidate/9?applicationId=40',
        method: 'GET',
        authorization: 'Temporary a.b.c',
      },
    ]);
  });

  it('leaves the step once all are Completed: the token is ended and the thank-you page follows', async () => {
    newCandidateStep();
    const fetchMock = renderPage(loggedOut(), (url) =>
      url.includes('/skip/')
        ? json(200, { applicationId: 40, loggedOut: true })
        : json(200, [assessment(1, 'completed')]),
    );
    const skip = await screen.findByRole('button', { name: 'Continue to the end' });
    await waitFor(() => expect(skip.hasAttribute('disabled')).toBe(false));
    fireEvent.click(skip);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/apply/thank-you/'));
    expect(calls(fetchMock)).toContainEqual({
      url: '/rest/private/candidate/demo/assessment/skip/40',
      method: 'POST',
      authorization: 'Temporary a.b.c',
    });
    expect(window.sessionStorage.getItem(STEP_KEY)).toBeNull();
  });

  it('says so when the server refuses the skip', async () => {
    newCandidateStep();
    renderPage(loggedOut(), (url) =>
      url.includes('/skip/')
        ? errorJson(409, 'ASSESSMENTS_NOT_COMPLETED')
        : json(200, [assessment(1, 'completed')]),
    );
    const skip = await screen.findByRole('button', { name: 'Continue to the end' });
    await waitFor(() => expect(skip.hasAttribute('disabled')).toBe(false));
    fireEvent.click(skip);
    expect(await screen.findByText('Please complete every assessment first.')).toBeTruthy();
  });

  it('starts the built-in vendor’s test on this site, in the page', async () => {
    newCandidateStep();
    const fetchMock = renderPage(loggedOut(), (url) =>
      url.includes('/start/')
        ? new Response(`${window.location.origin}/apply/assessment/take/?link=x.y.z`, {
            status: 200,
            headers: { 'Content-Type': 'text/plain; charset=utf-8' },
          })
        : json(200, [assessment(1, 'invited')]),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/apply/assessment/take/?link=x.y.z'),
    );
    expect(calls(fetchMock)).toContainEqual({
      url: '/rest/private/candidate/demo/assessment/start/1',
      method: 'POST',
      authorization: 'Temporary a.b.c',
    });
  });

  it('lists a signed-in candidate’s assessments without a step, with a way to the dashboard', async () => {
    const fetchMock = renderPage(
      auth({ status: 'loggedIn', candidate: CANDIDATE, returning: true, rememberMe: false }),
      () => json(200, [assessment(1, 'completed')]),
    );
    await screen.findByText('Test 1');
    expect(screen.queryByRole('button', { name: 'Continue to the end' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toBeTruthy();
    expect(calls(fetchMock)[0]).toEqual({
      url: `/rest/private/candidate/demo/assessment/candidate/${CANDIDATE.candidateId}`,
      method: 'GET',
      authorization: null,
    });
  });

  it('asks a signed-out visitor without a step to sign in', () => {
    const value = loggedOut();
    renderPage(value, () => json(200, []));
    expect(screen.getByText('Sign in to see your assessments.')).toBeTruthy();
    expect(value.requireSignIn).toHaveBeenCalled();
  });
});

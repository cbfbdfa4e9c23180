import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../test/render-with-providers';
import { errorJson, json } from '../../../test/fake-api';
import { siteWrapper } from '../../../test/site-wrapper';
import { LoadingOverlayProvider } from '../../feedback/LoadingOverlayProvider';
import { readStoredAttempt } from '../api/attempt-storage';
import { ContinueFromLink } from './ContinueFromLink';

const FLOW_KEY = 'apply-12-3';
const NEW_ID = 'N'.repeat(43);
const RESUMED = {
  applyStreamId: 3,
  requisitionId: 12,
  completedFormIds: [5],
  answers: { '5': { firstName: 'Ada' } },
  nextFormId: 6,
  expiresAt: Date.now() + 86_400_000,
  attemptId: NEW_ID,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

function renderAt(path: string, answer: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetchMock);
  const { Wrapper, notify } = siteWrapper();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Wrapper>
      <LoadingOverlayProvider>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </LoadingOverlayProvider>
    </Wrapper>
  );
  render(
    <>
      <ContinueFromLink client="demo" flowKey={FLOW_KEY} applyStreamId={3}>
        <p>the flow</p>
      </ContinueFromLink>
      <Address />
    </>,
    { wrapper },
  );
  return { fetchMock, notify };
}

describe('ContinueFromLink', () => {
  it('shows the flow at once when the page has no token', () => {
    const { fetchMock } = renderAt('/apply/12/2/', () => json(200, RESUMED));
    expect(screen.getByText('the flow')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops the token from the address, exchanges it once and keeps the attempt', async () => {
    const { fetchMock, notify } = renderAt('/es/apply/12/2/?sId=3&token=link-token', () =>
      json(200, RESUMED),
    );
    await screen.findByText('the flow');
    expect(screen.getByLabelText('address').textContent).toBe('/es/apply/12/2/?sId=3');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/rest/public/apply/demo/attempt/continue');
    expect(init?.body).toBe(JSON.stringify({ token: 'link-token' }));
    expect(readStoredAttempt('demo', FLOW_KEY)).toEqual({
      attemptId: NEW_ID,
      expiresAt: RESUMED.expiresAt,
    });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ alertClass: 'success' }));
  });

  it('says a used link was used, and goes on without it on request', async () => {
    const { fetchMock } = renderAt('/apply/12/2/?token=used', () =>
      errorJson(410, 'CONTINUE_LINK_USED'),
    );
    await screen.findByText('continueLink.problem.used');
    expect(screen.queryByText('the flow')).toBeNull();
    expect(screen.getByLabelText('address').textContent).toBe('/apply/12/2/');
    screen.getByRole('button', { name: 'continueLink.goOn' }).click();
    await screen.findByText('the flow');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readStoredAttempt('demo', FLOW_KEY)).toBeNull();
  });

  it('offers to try again when the server could not be reached', async () => {
    let calls = 0;
    renderAt('/apply/12/2/?token=flaky', () =>
      (calls += 1) === 1 ? errorJson(503, 'NOT_READY') : json(200, RESUMED),
    );
    await screen.findByText('continueLink.problem.failed');
    screen.getByRole('button', { name: 'continueLink.retry' }).click();
    await screen.findByText('the flow');
    await waitFor(() => expect(readStoredAttempt('demo', FLOW_KEY)?.attemptId).toBe(NEW_ID));
  });
});

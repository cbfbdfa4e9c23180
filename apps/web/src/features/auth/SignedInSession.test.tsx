import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_SESSION_STORAGE_MS } from '../../lib/stored-session';
import { renderWithProviders } from '../../test/render-with-providers';
import SignedInSession from './SignedInSession';

const WARNING_AT = MAX_SESSION_STORAGE_MS - 60_000;

function renderSession() {
  const onInactive = vi.fn();
  renderWithProviders(
    <SignedInSession
      client="demo"
      uname="jane.doe@example.com"
      rememberMe={false}
      onSessionLost={vi.fn()}
      onInactive={onInactive}
    />,
  );
  act(() => vi.advanceTimersByTime(WARNING_AT + 1_000));
  return { onInactive, banner: screen.getByRole('region', { name: 'Session timeout warning' }) };
}

const continueButton = () => screen.getByRole('button', { name: 'Click here to continue' });

beforeEach(() => {
  vi.useFakeTimers();
  // The token and session calls stay unanswered: only the inactivity watch is under test.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the inactivity warning', () => {
  it('stays under a press on its button until the click continues the session', async () => {
    const { onInactive, banner } = renderSession();
    await act(async () => {
      fireEvent.pointerDown(continueButton());
    });
    // Withdrawn at the press, the banner would be gone before the click could reach it.
    expect(banner.isConnected).toBe(true);
    await act(async () => {
      fireEvent.click(continueButton());
    });
    expect(banner.isConnected).toBe(false);
    act(() => vi.advanceTimersByTime(120_000));
    expect(onInactive).not.toHaveBeenCalled();
  });

  it('is withdrawn by a press anywhere else on the page', async () => {
    const { onInactive, banner } = renderSession();
    await act(async () => {
      fireEvent.pointerDown(document.body);
    });
    expect(banner.isConnected).toBe(false);
    act(() => vi.advanceTimersByTime(120_000));
    expect(onInactive).not.toHaveBeenCalled();
  });

  it('signs out at the end of the countdown when nothing happens', () => {
    const { onInactive } = renderSession();
    act(() => vi.advanceTimersByTime(60_000));
    expect(onInactive).toHaveBeenCalledOnce();
  });
});

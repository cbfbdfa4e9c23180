import { SOCIAL_POPUP_POLL_MS } from '@talentgate/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCIAL_RETURN_MESSAGE, watchPopup, type PopupWindow } from './social-popup';

/** The popup as the opener sees it: a window that can be closed and sent somewhere. */
const fakePopup = () => ({ closed: false, close: vi.fn(), location: { href: '' } });

/** The return page's postMessage, as the opener receives it. */
function answerFrom(popup: PopupWindow, query: string): void {
  const event = new MessageEvent('message', {
    data: { type: SOCIAL_RETURN_MESSAGE, query },
    origin: window.location.origin,
  });
  // jsdom has no second window to send from; the event says it came from the popup.
  Object.defineProperty(event, 'source', { value: popup });
  window.dispatchEvent(event);
}

describe('watchPopup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes the answer the return page sent just before it closed itself', () => {
    const popup = fakePopup();
    const onReturn = vi.fn();
    const onClosed = vi.fn();
    watchPopup(popup, 'https://provider.test/authorize', { onReturn, onClosed });
    expect(popup.location.href).toBe('https://provider.test/authorize');
    // The return page closed before its message was read: the poll sees the closing first.
    popup.closed = true;
    vi.advanceTimersByTime(SOCIAL_POPUP_POLL_MS);
    answerFrom(popup, 'code=abc&state=xyz');
    vi.advanceTimersByTime(SOCIAL_POPUP_POLL_MS * 4);
    expect(onReturn).toHaveBeenCalledWith('code=abc&state=xyz');
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('says the person gave up when the popup closed without an answer', () => {
    const popup = fakePopup();
    const onReturn = vi.fn();
    const onClosed = vi.fn();
    watchPopup(popup, 'https://provider.test/authorize', { onReturn, onClosed });
    popup.closed = true;
    vi.advanceTimersByTime(SOCIAL_POPUP_POLL_MS * 3);
    expect(onClosed).toHaveBeenCalledTimes(1);
    // An answer after that is no longer listened to.
    answerFrom(popup, 'code=late');
    expect(onReturn).not.toHaveBeenCalled();
  });
});

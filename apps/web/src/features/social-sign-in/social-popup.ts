/**
 * The provider's page in a popup (spec 1 §9: 600x700, polled every 500 ms). The return page in
 * the popup hands the provider's answer back with postMessage and closes; the poll notices a
 * popup closed without an answer (the person gave up). A blocked popup is logged with the
 * spec's message and the caller falls back to a full redirect (spec 1 §8).
 */
import {
  POPUP_BLOCKED_MESSAGE,
  SOCIAL_POPUP_HEIGHT,
  SOCIAL_POPUP_POLL_MS,
  SOCIAL_POPUP_WIDTH,
} from '@talentgate/domain';

export const SOCIAL_RETURN_MESSAGE = 'talentgate-social-return';

export interface PopupHandlers {
  /** The provider's answer: the return page's query string. */
  onReturn: (query: string) => void;
  onClosed: () => void;
}

function features(): string {
  const left = Math.max(0, window.screenX + (window.outerWidth - SOCIAL_POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - SOCIAL_POPUP_HEIGHT) / 2);
  return `popup=yes,width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
}

/**
 * Opens the popup empty, at the person's click: opened after the start call's round trip, it
 * could come too late for the browser to count it as their action and be blocked. Null when
 * the browser blocked it (logged with the spec's message).
 */
export function openBlankPopup(): Window | null {
  const popup = window.open('', 'talentgate-social-sign-in', features());
  if (!popup) console.warn(POPUP_BLOCKED_MESSAGE);
  return popup;
}

/** What the opener uses of the popup's window. */
export interface PopupWindow {
  readonly closed: boolean;
  close(): void;
  location: { href: string };
}

/** Sends the popup to the provider and watches it for the answer or its closing. */
export function watchPopup(popup: PopupWindow, url: string, handlers: PopupHandlers): void {
  popup.location.href = url;
  let answered = false;
  const onMessage = (event: MessageEvent<unknown>) => {
    if (event.origin !== window.location.origin || event.source !== popup) return;
    const data = event.data;
    if (typeof data !== 'object' || data === null) return;
    if (Reflect.get(data, 'type') !== SOCIAL_RETURN_MESSAGE) return;
    const query: unknown = Reflect.get(data, 'query');
    if (typeof query !== 'string') return;
    answered = true;
    stop();
    popup.close();
    handlers.onReturn(query);
  };
  const timer = window.setInterval(() => {
    if (!popup.closed) return;
    window.clearInterval(timer);
    // The return page posts its answer and closes at once, so the answer may still be queued
    // behind this poll: listen one poll longer before taking the closing as giving up.
    window.setTimeout(() => {
      stop();
      if (!answered) handlers.onClosed();
    }, SOCIAL_POPUP_POLL_MS);
  }, SOCIAL_POPUP_POLL_MS);
  const stop = () => {
    window.clearInterval(timer);
    window.removeEventListener('message', onMessage);
  };
  window.addEventListener('message', onMessage);
}

/** On the return page: in a popup we opened, hand the answer back and close. */
function isWindow(value: unknown): value is Window {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'postMessage') === 'function'
  );
}

export function handBackToOpener(query: string): boolean {
  const opener: unknown = window.opener;
  if (!isWindow(opener) || opener === window) return false;
  opener.postMessage({ type: SOCIAL_RETURN_MESSAGE, query }, window.location.origin);
  return true;
}

import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * Client-side navigation for plain `<a href>` links, for long lists of links (the job
 * results): one handler for all of them instead of a router `Link` each, which costs a
 * phone several hooks per link on every render. Clicks the browser should handle itself
 * (new tab or window, another target, a non-primary button) are left alone, as `Link` does.
 */
export function useFollowLink(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      const anchor = event.currentTarget;
      const href = anchor.getAttribute('href');
      if (
        href === null ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.altKey ||
        event.ctrlKey ||
        event.shiftKey ||
        (anchor.target !== '' && anchor.target !== '_self')
      ) {
        return;
      }
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}

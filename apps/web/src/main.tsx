import './styles';
import { LIST_NAMES, splitLanguage } from '@talentgate/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ROUTES_WITH_DATES_FIRST } from './app/first-pages';
import { loadFirstPageCode, preloadLikelyPages } from './app/page-registry';
import { createQueryClient } from './app/query-client';
import { resolveLocation } from './features/routing/resolve-location';
import { listQueryOptions } from './features/lists/list-query';
import { siteQueryOptions } from './features/site/site-query';
import { i18n, initI18n } from './i18n/i18n';
import { APP_LANGUAGES } from './i18n/languages';
import { prepareCalendarDates } from './lib/format';
import { readClient, readStyleNonce } from './lib/page-meta';
import { shareStyleNonce } from './lib/style-nonce';

const client = readClient();
const styleNonce = readStyleNonce();
shareStyleNonce(styleNonce);
const queryClient = createQueryClient();

// Ask for the tenant's settings now (unless the page came with them), in parallel with a
// non-English catalog, not after render.
void queryClient.prefetchQuery(siteQueryOptions(client));
// The position-codes list is always loaded (spec 2 §7); a fresh stored copy costs no request.
void queryClient.prefetchQuery(listQueryOptions(client, LIST_NAMES.positionCodes));

const { language } = splitLanguage(window.location.pathname, APP_LANGUAGES);
const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

/** Longest wait for the first page's code before rendering without it (slow networks). */
const FIRST_PAGE_CODE_WAIT_MS = 2500;
const { routeId } = resolveLocation(window.location.pathname, APP_LANGUAGES);

// The first date formatter's cost in a task of its own while the page's code arrives, rather
// than inside the first render (prepareCalendarDates says why).
if (routeId !== null && ROUTES_WITH_DATES_FIRST.has(routeId)) {
  setTimeout(() => prepareCalendarDates(language), 0);
}

// The first render waits for the page's code, so it draws the whole page at once (see
// loadFirstPageCode). A failed catalog or chunk load renders anyway: English, or the page's
// own error state, still beats no page at all.
const firstPageReady = (async () => {
  await initI18n(language).catch(() => undefined);
  const code = loadFirstPageCode(routeId).catch(() => undefined);
  const timeout = new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_CODE_WAIT_MS));
  await Promise.race([code, timeout]);
})();

void firstPageReady.finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App
        client={client}
        styleNonce={styleNonce}
        direction={i18n.dir(language)}
        queryClient={queryClient}
      />
    </StrictMode>,
  );
  preloadLikelyPages(routeId);
});

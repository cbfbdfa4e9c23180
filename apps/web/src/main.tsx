import './styles';
import { LIST_NAMES, splitLanguage } from '@talentgate/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadLikelyPages } from './app/page-registry';
import { createQueryClient } from './app/query-client';
import { resolveLocation } from './features/routing/resolve-location';
import { listQueryOptions } from './features/lists/list-query';
import { siteQueryOptions } from './features/site/site-query';
import { i18n, initI18n } from './i18n/i18n';
import { APP_LANGUAGES } from './i18n/languages';
import { readClient, readStyleNonce } from './lib/page-meta';
import { shareStyleNonce } from './lib/style-nonce';

const client = readClient();
const styleNonce = readStyleNonce();
shareStyleNonce(styleNonce);
const queryClient = createQueryClient();

// Ask for the tenant's settings now, in parallel with a non-English catalog, not after render.
void queryClient.prefetchQuery(siteQueryOptions(client));
// The position-codes list is always loaded (spec 2 §7); a fresh stored copy costs no request.
void queryClient.prefetchQuery(listQueryOptions(client, LIST_NAMES.positionCodes));

const { language } = splitLanguage(window.location.pathname, APP_LANGUAGES);
const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

// A failed catalog load leaves i18next on English, which still beats no page at all.
void initI18n(language).finally(() => {
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
  preloadLikelyPages(resolveLocation(window.location.pathname, APP_LANGUAGES).routeId);
});

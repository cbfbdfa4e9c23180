import { Suspense } from 'react';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { usePageLoading } from '../features/feedback/loading-overlay-context';
import { useCurrentRoute } from '../features/routing/current-route';
import { PAGES } from './page-registry';

/** While a page's code chunk loads, the loading overlay shows, as it does for its data. */
function PageChunkLoading() {
  usePageLoading(true);
  return null;
}

/** Renders the page of the route the URL matched; planned and unknown routes are not found. */
export function RoutedPage() {
  const { routeId, params } = useCurrentRoute();
  const Page = routeId === null ? undefined : PAGES[routeId];
  if (!Page) return <NotFoundPage />;

  return (
    <Suspense fallback={<PageChunkLoading />}>
      <Page params={params} />
    </Suspense>
  );
}

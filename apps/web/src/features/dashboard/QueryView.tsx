import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../errors/ErrorState';
import { usePageLoading } from '../feedback/loading-overlay-context';

/** A tab's data: the page's loader while it comes, a retry when it fails, else the view. */
export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('account');
  usePageLoading(query.isPending && query.fetchStatus !== 'idle');
  if (query.data !== undefined) return children(query.data);
  if (!query.isError) return null;
  return (
    <ErrorState
      message={t('dashboard.loadError')}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

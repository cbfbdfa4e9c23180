import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFoundError } from '../../lib/api-error';
import { ErrorState } from '../errors/ErrorState';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useSite } from './use-site';

/**
 * Pages render while the tenant's settings load (they need only the tenant key), but not
 * when the settings cannot load: then the site itself is unknown or unreachable.
 */
export function SiteGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const site = useSite();

  if (site.isError && !site.data) {
    if (isNotFoundError(site.error)) return <NotFoundPage />;
    return (
      <Container size="sm" py="xl">
        <ErrorState
          message={t('errors.siteLoad')}
          onRetry={() => void site.refetch()}
          retrying={site.isFetching}
        />
      </Container>
    );
  }
  return children;
}

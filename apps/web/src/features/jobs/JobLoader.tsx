import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFoundError } from '../../lib/api-error';
import { ErrorState } from '../errors/ErrorState';
import { NotFoundPage } from '../errors/NotFoundPage';
import { usePageLoading } from '../feedback/loading-overlay-context';
import { useClient } from '../site/client-context';
import { JobDetails } from './JobDetails';
import { jobQueryOptions } from './jobs-queries';

export function JobLoader({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const job = useQuery(jobQueryOptions(useClient(), jobId));
  usePageLoading(job.isPending);
  // A job view counts once per job shown (the funnel's first step), not per refetch.
  const requisitionId = job.data?.requisitionId;
  useEffect(() => {
    if (requisitionId === undefined) return;
    // Loaded on demand, like every analytics call: no page's start-up carries it.
    void import('../analytics/send-event')
      .then((analytics) => analytics.sendEvent('jobview', { requisitionId }))
      .catch(() => undefined);
  }, [requisitionId]);

  if (job.data) return <JobDetails job={job.data} />;
  if (isNotFoundError(job.error)) return <NotFoundPage />;
  if (job.isError) {
    return (
      <Container size="md" py="xl">
        <ErrorState
          message={t('job.loadError')}
          onRetry={() => void job.refetch()}
          retrying={job.isFetching}
        />
      </Container>
    );
  }
  return null;
}

import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isNotFoundError } from '../../lib/api-error';
import { ErrorState } from '../errors/ErrorState';
import { NotFoundPage } from '../errors/NotFoundPage';
import { usePageLoading } from '../feedback/loading-overlay-context';
import { useClient } from '../site/client-context';
import { ApplyNotice } from './ApplyNotice';
import { requisitionQueryOptions } from './requisition-query';

export function RequisitionApply({ requisitionId }: { requisitionId: number }) {
  const { t } = useTranslation();
  const requisition = useQuery(requisitionQueryOptions(useClient(), requisitionId));
  usePageLoading(requisition.isPending);

  if (requisition.data) {
    const { title, closed } = requisition.data;
    // Without the apply engine (a later issue) no stream can run yet, so every open
    // requisition shows the "no apply stream" block (spec 2 §2), whatever its stream id.
    return <ApplyNotice title={title} reason={closed ? 'closed' : 'noApplyStream'} />;
  }
  if (isNotFoundError(requisition.error)) return <NotFoundPage />;
  if (requisition.isError) {
    return (
      <Container size="sm" py="xl">
        <ErrorState
          message={t('apply.loadError')}
          onRetry={() => void requisition.refetch()}
          retrying={requisition.isFetching}
        />
      </Container>
    );
  }
  return null;
}

import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FunnelCounts } from '@talentgate/domain';
import { useTranslation } from 'react-i18next';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { useStaffSession } from '../staff-context';
import { DataTable } from './DataTable';

/**
 * The career site's apply funnel (decision 0045): job views → apply starts → applications
 * made, from the site's analytics events of the last 30 days, overall, by requisition and by
 * source. Tables only: three steps read well as numbers.
 */
export function ApplyFunnelReport() {
  const { t, i18n } = useTranslation('staff');
  const { client } = useStaffSession();
  const report = useQuery({
    queryKey: staffKeys.report(client, 'funnel'),
    queryFn: ({ signal }) => staffApi.funnel(client, signal),
    staleTime: 0,
  });
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const steps = [t('reports.jobViews'), t('reports.applyStarts'), t('reports.applicationsMade')];
  const cells = (counts: FunnelCounts) =>
    [counts.jobview, counts.applystart, counts.conversion].map((count) => number.format(count));
  const share = (count: number, before: number) =>
    before > 0 ? percent.format(count / before) : t('reports.noValue');
  const data = report.data;
  const totals = data ? [data.totals.jobview, data.totals.applystart, data.totals.conversion] : [];

  return (
    <Section id="apply-funnel" title={t('reports.funnelTitle')}>
      <Stack>
        <Text>{t('reports.funnelIntro')}</Text>
        <ErrorAlert error={report.error} />
        {data && data.byRequisition.length === 0 ? <Text>{t('reports.funnelNone')}</Text> : null}
        {data && data.byRequisition.length > 0 ? (
          <>
            <DataTable
              label={t('reports.funnelSteps')}
              columns={[t('reports.step'), t('reports.count'), t('reports.fromStepBefore')]}
              rows={totals.map((count, index) => [
                steps[index] ?? '',
                number.format(count),
                index === 0 ? t('reports.noValue') : share(count, totals[index - 1] ?? 0),
              ])}
            />
            <DataTable
              label={t('reports.funnelByRequisition')}
              columns={[t('reports.requisition'), ...steps]}
              rows={data.byRequisition.map((entry) => [
                // The id keeps two requisitions of the same title apart.
                `${entry.title} (${entry.requisitionId})`,
                ...cells(entry.counts),
              ])}
            />
            <DataTable
              label={t('reports.funnelBySource')}
              columns={[t('reports.source'), ...steps]}
              rows={data.bySource.map((entry) => [entry.source, ...cells(entry.counts)])}
            />
          </>
        ) : null}
      </Stack>
    </Section>
  );
}

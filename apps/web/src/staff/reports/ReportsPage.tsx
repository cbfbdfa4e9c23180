import { Anchor, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ConversionReport, ReportName, StageConversion } from '@talentgate/domain';
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hierarchyApi, staffApi, staffKeys } from '../api';
import { nodeOptions } from '../hierarchy/node-options';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { stageLabel } from '../pipeline/stage-label';
import { usePageTitle, useStaffSession } from '../staff-context';
import { ApplyFunnelReport } from './ApplyFunnelReport';
import { DataTable } from './DataTable';
import type { ChartSeries } from './ReportChart';

/** The org hierarchy node the reports are narrowed to (with its descendants); none: all. */
const ReportNode = createContext<number | undefined>(undefined);

/** A report's cache key: its name and the node it is narrowed to. */
const reportKey = (name: string, nodeId: number | undefined) => `${name}@${nodeId ?? 'all'}`;

// The chart library is loaded with this screen's first chart, never by the rest of the console.
const ReportChart = lazy(() => import('./ReportChart'));

interface ChartSpec {
  kind: 'bar' | 'line';
  categories: string[];
  series: ChartSeries[];
  summary: string;
}

function ReportSection({
  id,
  title,
  csv,
  chart,
  children,
}: {
  id: string;
  title: string;
  csv: ReportName;
  chart: ChartSpec | null;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('staff');
  const { client } = useStaffSession();
  const nodeId = useContext(ReportNode);
  return (
    <Section id={id} title={title}>
      <Stack>
        {chart ? (
          <Suspense fallback={<Text>{t('reports.loadingChart')}</Text>}>
            <ReportChart {...chart} rtl={i18n.dir() === 'rtl'} />
          </Suspense>
        ) : null}
        {children}
        <Anchor href={staffApi.reportCsvUrl(client, csv, nodeId)} download={`${csv}.csv`}>
          {t('reports.csv', { title })}
        </Anchor>
      </Stack>
    </Section>
  );
}

/** The highest value and where, for a chart's summary. */
function peak(labels: string[], values: number[]) {
  let at = 0;
  values.forEach((value, index) => {
    if (value > (values[at] ?? 0)) at = index;
  });
  return { label: labels[at] ?? '', value: values[at] ?? 0 };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Reports over the applications this user sees: counts by year, last 30 days and last 24
 * months, time to hire, conversion by stage and by source. Each has a chart (lazy-loaded,
 * described in words), its table and a CSV download.
 */
export function ReportsPage() {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  usePageTitle(t('reports.title'));
  const tree = useQuery({
    queryKey: staffKeys.hierarchy(client),
    queryFn: ({ signal }) => hierarchyApi.tree(client, signal),
  });
  const [node, setNode] = useState('');
  const nodeId = node === '' ? undefined : Number(node);
  return (
    <Stack>
      <Title order={1}>{t('reports.title')}</Title>
      <Text>{t('reports.intro')}</Text>
      {tree.data && tree.data.length > 0 ? (
        <NativeSelect
          label={t('hierarchy.reportFilter')}
          description={t('hierarchy.reportFilterHelp')}
          value={node}
          data={[{ value: '', label: t('hierarchy.everywhere') }, ...nodeOptions(tree.data)]}
          onChange={(event) => setNode(event.currentTarget.value)}
          maw={360}
        />
      ) : null}
      <ReportNode value={nodeId}>
        <CountsReports />
        <TimeToHireReport />
        <ConversionReports />
      </ReportNode>
      <ApplyFunnelReport />
    </Stack>
  );
}

function CountsReports() {
  const { t, i18n } = useTranslation('staff');
  const { client } = useStaffSession();
  const nodeId = useContext(ReportNode);
  const number = new Intl.NumberFormat(i18n.language);
  const byYear = useQuery({
    queryKey: staffKeys.report(client, reportKey('year', nodeId)),
    queryFn: ({ signal }) => staffApi.countsByYear(client, signal, nodeId),
    staleTime: 0,
  });
  const days = useQuery({
    queryKey: staffKeys.report(client, reportKey('days', nodeId)),
    queryFn: ({ signal }) => staffApi.countsLast30Days(client, signal, nodeId),
    staleTime: 0,
  });
  const months = useQuery({
    queryKey: staffKeys.report(client, reportKey('months', nodeId)),
    queryFn: ({ signal }) => staffApi.countsLast24Months(client, signal, nodeId),
    staleTime: 0,
  });
  const dayFormat = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const monthFormat = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const columns = (first: string) => [first, t('reports.applications')];
  const counted = (labels: string[], values: number[], title: string): ChartSpec => {
    const top = peak(labels, values);
    return {
      kind: 'bar',
      categories: labels,
      series: [{ name: t('reports.applications'), values }],
      summary: t('reports.countSummary', {
        title,
        total: number.format(sum(values)),
        peak: top.label,
        value: number.format(top.value),
      }),
    };
  };

  const yearLabels = byYear.data?.years.map((entry) => String(entry.year)) ?? [];
  const yearValues = byYear.data?.years.map((entry) => entry.count) ?? [];
  const dayLabels = days.data?.days.map((entry) => dayFormat.format(new Date(entry.date))) ?? [];
  const dayValues = days.data?.days.map((entry) => entry.count) ?? [];
  const monthLabels =
    months.data?.months.map((entry) => monthFormat.format(new Date(`${entry.month}-01`))) ?? [];
  const monthValues = months.data?.months.map((entry) => entry.count) ?? [];
  const rows = (labels: string[], values: number[]) =>
    labels.map((label, index) => [label, number.format(values[index] ?? 0)]);

  return (
    <>
      <ReportSection
        id="by-year"
        title={t('reports.byYear')}
        csv="counts-by-year"
        chart={yearLabels.length > 0 ? counted(yearLabels, yearValues, t('reports.byYear')) : null}
      >
        <ErrorAlert error={byYear.error} />
        {byYear.data?.years.length === 0 ? <Text>{t('reports.none')}</Text> : null}
        {yearLabels.length > 0 ? (
          <DataTable
            label={t('reports.byYear')}
            columns={columns(t('reports.year'))}
            rows={rows(yearLabels, yearValues)}
          />
        ) : null}
      </ReportSection>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ReportSection
          id="last-30-days"
          title={t('reports.last30Days')}
          csv="last-30-days"
          chart={
            dayLabels.length > 0 ? counted(dayLabels, dayValues, t('reports.last30Days')) : null
          }
        >
          <ErrorAlert error={days.error} />
          {dayLabels.length > 0 ? (
            <DataTable
              label={t('reports.last30Days')}
              columns={columns(t('reports.day'))}
              rows={rows(dayLabels, dayValues)}
            />
          ) : null}
        </ReportSection>
        <ReportSection
          id="last-24-months"
          title={t('reports.last24Months')}
          csv="last-24-months"
          chart={
            monthLabels.length > 0
              ? counted(monthLabels, monthValues, t('reports.last24Months'))
              : null
          }
        >
          <ErrorAlert error={months.error} />
          {monthLabels.length > 0 ? (
            <DataTable
              label={t('reports.last24Months')}
              columns={columns(t('reports.month'))}
              rows={rows(monthLabels, monthValues)}
            />
          ) : null}
        </ReportSection>
      </SimpleGrid>
    </>
  );
}

function TimeToHireReport() {
  const { t, i18n } = useTranslation('staff');
  const { client } = useStaffSession();
  const nodeId = useContext(ReportNode);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const report = useQuery({
    queryKey: staffKeys.report(client, reportKey('time-to-hire', nodeId)),
    queryFn: ({ signal }) => staffApi.timeToHire(client, signal, nodeId),
    staleTime: 0,
  });
  const data = report.data;
  const days = (value: number | null) =>
    value === null ? t('reports.noValue') : t('reports.days', { days: number.format(value) });
  const byRequisition = data?.byRequisition ?? [];
  const chart: ChartSpec | null =
    byRequisition.length > 0
      ? {
          kind: 'bar',
          categories: byRequisition.map((entry) => entry.jobTitle),
          series: [
            {
              name: t('reports.averageDays'),
              values: byRequisition.map((entry) => entry.averageDays),
            },
          ],
          summary: t('reports.timeToHireSummary', {
            hires: number.format(data?.hires ?? 0),
            average: days(data?.averageDays ?? null),
            median: days(data?.medianDays ?? null),
          }),
        }
      : null;
  return (
    <ReportSection
      id="time-to-hire"
      title={t('reports.timeToHire')}
      csv="time-to-hire"
      chart={chart}
    >
      <ErrorAlert error={report.error} />
      {data ? (
        <>
          <dl data-testid="time-to-hire">
            <dt>{t('reports.hires')}</dt>
            <dd>{number.format(data.hires)}</dd>
            <dt>{t('reports.averageDays')}</dt>
            <dd>{days(data.averageDays)}</dd>
            <dt>{t('reports.medianDays')}</dt>
            <dd>{days(data.medianDays)}</dd>
          </dl>
          {byRequisition.length > 0 ? (
            <DataTable
              label={t('reports.timeToHireByRequisition')}
              columns={[t('reports.requisition'), t('reports.hires'), t('reports.averageDays')]}
              rows={byRequisition.map((entry) => [
                entry.jobTitle,
                number.format(entry.hires),
                number.format(entry.averageDays),
              ])}
            />
          ) : null}
        </>
      ) : null}
    </ReportSection>
  );
}

function ConversionReports() {
  const { t, i18n } = useTranslation('staff');
  const { client } = useStaffSession();
  const nodeId = useContext(ReportNode);
  const report = useQuery({
    queryKey: staffKeys.report(client, reportKey('conversion', nodeId)),
    queryFn: ({ signal }) => staffApi.conversion(client, signal, nodeId),
    staleTime: 0,
  });
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const rate = (stage: StageConversion) =>
    stage.conversion === null ? t('reports.noValue') : percent.format(stage.conversion);
  const data: ConversionReport | undefined = report.data;
  const stages = data?.stages ?? [];
  const stageNames = stages.map((stage) => stageLabel(t, stage.stage));
  const bySource = data?.bySource ?? [];

  return (
    <>
      <ReportSection
        id="conversion-by-stage"
        title={t('reports.conversionByStage')}
        csv="conversion-by-stage"
        chart={
          stages.length > 0
            ? {
                kind: 'bar',
                categories: stageNames,
                series: [
                  { name: t('reports.reached'), values: stages.map((stage) => stage.reached) },
                ],
                summary: t('reports.funnelSummary', {
                  stages: stages
                    .map((stage, index) => `${stageNames[index]} ${number.format(stage.reached)}`)
                    .join(', '),
                }),
              }
            : null
        }
      >
        <ErrorAlert error={report.error} />
        {stages.length > 0 ? (
          <DataTable
            label={t('reports.conversionByStage')}
            columns={[t('reports.stage'), t('reports.reached'), t('reports.conversion')]}
            rows={stages.map((stage, index) => [
              stageNames[index] ?? stage.stage,
              number.format(stage.reached),
              rate(stage),
            ])}
          />
        ) : null}
        {data ? (
          <Text>
            {t('reports.ended', {
              stages: Object.entries(data.ended)
                .map(([status, count]) => `${stageLabel(t, status)} ${number.format(count)}`)
                .join(', '),
            })}
          </Text>
        ) : null}
      </ReportSection>
      <ReportSection
        id="conversion-by-source"
        title={t('reports.conversionBySource')}
        csv="conversion-by-source"
        chart={
          bySource.length > 0
            ? {
                kind: 'bar',
                categories: bySource.map((entry) => entry.source),
                series: stages.map((stage, index) => ({
                  name: stageNames[index] ?? stage.stage,
                  values: bySource.map(
                    (entry) =>
                      entry.stages.find((candidate) => candidate.stage === stage.stage)?.reached ??
                      0,
                  ),
                })),
                summary: t('reports.sourceSummary', {
                  sources: bySource
                    .map(
                      (entry) => `${entry.source} ${number.format(entry.stages[0]?.reached ?? 0)}`,
                    )
                    .join(', '),
                }),
              }
            : null
        }
      >
        {bySource.length > 0 ? (
          <DataTable
            label={t('reports.conversionBySource')}
            columns={[t('reports.source'), ...stageNames]}
            rows={bySource.map((entry) => [
              entry.source,
              ...stages.map((stage) => {
                const found = entry.stages.find((candidate) => candidate.stage === stage.stage);
                return found
                  ? `${number.format(found.reached)} (${rate(found)})`
                  : number.format(0);
              }),
            ])}
          />
        ) : null}
        {data && bySource.length === 0 ? <Text>{t('reports.none')}</Text> : null}
      </ReportSection>
    </>
  );
}

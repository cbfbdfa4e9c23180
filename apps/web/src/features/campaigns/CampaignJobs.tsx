import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Campaign, JobSearchResult } from '@talentgate/domain';
import { apiClient, apiPath } from '../../lib/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { jobHref } from '../jobs/job-links';
import { useLanguage } from '../routing/current-route';
import { useClient } from '../site/client-context';

/** The campaign's open jobs: the job search's first page with its filters. */
export function CampaignJobs({
  jobs,
  heading,
}: {
  jobs: NonNullable<Campaign['jobs']>;
  heading: string;
}) {
  const { t } = useTranslation('account');
  const client = useClient();
  const language = useLanguage();
  const filters = new URLSearchParams({ pageSize: String(jobs.limit) });
  if (jobs.category !== null) filters.set('category', jobs.category);
  if (jobs.location !== null) filters.set('location', jobs.location);
  const path = `${apiPath('public', 'jobsearch', client)}?${filters.toString()}`;
  // The job search call itself, not the career home's query options: importing those here
  // made the bundler cut shared chunks out of the entry that the apply page then loads.
  const search = useQuery({
    queryKey: ['campaignJobs', client, jobs.category, jobs.location, jobs.limit],
    queryFn: ({ signal }) => apiClient.get<JobSearchResult>(path, signal),
  });
  const found = search.data?.jobs ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="campaign-jobs">
      <Title order={2} id="campaign-jobs">
        <bdi>{heading}</bdi>
      </Title>
      {search.isSuccess && found.length === 0 && <Text>{t('campaign.noJobs')}</Text>}
      {found.length > 0 && (
        <ul style={{ margin: 0 }}>
          {found.map((job) => (
            <li key={job.id}>
              <Anchor component={Link} to={jobHref(language, job)}>
                <bdi>{job.title}</bdi>
              </Anchor>{' '}
              <Text span c="dimmed">
                <bdi>{job.location.label}</bdi>
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Campaign } from '@talentgate/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { jobHref } from '../jobs/job-links';
import { jobSearchQueryOptions } from '../jobs/jobs-queries';
import { EMPTY_SEARCH } from '../jobs/search-state';
import { useLanguage } from '../routing/current-route';
import { useClient } from '../site/client-context';

/** The campaign's open jobs: the job search's first page with its filters, the first few. */
export function CampaignJobs({
  jobs,
  heading,
}: {
  jobs: NonNullable<Campaign['jobs']>;
  heading: string;
}) {
  const { t } = useTranslation('campaigns');
  const client = useClient();
  const language = useLanguage();
  const search = useQuery(
    jobSearchQueryOptions(client, {
      ...EMPTY_SEARCH,
      category: jobs.category ?? '',
      location: jobs.location ?? '',
    }),
  );
  const found = search.data?.jobs.slice(0, jobs.limit) ?? [];
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

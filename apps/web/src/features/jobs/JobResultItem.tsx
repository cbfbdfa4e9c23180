import { Anchor, Text, Title } from '@mantine/core';
import { LIST_NAMES, type JobSummary } from '@talentgate/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../lib/format';
import { LocationIcon } from '../../lib/icons';
import { useListLabel } from '../lists/use-list';
import { useLanguage } from '../routing/current-route';
import { jobHref } from './job-links';
import classes from './JobResultList.module.css';
import { useEmploymentTypeLabel } from './use-employment-type-label';

// Tenant content (titles, places, summaries) may be in another script than the interface.
// <bdi> and dir="auto" let each piece take its own direction, so English punctuation stays
// put on an Arabic page.
export function JobResultItem({ job }: { job: JobSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const employmentTypeLabel = useEmploymentTypeLabel();
  const categoryLabel = useListLabel(LIST_NAMES.areaOfInterest);

  return (
    <li className={classes.item}>
      <Title order={3} size="h4">
        <Anchor component={Link} to={jobHref(language, job)} className={classes.titleLink}>
          <bdi>{job.title}</bdi>
        </Anchor>
      </Title>
      <ul className={classes.facts}>
        <li className={classes.location}>
          <LocationIcon size={16} />
          <bdi>{job.location.label}</bdi>
        </li>
        <li>
          <bdi>{categoryLabel(job.primary_category)}</bdi>
        </li>
        <li>{employmentTypeLabel(job.employmentType)}</li>
      </ul>
      {job.summary && (
        <Text size="sm" lineClamp={2} dir="auto">
          {job.summary}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('job.postedOn', { date: formatCalendarDate(job.postedDate, language) })}
      </Text>
    </li>
  );
}

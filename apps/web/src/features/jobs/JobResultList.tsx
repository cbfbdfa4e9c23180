import { LIST_NAMES, type JobSummary } from '@talentgate/domain';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../lib/format';
import { useListLabel } from '../lists/use-list';
import { useLanguage } from '../routing/current-route';
import { useFollowLink } from '../routing/use-follow-link';
import { jobHref } from './job-links';
import { JobResultItem } from './JobResultItem';
import classes from './JobResultList.module.css';
import { useEmploymentTypeLabel } from './use-employment-type-label';

/** The hooks run once for the whole list; each item only draws what it is given. */
export function JobResultList({ jobs }: { jobs: readonly JobSummary[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const employmentTypeLabel = useEmploymentTypeLabel();
  const categoryLabel = useListLabel(LIST_NAMES.areaOfInterest);
  const followLink = useFollowLink();

  return (
    <ul className={classes.list}>
      {jobs.map((job) => (
        <JobResultItem
          key={job.id}
          job={job}
          onFollowLink={followLink}
          texts={{
            href: jobHref(language, job),
            category: categoryLabel(job.primary_category),
            employmentType: employmentTypeLabel(job.employmentType),
            posted: t('job.postedOn', { date: formatCalendarDate(job.postedDate, language) }),
          }}
        />
      ))}
    </ul>
  );
}

import { LIST_NAMES, type JobSummary } from '@talentgate/domain';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../lib/format';
import { useListLabel } from '../lists/use-list';
import { useLanguage } from '../routing/current-route';
import classes from './JobFacts.module.css';
import { useEmploymentTypeLabel } from './use-employment-type-label';

/** Location, category, employment type and posting date as a description list. */
export function JobFacts({ job }: { job: JobSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const employmentTypeLabel = useEmploymentTypeLabel();
  const categoryLabel = useListLabel(LIST_NAMES.areaOfInterest);

  const facts = [
    { label: t('job.location'), value: job.location.label },
    { label: t('job.category'), value: categoryLabel(job.primary_category) },
    { label: t('job.employmentType'), value: employmentTypeLabel(job.employmentType) },
    {
      label: t('job.posted'),
      value: <time dateTime={job.postedDate}>{formatCalendarDate(job.postedDate, language)}</time>,
    },
  ];

  return (
    <dl className={classes.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={classes.fact}>
          <dt className={classes.label}>{fact.label}</dt>
          <dd className={classes.value}>
            <bdi>{fact.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

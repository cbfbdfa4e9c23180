import { Button } from '@mantine/core';
import type { Job } from '@talentgate/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { JobStayInTouch } from '../community/StayInTouch';
import { AppliedNotice } from '../applications/AppliedNotice';
import { useApplied } from '../applications/use-applied';
import { BackArrowIcon } from '../../lib/page-icons';
import plain from '../../lib/plain.module.css';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { usePageTitle } from '../site/use-page-title';
import { JobClosedNotice } from './JobClosedNotice';
import { JobDescription } from './JobDescription';
import classes from './JobDetails.module.css';
import { JobFacts } from './JobFacts';
import { applyHref } from './job-links';

/**
 * A job board's link names the board (`?source=indeed`, APPLICATION_SOURCE_PARAM of the
 * domain); the apply link passes it on, and the application records it (decision 0043). Here,
 * not in applyHref: the career home's start-up code carries applyHref, and only this page
 * needs the source.
 */
function withBoardSource(href: string, pageSearch: string): string {
  const source = new URLSearchParams(pageSearch).get('source');
  return source === null ? href : `${href}&source=${encodeURIComponent(source)}`;
}

export function JobDetails({ job }: { job: Job }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const applyTo = withBoardSource(applyHref(language, job.requisitionId), useLocation().search);
  usePageTitle(job.title);

  const applied = useApplied(job.closed ? null : job.requisitionId);
  const applyAction = job.closed ? (
    <JobClosedNotice />
  ) : applied.status === 'applied' ? (
    <AppliedNotice applyDate={applied.applyDate} />
  ) : (
    <div className={plain.group}>
      <Button component={Link} to={applyTo} size="md">
        {t('job.apply')}
      </Button>
    </div>
  );

  // Plain elements (lib/plain.module.css): the first render of the page a phone waits on
  // draws as few components as it can (issue 21).
  return (
    <div className={`${plain.containerMd} ${plain.stackLg} ${classes.page}`}>
      <Link
        to={hrefTo(language, 'careerHome')}
        className={`mantine-focus-auto ${plain.link} ${classes.back}`}
      >
        <BackArrowIcon size={16} />
        {t('common.backToSearch')}
      </Link>
      <div className={plain.stack}>
        <h1 className={plain.h1}>
          <bdi>{job.title}</bdi>
        </h1>
        <JobFacts job={job} />
      </div>
      {applyAction}
      <section aria-labelledby="job-description-heading" className={classes.description}>
        <h2 className={plain.h3} id="job-description-heading">
          {t('job.descriptionHeading')}
        </h2>
        <JobDescription text={job.description} />
      </section>
      {/* Long descriptions end far from the first button; offer it again where reading ends. */}
      {!job.closed && applied.status !== 'applied' && applyAction}
      <JobStayInTouch jobId={job.id} />
    </div>
  );
}

import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import plain from '../../lib/plain.module.css';

/**
 * The ways in to the talent community and job alerts on the career home (issue 21 item 1):
 * for a visitor whose job is not (yet) among the open ones.
 */
export function StayInTouch() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className={`${plain.stackSm} ${plain.panel}`} aria-labelledby="stay-in-touch">
      <h2 className={plain.h3} id="stay-in-touch">
        {t('stayInTouch.heading')}
      </h2>
      <p className={plain.text}>{t('stayInTouch.text')}</p>
      <div className={plain.group}>
        <Button component={Link} to={hrefTo(language, 'profileJoin')}>
          {t('stayInTouch.join')}
        </Button>
        <Button component={Link} to={hrefTo(language, 'jobAlert')} variant="outline">
          {t('stayInTouch.alerts')}
        </Button>
      </div>
    </section>
  );
}

/** On a job's page: alerts for jobs like it, or joining the community for it. */
export function JobStayInTouch({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={plain.group}>
      <Button
        component={Link}
        to={hrefTo(language, 'jobAlertJob', { jobId })}
        variant="outline"
        size="sm"
      >
        {t('stayInTouch.alertsForJob')}
      </Button>
      <Button
        component={Link}
        to={hrefTo(language, 'applyJoin', {}, new URLSearchParams({ job: String(jobId) }))}
        variant="subtle"
        size="sm"
      >
        {t('stayInTouch.joinForJob')}
      </Button>
    </div>
  );
}

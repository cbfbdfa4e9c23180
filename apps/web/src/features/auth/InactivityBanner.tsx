import { Button, VisuallyHidden } from '@mantine/core';
import { INACTIVITY_COUNTDOWN_SECONDS } from '@talentgate/domain';
import { useEffect, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { secondsUntil } from './inactivity';
import classes from './InactivityBanner.module.css';

interface InactivityBannerProps {
  /** When the logout happens, epoch ms. */
  deadline: number;
  onContinue: () => void;
  /** The banner's element, so a press on it can be told from activity elsewhere. */
  sectionRef?: Ref<HTMLElement>;
}

/**
 * 'Hey! You will be logged off in N Seconds due to inactivity. Click here to continue'
 * (spec 1 §8), on top of every page. The visible count changes every second, so screen
 * readers hear the warning once, from a separate alert, rather than every tick.
 */
export function InactivityBanner({ deadline, onContinue, sectionRef }: InactivityBannerProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  // Filled after mounting: a live region that appears together with its text is not read.
  useEffect(() => {
    const timer = setTimeout(() => {
      const count = INACTIVITY_COUNTDOWN_SECONDS;
      setAnnouncement(
        `${t('auth.inactivity.warning', { count })} ${t('auth.inactivity.continue')}`,
      );
    }, 100);
    return () => clearTimeout(timer);
  }, [t]);

  const count = secondsUntil(deadline, now);
  return (
    <section ref={sectionRef} className={classes.banner} aria-label={t('auth.inactivity.region')}>
      <p className={classes.message}>{t('auth.inactivity.warning', { count })}</p>
      <Button size="compact-md" onClick={onContinue}>
        {t('auth.inactivity.continue')}
      </Button>
      <VisuallyHidden role="alert">{announcement}</VisuallyHidden>
    </section>
  );
}

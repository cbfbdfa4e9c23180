import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { useSite } from '../site/use-site';
import plain from '../../lib/plain.module.css';
import classes from './SiteFooter.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  const name = useSite().data?.name;
  const year = new Date().getFullYear();
  const language = useLanguage();
  const link = `mantine-focus-auto ${plain.link} ${plain.small}`;

  return (
    <footer className={classes.footer}>
      <div className={plain.container}>
        <nav aria-label={t('layout.footerNav')} className={`${plain.group} ${classes.nav}`}>
          <Link to={hrefTo(language, 'profileJoin')} className={link}>
            {t('layout.footerJoin')}
          </Link>
          <Link to={hrefTo(language, 'jobAlert')} className={link}>
            {t('layout.footerAlerts')}
          </Link>
        </nav>
        <p className={`${plain.small} ${classes.copyright}`}>
          {name ? t('layout.copyright', { year, name }) : t('layout.copyrightNoName', { year })}
        </p>
      </div>
    </footer>
  );
}

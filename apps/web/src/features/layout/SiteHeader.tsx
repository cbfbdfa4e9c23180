import { Link } from 'react-router';
import { SignInMenu } from '../auth/SignInMenu';
import { hrefTo } from '../routing/href';
import { useLanguage } from '../routing/current-route';
import { useSite } from '../site/use-site';
import { LanguageSwitcher } from './LanguageSwitcher';
import plain from '../../lib/plain.module.css';
import classes from './SiteHeader.module.css';

/** Plain elements around the two controls: the header is in every page's first render. */
export function SiteHeader() {
  const language = useLanguage();
  const site = useSite().data;

  return (
    <header className={classes.header}>
      <div className={`${plain.container} ${classes.bar}`}>
        <div className={classes.row}>
          {site ? (
            <Link
              to={hrefTo(language, 'careerHome')}
              className={`mantine-focus-auto ${classes.brand}`}
            >
              {site.branding?.logoUrl ? (
                <img src={site.branding.logoUrl} alt={site.name} className={classes.logo} />
              ) : (
                <bdi>{site.name}</bdi>
              )}
            </Link>
          ) : (
            <span className={classes.placeholder} aria-hidden="true" />
          )}
          <div className={classes.controls}>
            <SignInMenu />
            <LanguageSwitcher />
          </div>
        </div>
      </div>
    </header>
  );
}

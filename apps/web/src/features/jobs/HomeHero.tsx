import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../routing/current-route';
import { useSite } from '../site/use-site';
import plain from '../../lib/plain.module.css';
import classes from './HomeHero.module.css';

/** The tenant's name and tagline above the search form. */
export function HomeHero({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const site = useSite().data;
  const language = useLanguage();
  // The tenant's tagline in the page language (its texts file), else its default one.
  const tagline = site && (site.texts.tagline[language] || site.tagline);

  return (
    <div className={classes.hero}>
      <div className={plain.container}>
        <h1 className={`${plain.h1} ${classes.title}`}>
          {site ? (
            t('home.title', { name: site.name })
          ) : (
            <>
              <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
              {/* Only without the settings in the page (the dev server): no Skeleton code at start. */}
              <span className={classes.placeholder} aria-hidden="true" />
            </>
          )}
        </h1>
        {tagline && (
          <p className={classes.tagline}>
            <bdi>{tagline}</bdi>
          </p>
        )}
        {children}
      </div>
    </div>
  );
}

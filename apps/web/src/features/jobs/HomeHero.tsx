import { Container, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../site/use-site';
import classes from './HomeHero.module.css';

/** The tenant's name and tagline above the search form. */
export function HomeHero({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const site = useSite().data;

  return (
    <div className={classes.hero}>
      <Container size="lg">
        <Title order={1} className={classes.title}>
          {site ? (
            t('home.title', { name: site.name })
          ) : (
            <>
              <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
              <Skeleton height={36} width="60%" aria-hidden="true" />
            </>
          )}
        </Title>
        {site?.tagline && (
          <Text size="lg" className={classes.tagline}>
            <bdi>{site.tagline}</bdi>
          </Text>
        )}
        {children}
      </Container>
    </div>
  );
}

import { Anchor, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { SignInMenu } from '../auth/SignInMenu';
import { hrefTo } from '../routing/href';
import { useLanguage } from '../routing/current-route';
import { useSite } from '../site/use-site';
import { LanguageSwitcher } from './LanguageSwitcher';
import classes from './SiteHeader.module.css';

export function SiteHeader() {
  const language = useLanguage();
  const site = useSite().data;

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.bar}>
        {/* On narrow screens the controls move under the name rather than off the screen. */}
        <Group justify="space-between" gap="xs" w="100%" py="xs">
          {site ? (
            <Anchor component={Link} to={hrefTo(language, 'careerHome')} className={classes.brand}>
              {site.branding?.logoUrl ? (
                <img src={site.branding.logoUrl} alt={site.name} className={classes.logo} />
              ) : (
                <bdi>{site.name}</bdi>
              )}
            </Anchor>
          ) : (
            <span className={classes.placeholder} aria-hidden="true" />
          )}
          <Group gap="xs" wrap="nowrap" ms="auto">
            <SignInMenu />
            <LanguageSwitcher />
          </Group>
        </Group>
      </Container>
    </header>
  );
}

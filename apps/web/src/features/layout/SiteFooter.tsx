import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { useSite } from '../site/use-site';
import classes from './SiteFooter.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  const name = useSite().data?.name;
  const year = new Date().getFullYear();
  const language = useLanguage();

  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group component="nav" aria-label={t('layout.footerNav')} gap="lg" mb="sm">
          <Anchor component={Link} to={hrefTo(language, 'profileJoin')} size="sm">
            {t('layout.footerJoin')}
          </Anchor>
          <Anchor component={Link} to={hrefTo(language, 'jobAlert')} size="sm">
            {t('layout.footerAlerts')}
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          {name ? t('layout.copyright', { year, name }) : t('layout.copyrightNoName', { year })}
        </Text>
      </Container>
    </footer>
  );
}

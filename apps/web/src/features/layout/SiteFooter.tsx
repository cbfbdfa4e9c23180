import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSite } from '../site/use-site';
import classes from './SiteFooter.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  const name = useSite().data?.name;
  const year = new Date().getFullYear();

  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Text size="sm" c="dimmed">
          {name ? t('layout.copyright', { year, name }) : t('layout.copyrightNoName', { year })}
        </Text>
      </Container>
    </footer>
  );
}

import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefTo } from '../routing/href';
import { useLanguage } from '../routing/current-route';
import { usePageTitle } from '../site/use-page-title';

/** Asks search engines not to index the page while it shows; the SPA answers 200 for it. */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** The page for unknown paths, planned routes and records that do not exist. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('notFound.title'));
  useNoIndex();

  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Text fw={700} c="dimmed">
          {t('notFound.eyebrow')}
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text size="lg">{t('notFound.text')}</Text>
        <Button component={Link} to={hrefTo(language, 'careerHome')} size="md">
          {t('notFound.homeLink')}
        </Button>
      </Stack>
    </Container>
  );
}

import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../site/use-page-title';
import { ConfirmErasure } from './ConfirmErasure';

/**
 * `/profile/privacy/?token=` (beyond the spec): the page of the erasure confirmation e-mail's
 * link. Without a token the path is the dashboard's Privacy tab.
 */
export default function ConfirmErasurePage({ token }: { token: string }) {
  const { t } = useTranslation();
  usePageTitle(t('privacy.confirm.title'));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('privacy.confirm.title')}</Title>
        <ConfirmErasure token={token} />
      </Stack>
    </Container>
  );
}

import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageLoading } from '../../feedback/loading-overlay-context';
import { useCurrentRoute, useLanguage } from '../../routing/current-route';
import { hrefTo } from '../../routing/href';
import { usePageTitle } from '../../site/use-page-title';

/** The thank-you message the flow's last form configured, handed over in history state. */
function configuredMessage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const message: unknown = Reflect.get(state, 'message');
  return typeof message === 'string' && message !== '' ? message : null;
}

/**
 * /apply/thank-you/, /profile/thank-you/, /profile/alert-thank-you/ (spec 2 §2):
 * 'Application complete, thank you!' after an application, 'update complete, thank you!'
 * after the profile flows (spec 2 §8), and the form's own message when it has one.
 */
export default function ThankYouPage() {
  const { t, ready } = useTranslation('applyEngine');
  const { t: tMain } = useTranslation();
  const { routeId } = useCurrentRoute();
  const language = useLanguage();
  const message = configuredMessage(useLocation().state);
  const heading = routeId === 'applyThankYou' ? t('thankYou.application') : t('thankYou.update');
  usePageTitle(ready ? heading : undefined);
  usePageLoading(!ready);
  if (!ready) return null;
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" align="center" ta="center">
        <Title order={1}>{heading}</Title>
        {message && (
          <Text size="lg">
            <bdi>{message}</bdi>
          </Text>
        )}
        <Group>
          <Button component={Link} to={hrefTo(language, 'careerHome')}>
            {tMain('common.searchOpenJobs')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

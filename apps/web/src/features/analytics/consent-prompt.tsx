/**
 * The analytics consent prompt (decision 0045), shown only for a tenant whose analytics wait
 * for consent, until the visitor answers. Loaded and drawn apart from the page (its own root),
 * so no page carries its code; its texts are in the `account` namespace, loaded with it.
 */
import { Button, Group, MantineProvider, Paper, Text, Title } from '@mantine/core';
import { StrictMode, useId } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, theme } from '../../app/theme';
import { ACCOUNT_NAMESPACE, i18n } from '../../i18n/i18n';
import { readStyleNonce } from '../../lib/page-meta';
import { storeConsent } from './analytics-decision';

function ConsentPrompt({ onAnswer }: { onAnswer: (consent: 'granted' | 'denied') => void }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const titleId = useId();
  return (
    <Paper
      component="aside"
      aria-labelledby={titleId}
      shadow="md"
      p="md"
      withBorder
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={560}
      style={{ zIndex: 300, marginInline: 'auto' }}
    >
      <Title order={2} size="h4" id={titleId}>
        {t('analyticsConsent.title')}
      </Title>
      <Text mt="xs">{t('analyticsConsent.text')}</Text>
      <Group mt="md" justify="flex-end">
        <Button variant="default" onClick={() => onAnswer('denied')}>
          {t('analyticsConsent.deny')}
        </Button>
        <Button onClick={() => onAnswer('granted')}>{t('analyticsConsent.allow')}</Button>
      </Group>
    </Paper>
  );
}

export function showConsentPrompt(client: string): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const styleNonce = readStyleNonce();
  const onAnswer = (consent: 'granted' | 'denied') => {
    storeConsent(client, consent);
    root.unmount();
    host.remove();
  };
  void i18n.loadNamespaces(ACCOUNT_NAMESPACE).finally(() => {
    host.dir = i18n.dir(i18n.language);
    root.render(
      <StrictMode>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme="light"
          getStyleNonce={styleNonce === undefined ? undefined : () => styleNonce}
        >
          <ConsentPrompt onAnswer={onAnswer} />
        </MantineProvider>
      </StrictMode>,
    );
  });
}

import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ErrorStateProps {
  message: string;
  onRetry: () => void;
  /** True while the retry is running, so a second click cannot queue another. */
  retrying?: boolean;
}

/** A failed load the visitor can retry; announced as an alert. */
export function ErrorState({ message, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={t('errors.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button variant="default" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

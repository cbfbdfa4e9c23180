import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type EmptyReason = 'noMatch' | 'noJobs' | 'pastLastPage';

interface EmptyResultsProps {
  reason: EmptyReason;
  onClear: () => void;
  onFirstPage: () => void;
}

export function EmptyResults({ reason, onClear, onFirstPage }: EmptyResultsProps) {
  const { t } = useTranslation();

  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="sm" align="flex-start">
        <Text fw={700} size="lg">
          {t(`home.empty.${reason}.title`)}
        </Text>
        <Text>{t(`home.empty.${reason}.text`)}</Text>
        {reason === 'noMatch' && (
          <Button variant="default" onClick={onClear}>
            {t('home.clearFilters')}
          </Button>
        )}
        {reason === 'pastLastPage' && (
          <Button variant="default" onClick={onFirstPage}>
            {t('home.firstPage')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

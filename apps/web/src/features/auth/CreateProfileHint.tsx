import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The sign-in modal's "create one" line (spec 1 §2). Its target, /profile/join/, is a later
 * issue's page, so for now the line is text without a link.
 */
export function CreateProfileHint() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('auth.signIn.noProfile')} {t('auth.signIn.createOne')}
    </Text>
  );
}

import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-context';
import { PrivacyPanel } from '../../privacy/PrivacyPanel';

/** The privacy centre as a dashboard tab: the signed-in candidate's export and erasure. */
export default function PrivacyTab() {
  const { t } = useTranslation();
  const { state } = useAuth();
  if (state.status !== 'loggedIn') return null;
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('privacy.intro')}</Text>
      <PrivacyPanel candidate={state.candidate} />
    </Stack>
  );
}

import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';

/** The sign-in modal's "create one" line (spec 1 §2): a link to the talent-community join. */
export function CreateProfileHint() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Text size="sm" c="dimmed">
      {t('auth.signIn.noProfile')}{' '}
      <Anchor
        component={Link}
        to={hrefTo(language, 'profileJoin')}
        size="sm"
        // In a line of text, a link is told apart by more than its colour (WCAG 1.4.1).
        underline="always"
      >
        {t('auth.signIn.createOne')}
      </Anchor>
    </Text>
  );
}

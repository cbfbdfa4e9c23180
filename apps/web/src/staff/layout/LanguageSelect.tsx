import { NativeSelect } from '@mantine/core';
import { useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APP_LANGUAGES, isAppLanguage, languageEndonym } from '../../i18n/languages';
import { changeStaffLanguage } from '../i18n/i18n';

/** The console's language, chosen by the user (the site's languages, each in itself). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('staff');
  const { setDirection } = useDirection();
  return (
    <NativeSelect
      size="xs"
      label={t('console.language')}
      value={i18n.language}
      data={APP_LANGUAGES.map((language) => ({
        value: language,
        label: languageEndonym(language),
      }))}
      onChange={(event) => {
        const language = event.currentTarget.value;
        if (!isAppLanguage(language)) return;
        void changeStaffLanguage(language).then(() => setDirection(i18n.dir(language)));
      }}
    />
  );
}

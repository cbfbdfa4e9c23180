import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from './current-route';

/**
 * The path decides the language. i18next switches once the catalog has loaded (it sets `lang`
 * and `dir` on <html>); Mantine's direction follows so its RTL-aware components mirror too.
 */
export function useLanguageSync(): void {
  const language = useLanguage();
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const direction = i18n.dir(i18n.resolvedLanguage);

  useEffect(() => {
    if (i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);

  useEffect(() => {
    setDirection(direction);
  }, [direction, setDirection]);
}

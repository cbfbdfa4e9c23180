/**
 * Texts written by a form's author come with optional translations by language code
 * (`titleTranslations: { es: 'Nombre' }`); the page language picks one, else the text as
 * written.
 */
import type { Translations } from '@talentgate/domain';

export function localized(
  text: string,
  translations: Translations | undefined,
  language: string,
): string {
  return translations?.[language] ?? text;
}

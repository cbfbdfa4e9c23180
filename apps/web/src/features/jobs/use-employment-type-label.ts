import { useTranslation } from 'react-i18next';
import { normalizeEmploymentType } from './employment-type';

export function useEmploymentTypeLabel(): (value: string) => string {
  const { t } = useTranslation();
  return (value) => {
    const known = normalizeEmploymentType(value);
    return known ? t(`employmentType.${known}`) : value;
  };
}

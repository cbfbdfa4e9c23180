import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../feedback/notifications-context';

/** A list that fails to load shows the generic notification (spec 2 §8), once per failure. */
export function useListLoadFailure(failedAt: number): void {
  const { t } = useTranslation();
  const notify = useNotify();
  useEffect(() => {
    if (failedAt > 0) notify({ message: t('apiErrors.generic'), alertClass: 'danger' });
  }, [failedAt, notify, t]);
}

import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error';

/**
 * An API failure as the user reads it: the API's own message (its catalogue's clear text),
 * or a general one when nothing answered. Announced to screen readers as an alert.
 */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('staff');
  if (!error) return null;
  const forbidden = isApiError(error) && error.status === 403;
  const message = error instanceof Error && error.message ? error.message : t('errors.generic');
  return (
    <Alert
      color="red"
      role="alert"
      title={forbidden ? t('errors.forbiddenTitle') : t('errors.title')}
    >
      {message}
    </Alert>
  );
}

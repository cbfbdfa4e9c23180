import { DEFAULT_LANGUAGE } from '@talentgate/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiErrorCode } from '../../lib/api-error';
import { useLanguage } from '../routing/current-route';

/** Codes whose text we translate; in English the API's own message is shown (spec 1 §8). */
const TRANSLATED_CODES = [
  'PROCESSOR_NOT_IMPLEMENTED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_NOT_ACTIVATED',
  'UNAUTHORIZED',
  'INVALID_TOKEN',
  'PASSWORD_TOO_WEAK',
  'PASSWORD_REPETITION_NOT_ALLOWED',
  'CURRENT_PASSWORD_IS_INVALID',
  'RATE_LIMITED',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'SOCIAL_STATE_INVALID',
  'SOCIAL_SIGN_IN_FAILED',
  'SOCIAL_REGISTRATION_FAILED',
  'SOCIAL_EMAIL_MISSING',
  'SOCIAL_ACCOUNT_DEACTIVATED',
  'SOCIAL_UNSUPPORTED_ACTIVITY',
  'SOCIAL_ACCOUNT_CONNECTED',
  'SOCIAL_MULTI_ACCOUNT',
  'SOCIAL_MERGE_INVALID',
  'SOCIAL_LAST_SIGN_IN_METHOD',
  'SSO_NOT_ENTITLED',
  'SSO_PROVISIONING_FAILED',
  'REFERRAL_LINK_UNAVAILABLE',
] as const;

/** Failures the browser names itself: their ApiError message is not meant for people. */
const CLIENT_CODES: readonly ApiErrorCode[] = ['NETWORK_ERROR', 'HTTP_ERROR', 'INVALID_RESPONSE'];

/** The text to show for a failed call: the API's message, translated on other languages. */
export function useApiErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const english = useLanguage() === DEFAULT_LANGUAGE;

  return useCallback(
    (error: unknown) => {
      if (!isApiError(error)) return t('apiErrors.generic');
      if (error.code === 'NETWORK_ERROR') return t('apiErrors.NETWORK_ERROR');
      if (CLIENT_CODES.includes(error.code)) return t('apiErrors.generic');
      if (english && error.message !== '') return error.message;
      const code = TRANSLATED_CODES.find((candidate) => candidate === error.code);
      return code ? t(`apiErrors.${code}`) : t('apiErrors.generic');
    },
    [english, t],
  );
}

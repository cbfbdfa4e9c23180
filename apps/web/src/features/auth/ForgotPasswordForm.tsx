import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { unameProblem } from '@talentgate/domain';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { CaptchaWidget } from '../captcha/CaptchaWidget';
import { useFeatureFlags } from '../feature-flags/use-feature-flags';
import { useClient } from '../site/client-context';
import { useSite } from '../site/use-site';
import { requestPasswordReset } from './auth-api';
import {
  forgotPasswordAnswer,
  forgotPasswordFailure,
  type ForgotPasswordOutcome,
} from './forgot-password-outcome';
import { useApiErrorText } from './use-api-error-text';

interface ForgotPasswordFormProps {
  /** The way back: to the sign-in view of the modal, or a link on the page. */
  footer: ReactNode;
  autoFocus?: boolean;
}

/**
 * Forgot password (spec 1 §4, §5): an e-mail checked with the uname rules, then a reset link.
 * When the tenant's CandidateResetPwdCaptchaEnabled flag is on, its captcha widget must be
 * solved too; a refused captcha leaves the e-mail as typed and gives a fresh widget.
 */
export function ForgotPasswordForm({ footer, autoFocus = false }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const client = useClient();
  const errorText = useApiErrorText();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<ForgotPasswordOutcome | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const captchaRequired = useFeatureFlags().data?.CandidateResetPwdCaptchaEnabled === true;
  const captchaWidget = useSite().data?.captcha ?? null;
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [captchaReset, setCaptchaReset] = useState(0);

  const problem = unameProblem(email);
  const shownProblem = touched || submitted ? problem : null;
  const sent = outcome?.kind === 'sent';

  // The form is replaced by the confirmation: keep keyboard focus on what is now shown.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    if (captchaRequired && captchaWidget && !captchaToken) {
      setCaptchaMissing(true);
      return;
    }
    setPending(true);
    setOutcome(null);
    try {
      setOutcome(forgotPasswordAnswer(await requestPasswordReset(client, email, { captchaToken })));
    } catch (error) {
      setOutcome(forgotPasswordFailure(error));
      // The provider takes each token once, whatever our server made of it.
      if (captchaToken || (isApiError(error) && error.code.startsWith('CAPTCHA_'))) {
        setCaptchaReset((count) => count + 1);
      }
    } finally {
      setPending(false);
    }
  };

  const onCaptchaToken = useCallback((token: string | null) => {
    setCaptchaToken(token);
    if (token) setCaptchaMissing(false);
  }, []);

  if (sent) {
    return (
      <Stack gap="md">
        <Alert ref={confirmationRef} tabIndex={-1} color="green" variant="light">
          {t('auth.forgot.sent')}
        </Alert>
        {footer}
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text size="sm">{t('auth.forgot.intro')}</Text>
        {outcome?.kind === 'message' && (
          <Alert color="blue" variant="light">
            {outcome.message}
          </Alert>
        )}
        {outcome?.kind === 'networkError' && (
          <Alert color="red" variant="light">
            {t('auth.forgot.networkError')}
          </Alert>
        )}
        {outcome?.kind === 'failed' && (
          <Alert color="red" variant="light">
            {errorText(outcome.error)}
          </Alert>
        )}
        <TextInput
          ref={emailRef}
          label={t('auth.forgot.email')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          onBlur={() => {
            setEmail((current) => current.trimEnd());
            setTouched(true);
          }}
          error={shownProblem && t(`auth.uname.${shownProblem}`)}
          required
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus={autoFocus}
          data-autofocus
        />
        {captchaRequired && captchaWidget && (
          <CaptchaWidget
            widget={captchaWidget}
            onToken={onCaptchaToken}
            resetSignal={captchaReset}
            error={captchaMissing ? t('auth.captcha.required') : null}
          />
        )}
        <Button type="submit" loading={pending} fullWidth>
          {t('auth.forgot.submit')}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}

import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { unameProblem } from '@talentgate/domain';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../site/client-context';
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

/** Forgot password (spec 1 §4, §5): an e-mail checked with the uname rules, then a reset link. */
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
    setPending(true);
    setOutcome(null);
    try {
      setOutcome(forgotPasswordAnswer(await requestPasswordReset(client, email)));
    } catch (error) {
      setOutcome(forgotPasswordFailure(error));
    } finally {
      setPending(false);
    }
  };

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
        <Button type="submit" loading={pending} fullWidth>
          {t('auth.forgot.submit')}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}

import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Alert, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../site/client-context';
import { resendActivation } from './auth-api';
import { useAuth } from './auth-context';
import {
  isLoginValid,
  trimUsername,
  validateLogin,
  type LoginProblems,
  type LoginValues,
} from './login-form';
import { PasswordField } from './PasswordField';
import { useApiErrorText } from './use-api-error-text';

interface LoginFormProps {
  /** The forgot-password launch: a button in the modal, a link on the page. */
  forgotPassword: ReactNode;
  /** Focus the username when shown (the modal's views); the password when it is given. */
  autoFocus?: boolean;
  /** The e-mail the visitor typed before (an apply form's "log in?"), not typed twice. */
  initialUsername?: string;
}

type Field = keyof LoginValues;

/** Password sign-in (spec 1 §4 Password login, §5 Login validation). */
export function LoginForm({
  forgotPassword,
  autoFocus = false,
  initialUsername = '',
}: LoginFormProps) {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const client = useClient();
  const errorText = useApiErrorText();
  const [values, setValues] = useState<LoginValues>({
    username: trimUsername(initialUsername),
    password: '',
  });
  const usernameGiven = initialUsername.trim() !== '';
  const [rememberMe, setRememberMe] = useState(false);
  const [touched, setTouched] = useState<Record<Field, boolean>>({
    username: false,
    password: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The not-activated answer: the address a new activation e-mail can go to. */
  const [notActivated, setNotActivated] = useState<string | null>(null);
  const [resend, setResend] = useState<
    { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; text: string }
  >({ status: 'idle' });
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  /**
   * Leaving a field the person typed in shows its problem; leaving an empty one does not (the
   * submit does): a "required" appearing as the pointer goes down on the social sign-in
   * buttons below would move them, and the click would land beside them.
   */
  const markTouched = (field: Field) => {
    if (values[field].trim() !== '') setTouched((current) => ({ ...current, [field]: true }));
  };

  const problems: LoginProblems = validateLogin(values);
  const shown = (field: Field) => (touched[field] || submitted ? problems[field] : null);
  const usernameProblem = shown('username');
  const passwordProblem = shown('password');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (!isLoginValid(problems)) {
      (problems.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setPending(true);
    setFailure(null);
    const outcome = await signIn(values, rememberMe);
    if (outcome.kind === 'signedIn') return;
    setPending(false);
    setNotActivated(outcome.kind === 'notActivated' ? values.username : null);
    setResend({ status: 'idle' });
    setFailure(
      outcome.kind === 'notActivated' && outcome.error === null
        ? t('apiErrors.ACCOUNT_NOT_ACTIVATED')
        : errorText(outcome.error),
    );
    // A new attempt starts from an empty password, without a premature "required".
    setValues((current) => ({ ...current, password: '' }));
    setTouched((current) => ({ ...current, password: false }));
    setSubmitted(false);
    usernameRef.current?.focus();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light">
            <Stack gap="xs" align="flex-start">
              <span>{failure}</span>
              {notActivated !== null && resend.status !== 'sent' && (
                <Button
                  variant="light"
                  size="xs"
                  loading={resend.status === 'sending'}
                  onClick={() => {
                    setResend({ status: 'sending' });
                    resendActivation(client, notActivated).then(
                      () => setResend({ status: 'sent' }),
                      (error: unknown) => setResend({ status: 'failed', text: errorText(error) }),
                    );
                  }}
                >
                  {t('auth.activation.resend')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {resend.status === 'sent' && (
          <Alert color="green" variant="light" role="status">
            {t('auth.activation.sent')}
          </Alert>
        )}
        {resend.status === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            {resend.text}
          </Alert>
        )}
        <TextInput
          ref={usernameRef}
          label={t('auth.signIn.username')}
          value={values.username}
          onChange={(event) => {
            const username = event.currentTarget.value;
            setValues((current) => ({ ...current, username }));
          }}
          onBlur={() => {
            setValues((current) => ({ ...current, username: trimUsername(current.username) }));
            markTouched('username');
          }}
          error={usernameProblem && t(`auth.uname.${usernameProblem}`)}
          required
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus={autoFocus && !usernameGiven}
          data-autofocus={usernameGiven ? undefined : true}
        />
        <PasswordField
          ref={passwordRef}
          label={t('auth.signIn.password')}
          value={values.password}
          onChange={(event) => {
            const password = event.currentTarget.value;
            setValues((current) => ({ ...current, password }));
          }}
          onBlur={() => markTouched('password')}
          error={passwordProblem && t('auth.signIn.passwordRequired')}
          required
          autoComplete="current-password"
          autoFocus={autoFocus && usernameGiven}
          data-autofocus={usernameGiven ? true : undefined}
        />
        <Checkbox
          label={t('auth.signIn.rememberMe')}
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.currentTarget.checked)}
        />
        <Button type="submit" loading={pending} fullWidth>
          {t('auth.signIn.submit')}
        </Button>
        {forgotPassword}
      </Stack>
    </form>
  );
}

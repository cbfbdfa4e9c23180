import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Alert, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** Focus the username when shown (the modal's views). */
  autoFocus?: boolean;
}

type Field = keyof LoginValues;

/** Password sign-in (spec 1 §4 Password login, §5 Login validation). */
export function LoginForm({ forgotPassword, autoFocus = false }: LoginFormProps) {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const errorText = useApiErrorText();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [rememberMe, setRememberMe] = useState(false);
  const [touched, setTouched] = useState<Record<Field, boolean>>({
    username: false,
    password: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

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
            {failure}
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
            setTouched((current) => ({ ...current, username: true }));
          }}
          error={usernameProblem && t(`auth.uname.${usernameProblem}`)}
          required
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus={autoFocus}
          data-autofocus
        />
        <PasswordField
          ref={passwordRef}
          label={t('auth.signIn.password')}
          value={values.password}
          onChange={(event) => {
            const password = event.currentTarget.value;
            setValues((current) => ({ ...current, password }));
          }}
          onBlur={() => setTouched((current) => ({ ...current, password: true }))}
          error={passwordProblem && t('auth.signIn.passwordRequired')}
          required
          autoComplete="current-password"
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

import {
  Anchor,
  Button,
  Center,
  Code,
  Container,
  Divider,
  Group,
  List,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { StaffLoginResult, StaffMe, StaffSignedIn } from '@talentgate/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { LanguageSelect } from '../layout/LanguageSelect';
import { usePageTitle } from '../staff-context';

interface SignInPageProps {
  client: string;
  onSignedIn: (staff: StaffMe) => void;
}

/** Where the tenant's enterprise provider sends the browser back (decision 0037). */
const SSO_RETURN_PATH = '/sso-return';

/**
 * Finishes a sign-in at the enterprise provider when the provider sent the browser back to
 * /staff/sso-return: its query string goes to the API once, and the address bar leaves the
 * return path whatever the answer (a used state is no good a second time).
 */
function useSsoReturn(client: string, onSignedIn: (staff: StaffMe) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const query = location.pathname.replace(/\/$/, '') === SSO_RETURN_PATH ? location.search : '';
  const finish = useMutation({
    mutationFn: (search: string) => staffApi.ssoReturn(client, search),
    onSuccess: (result) => {
      void navigate('/', { replace: true });
      onSignedIn(result.staff);
    },
    onError: () => void navigate('/', { replace: true }),
  });
  const started = useRef(false);
  const { mutate } = finish;
  useEffect(() => {
    if (query.length < 2 || started.current) return;
    started.current = true;
    mutate(query);
  }, [query, mutate]);
  return finish;
}

/**
 * Two steps (decision 0029): e-mail and password, then a code from the authenticator or a
 * recovery code. At the first sign-in the new secret is shown to enrol an authenticator, and
 * after the first code the ten recovery codes, once. Where the tenant configured it, "Sign in
 * with {provider}" goes to its enterprise provider instead (decision 0037).
 */
export function SignInPage({ client, onSignedIn }: SignInPageProps) {
  const { t } = useTranslation('staff');
  const [secondStep, setSecondStep] = useState<StaffLoginResult | null>(null);
  const [signedIn, setSignedIn] = useState<StaffSignedIn | null>(null);
  const ssoReturn = useSsoReturn(client, onSignedIn);
  usePageTitle(t('signIn.title'));

  if (ssoReturn.isPending) {
    return (
      <Center mih="50vh">
        <Loader aria-label={t('signIn.ssoCompleting')} />
      </Center>
    );
  }

  return (
    <Container size="xs" py="xl">
      <Group justify="flex-end" component="header">
        <LanguageSelect />
      </Group>
      <main>
        <Title order={1} mb="md">
          {t('signIn.title')}
        </Title>
        {signedIn ? (
          <RecoveryCodes codes={signedIn.recoveryCodes} onDone={() => onSignedIn(signedIn.staff)} />
        ) : secondStep ? (
          <SecondFactorStep
            client={client}
            step={secondStep}
            onDone={(result) =>
              result.recoveryCodes.length > 0 ? setSignedIn(result) : onSignedIn(result.staff)
            }
          />
        ) : (
          <Stack>
            <ErrorAlert error={ssoReturn.error} />
            <ProviderButtons client={client} />
            <PasswordStep client={client} onDone={setSecondStep} />
          </Stack>
        )}
      </main>
    </Container>
  );
}

/** "Sign in with {label}" for each enterprise provider the tenant offers staff. */
function ProviderButtons({ client }: { client: string }) {
  const { t } = useTranslation('staff');
  const providers = useQuery({
    queryKey: staffKeys.ssoProviders(client),
    queryFn: ({ signal }) => staffApi.ssoProviders(client, signal),
    staleTime: Infinity,
  });
  const start = useMutation({
    mutationFn: (provider: string) => staffApi.ssoStart(client, provider),
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
  });
  if (!providers.data?.length) return null;
  return (
    <Stack gap="sm">
      <ErrorAlert error={start.error} />
      {providers.data.map((provider) => (
        <Button
          key={provider.key}
          variant="default"
          loading={start.isPending && start.variables === provider.key}
          onClick={() => start.mutate(provider.key)}
        >
          {t('signIn.withProvider', { label: provider.label })}
        </Button>
      ))}
      <Divider label={t('signIn.or')} labelPosition="center" />
    </Stack>
  );
}

interface PasswordForm {
  email: string;
  password: string;
}

function PasswordStep({
  client,
  onDone,
}: {
  client: string;
  onDone: (result: StaffLoginResult) => void;
}) {
  const { t } = useTranslation('staff');
  const { register, handleSubmit, formState } = useForm<PasswordForm>({
    defaultValues: { email: '', password: '' },
  });
  const login = useMutation({
    mutationFn: (form: PasswordForm) => staffApi.login(client, form),
    onSuccess: onDone,
  });
  return (
    <Paper
      withBorder
      p="lg"
      component="form"
      noValidate
      onSubmit={handleSubmit((form) => login.mutate(form))}
    >
      <Stack>
        <ErrorAlert error={login.error} />
        <TextInput
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          required
          error={formState.errors.email ? t('signIn.required') : undefined}
          {...register('email', { required: true })}
        />
        <PasswordInput
          label={t('signIn.password')}
          autoComplete="current-password"
          required
          error={formState.errors.password ? t('signIn.required') : undefined}
          {...register('password', { required: true })}
        />
        <Button type="submit" loading={login.isPending}>
          {t('signIn.continue')}
        </Button>
      </Stack>
    </Paper>
  );
}

interface CodeForm {
  code: string;
}

function SecondFactorStep({
  client,
  step,
  onDone,
}: {
  client: string;
  step: StaffLoginResult;
  onDone: (result: StaffSignedIn) => void;
}) {
  const { t } = useTranslation('staff');
  const [useRecovery, setUseRecovery] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<CodeForm>({
    defaultValues: { code: '' },
  });
  const verify = useMutation({
    mutationFn: ({ code }: CodeForm) =>
      staffApi.secondFactor(
        client,
        useRecovery ? { recoveryCode: code.trim() } : { code: code.replace(/\s/g, '') },
      ),
    onSuccess: onDone,
  });
  const codeInput = useRef<HTMLInputElement | null>(null);
  const { ref, ...codeField } = register('code', {
    required: true,
    ...(useRecovery ? {} : { pattern: /^\s*\d{3}\s?\d{3}\s*$/ }),
  });
  useEffect(() => codeInput.current?.focus(), [useRecovery]);

  return (
    <Paper
      withBorder
      p="lg"
      component="form"
      noValidate
      onSubmit={handleSubmit((form) => verify.mutate(form))}
    >
      <Stack>
        {step.next === 'enrol' && step.secret ? (
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('signIn.enrolTitle')}
            </Title>
            <Text>{t('signIn.enrolHelp')}</Text>
            <Text>
              {t('signIn.secret')} <Code data-testid="totp-secret">{step.secret}</Code>
            </Text>
            {step.otpauthUri ? (
              <Text>
                {t('signIn.otpauth')}{' '}
                {/* Wrapped, not scrolled: a scrolling box would need keyboard access of its own. */}
                <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {step.otpauthUri}
                </Code>
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <ErrorAlert error={verify.error} />
        <TextInput
          ref={(element) => {
            ref(element);
            codeInput.current = element;
          }}
          label={useRecovery ? t('signIn.recoveryCode') : t('signIn.code')}
          description={useRecovery ? undefined : t('signIn.codeHelp')}
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          required
          error={formState.errors.code ? t('signIn.codeInvalid') : undefined}
          {...codeField}
        />
        <Button type="submit" loading={verify.isPending}>
          {t('signIn.signIn')}
        </Button>
        {step.next === 'totp' ? (
          <Anchor
            component="button"
            type="button"
            onClick={() => {
              setUseRecovery((value) => !value);
              reset({ code: '' });
            }}
          >
            {useRecovery ? t('signIn.useCode') : t('signIn.useRecovery')}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h4">
          {t('signIn.recoveryTitle')}
        </Title>
        <Text>{t('signIn.recoveryHelp')}</Text>
        <List aria-label={t('signIn.recoveryTitle')}>
          {codes.map((code) => (
            <List.Item key={code}>
              <Code>{code}</Code>
            </List.Item>
          ))}
        </List>
        <Button onClick={onDone}>{t('signIn.recoverySaved')}</Button>
      </Stack>
    </Paper>
  );
}

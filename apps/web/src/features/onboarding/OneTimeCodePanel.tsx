import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ONE_TIME_CODE_LENGTH, type Onboarding } from '@talentgate/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../auth/use-api-error-text';
import { useClient } from '../site/client-context';
import { onboardingKey, sendOnboardingCode, verifyOnboardingCode } from './onboarding-api';

/**
 * The one-time code a form asks for before it can be signed (spec 2 §5 "OTP only for
 * configured countries"): sent by SMS to the candidate's phone, 6 digits, 10 minutes, 5
 * tries (the one-time-codes module's rules, decision 0048). Once given, the form opens.
 */
export function OneTimeCodePanel({ onboarding }: { onboarding: Onboarding }) {
  const { t } = useTranslation('account');
  const client = useClient();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setSentTo((await sendOnboardingCode(client)).sentTo);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const answer = await verifyOnboardingCode(client, code);
      if (!answer.verified) {
        setProblem(t('dashboard.onboarding.code.wrong', { left: answer.attemptsLeft }));
        return;
      }
      await queryClient.invalidateQueries({
        queryKey: onboardingKey(client, onboarding.applicationId),
      });
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text>{t('dashboard.onboarding.code.why')}</Text>
      {sentTo === null ? (
        <Group>
          <Button onClick={() => void send()} loading={busy}>
            {t('dashboard.onboarding.code.send')}
          </Button>
        </Group>
      ) : (
        <form onSubmit={(event) => void verify(event)} noValidate>
          <Stack gap="sm">
            <Text role="status">{t('dashboard.onboarding.code.sent', { phone: sentTo })}</Text>
            <TextInput
              label={t('dashboard.onboarding.code.label')}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={ONE_TIME_CODE_LENGTH}
              required
            />
            <Group>
              <Button
                type="submit"
                loading={busy}
                disabled={code.trim().length !== ONE_TIME_CODE_LENGTH}
              >
                {t('dashboard.onboarding.code.confirm')}
              </Button>
              <Button variant="default" onClick={() => void send()} disabled={busy}>
                {t('dashboard.onboarding.code.again')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {problem !== null && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}

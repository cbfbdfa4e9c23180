import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { CONTINUE_LINK_LIFETIME_HOURS, unameProblem } from '@talentgate/domain';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useApiErrorText } from '../../auth/use-api-error-text';
import { CaptchaWidget } from '../../captcha/CaptchaWidget';
import { useLanguage } from '../../routing/current-route';
import { useSite } from '../../site/use-site';
import { readStoredAttempt } from '../api/attempt-storage';
import { requestContinueLink } from './continue-link-api';

interface ContinueLinkDialogProps {
  opened: boolean;
  onClose(): void;
  client: string;
  /** Where this flow keeps its attempt in the browser (flowStorageKey). */
  flowKey: string;
  /** The e-mail from the answers, when the visitor gave one. */
  initialEmail: string;
}

type Outcome = { kind: 'sent'; email: string } | { kind: 'failed'; error: unknown } | null;

/**
 * "E-mail me a link to continue" (decision 0017): the address (prefilled from the answers),
 * the site's captcha where it has one, then a confirmation that says the same whether or not
 * the server sent anything. Mounted afresh for each opening (its key), so it starts from the
 * latest known address.
 */
export function ContinueLinkDialog({
  opened,
  onClose,
  client,
  flowKey,
  initialEmail,
}: ContinueLinkDialogProps) {
  const { t } = useTranslation('applyEngine');
  const errorText = useApiErrorText();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const captchaWidget = useSite().data?.captcha ?? null;
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [captchaReset, setCaptchaReset] = useState(0);
  const emailRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // The result replaces or tops the form: keyboard and screen-reader focus goes to it.
  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  const problem = unameProblem(email);
  const shownProblem = touched ? problem : null;

  const onCaptchaToken = useCallback((token: string | null) => {
    setCaptchaToken(token);
    if (token) setCaptchaMissing(false);
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setTouched(true);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    if (captchaWidget && !captchaToken) {
      setCaptchaMissing(true);
      return;
    }
    const stored = readStoredAttempt(client, flowKey);
    setPending(true);
    setOutcome(null);
    try {
      if (!stored) throw new Error('no saved application in this browser');
      await requestContinueLink(client, stored.attemptId, {
        email: email.trim(),
        language,
        path: `${pathname}${search}`,
        ...(captchaToken ? { captchaToken } : {}),
      });
      setOutcome({ kind: 'sent', email: email.trim() });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
      if (captchaToken || (isApiError(error) && error.code.startsWith('CAPTCHA_'))) {
        setCaptchaReset((count) => count + 1);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('continueLink.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      {outcome?.kind === 'sent' ? (
        <Stack gap="md">
          <Alert ref={resultRef} tabIndex={-1} color="green" variant="light">
            {t('continueLink.sent', { email: outcome.email, hours: CONTINUE_LINK_LIFETIME_HOURS })}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <Text size="sm">
              {t('continueLink.intro', { hours: CONTINUE_LINK_LIFETIME_HOURS })}
            </Text>
            {outcome?.kind === 'failed' && (
              <Alert ref={resultRef} tabIndex={-1} color="red" variant="light">
                {isApiError(outcome.error) ? errorText(outcome.error) : t('continueLink.notSaved')}
              </Alert>
            )}
            <TextInput
              ref={emailRef}
              label={t('continueLink.email')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={shownProblem && t(`continueLink.emailProblem.${shownProblem}`)}
              required
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              data-autofocus
            />
            {captchaWidget && (
              <CaptchaWidget
                widget={captchaWidget}
                onToken={onCaptchaToken}
                resetSignal={captchaReset}
                error={captchaMissing ? t('continueLink.captchaRequired') : null}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={pending}>
                {t('continueLink.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

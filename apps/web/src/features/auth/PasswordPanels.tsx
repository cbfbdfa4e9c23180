import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import classes from './PasswordPanels.module.css';

/**
 * The panels' heading level: under the modal's title (h2) by default; under the page's h1 when
 * the panels are drawn in the page (the alternate reset template).
 */
export const PanelHeadingLevel = createContext<2 | 3>(3);

/** A panel's heading takes focus when the panel appears, so the keyboard stays in the modal. */
function PanelHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const order = useContext(PanelHeadingLevel);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Title ref={ref} order={order} size="h4" tabIndex={-1} className={classes.heading}>
      {children}
    </Title>
  );
}

interface PanelProps {
  /** A reset by e-mailed link, or a change by a signed-in candidate. */
  reset: boolean;
}

export function SuccessPanel({
  reset,
  onSignIn,
  onClose,
}: PanelProps & {
  onSignIn: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PanelHeading>{t('auth.passwordModal.success.heading')}</PanelHeading>
      <Alert color="green" variant="light">
        {reset
          ? t('auth.passwordModal.success.textReset')
          : t('auth.passwordModal.success.textChange')}
      </Alert>
      <Group justify="flex-end">
        {reset ? (
          <Button onClick={onSignIn}>{t('auth.passwordModal.success.signIn')}</Button>
        ) : (
          <Button onClick={onClose}>{t('common.close')}</Button>
        )}
      </Group>
    </Stack>
  );
}

export function ErrorPanel({ message, onBack }: { message: string; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PanelHeading>{t('auth.passwordModal.error.heading')}</PanelHeading>
      <Alert color="red" variant="light">
        {message}
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onBack}>{t('common.retry')}</Button>
      </Group>
    </Stack>
  );
}

export function InvalidTokenPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="md">
      <PanelHeading>{t('auth.passwordModal.invalidToken.heading')}</PanelHeading>
      <Text size="sm">{t('auth.passwordModal.invalidToken.text')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Button component={Link} to={hrefTo(language, 'profileForgotPassword')}>
          {t('auth.passwordModal.invalidToken.newLink')}
        </Button>
      </Group>
    </Stack>
  );
}

export function EnforcePanel({
  reset,
  onBack,
  onKeep,
}: PanelProps & {
  onBack: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PanelHeading>{t('auth.passwordModal.enforce.heading')}</PanelHeading>
      <Text size="sm">
        {reset
          ? t('auth.passwordModal.enforce.textReset')
          : t('auth.passwordModal.enforce.textChange')}
      </Text>
      <Group justify="flex-end">
        {!reset && (
          <Button variant="default" onClick={onKeep}>
            {t('auth.passwordModal.enforce.keep')}
          </Button>
        )}
        <Button onClick={onBack}>{t('auth.passwordModal.enforce.back')}</Button>
      </Group>
    </Stack>
  );
}

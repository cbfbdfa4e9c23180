import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthDialogView } from './auth-dialog-state';
import { CreateProfileHint } from './CreateProfileHint';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { SocialSignIn } from '../social-sign-in/SocialSignIn';

interface AuthDialogProps {
  view: AuthDialogView;
  opened: boolean;
  /** The e-mail typed before (an apply form's "log in?"). */
  username: string;
  onCancel: () => void;
  onClosed: () => void;
  onShowView: (view: AuthDialogView) => void;
}

/** The sign-in modal and, launched from it, the forgot-password form (spec 1 §2). */
export default function AuthDialog({
  view,
  opened,
  username,
  onCancel,
  onClosed,
  onShowView,
}: AuthDialogProps) {
  const { t } = useTranslation();
  const launch = (target: AuthDialogView, label: string) => (
    <Anchor component="button" type="button" size="sm" onClick={() => onShowView(target)}>
      {label}
    </Anchor>
  );

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      onExitTransitionEnd={onClosed}
      // Mantine misses the trigger of a modal that mounts open; the provider returns focus.
      returnFocus={false}
      title={view === 'signIn' ? t('auth.signIn.title') : t('auth.forgot.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      {view === 'signIn' ? (
        <Stack gap="md">
          <Text size="sm">{t('auth.signIn.subtitle')}</Text>
          <LoginForm
            autoFocus
            initialUsername={username}
            forgotPassword={launch('forgotPassword', t('auth.signIn.forgotPassword'))}
          />
          <SocialSignIn />
          <CreateProfileHint />
        </Stack>
      ) : (
        <ForgotPasswordForm autoFocus footer={launch('signIn', t('auth.forgot.backToSignIn'))} />
      )}
    </Modal>
  );
}

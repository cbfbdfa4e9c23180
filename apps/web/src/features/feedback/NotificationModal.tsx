import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clearStoredSession } from '../../lib/stored-session';
import { ALERT_CLASS_COLORS } from './alert-class';
import type { NotificationModalOptions } from './notification-modal-context';

interface NotificationModalProps extends NotificationModalOptions {
  opened: boolean;
  onClose: () => void;
  /** Called after the closing transition, when the modal can unmount. */
  onClosed: () => void;
}

export default function NotificationModal({
  alertClass,
  message,
  reloadOnClose = false,
  opened,
  onClose,
  onClosed,
}: NotificationModalProps) {
  const { t } = useTranslation();

  const close = () => {
    if (reloadOnClose) {
      clearStoredSession();
      window.location.reload();
      return;
    }
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      onExitTransitionEnd={onClosed}
      // A static backdrop (spec 1 §2): the message is acknowledged with the button or Escape.
      closeOnClickOutside={false}
      title={t(`modal.title.${alertClass}`)}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Alert color={ALERT_CLASS_COLORS[alertClass]} variant="light">
        {message}
      </Alert>
      <Group justify="flex-end" mt="md">
        <Button onClick={close} data-autofocus>
          {reloadOnClose ? t('modal.reload') : t('modal.ok')}
        </Button>
      </Group>
    </Modal>
  );
}

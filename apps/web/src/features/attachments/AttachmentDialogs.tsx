import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface MessageDialogProps {
  opened: boolean;
  title: string;
  message: string;
  tone: 'success' | 'danger';
  onClose(): void;
}

/** The upload-success, upload-error, delete-success and delete-error modals (spec 2 §2). */
export function MessageDialog({ opened, title, message, tone, onClose }: MessageDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Text role={tone === 'danger' ? 'alert' : 'status'}>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus color={tone === 'danger' ? 'red' : undefined}>
          {t('modal.ok')}
        </Button>
      </Group>
    </Modal>
  );
}

interface ConfirmDeleteDialogProps {
  opened: boolean;
  name: string;
  /** While the delete runs: the buttons wait and a second confirm does nothing. */
  pending: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The delete confirmation; Cancel has focus first, so Enter never deletes by mistake. */
export function ConfirmDeleteDialog({
  opened,
  name,
  pending,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={pending ? () => undefined : onCancel}
      title={t('attachments.delete.confirmTitle')}
      closeButtonProps={{ 'aria-label': t('common.close'), disabled: pending }}
      closeOnClickOutside={false}
      centered
    >
      <Text>{t('attachments.delete.confirmMessage', { name })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={pending} data-autofocus>
          {t('attachments.delete.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending} disabled={pending}>
          {t('attachments.delete.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

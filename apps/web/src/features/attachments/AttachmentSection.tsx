import { Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import {
  allowedExtensions,
  isResumeType,
  maxBytesFor,
  type Attachment,
  type AttachmentLimits,
} from '@talentgate/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog, MessageDialog } from './AttachmentDialogs';
import { deleteAttachment, downloadUrl, uploadAttachment } from './attachments-api';
import classes from './AttachmentSection.module.css';
import { formatFileSize } from './format-size';
import { acceptFor, checkBeforeUpload } from './upload-check';
import { problemMessage, uploadErrorMessage } from './upload-messages';

export interface AttachmentSectionProps {
  client: string;
  /** What this section uploads: 'resume', 'document' or a custom type. */
  attachmentType: string;
  heading: string;
  headingLevel?: 2 | 3 | 4;
  /** The attachments this section lists. */
  attachments: readonly Attachment[];
  limits: AttachmentLimits;
  /** The candidate's multi-type attachments, all sections together (maxFileCount counts them). */
  multiTypeCount: number;
  onUploaded(attachment: Attachment): void;
  onDeleted(attachment: Attachment): void;
}

type Dialog =
  | { kind: 'none' }
  | { kind: 'uploadSuccess'; name: string }
  | { kind: 'uploadError'; message: string }
  | { kind: 'deleteSuccess'; name: string }
  | { kind: 'deleteError'; name: string };

/**
 * One attachment list (spec 2 §2): its files with download and delete, and an upload with a
 * progress bar. Multi-type uploads stop at the maximum and come back when a file goes.
 */
export function AttachmentSection(props: AttachmentSectionProps) {
  const { client, attachmentType, heading, attachments, limits, multiTypeCount } = props;
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [toDelete, setToDelete] = useState<Attachment | null>(null);
  const [deleting, setDeleting] = useState(false);
  // State updates are not synchronous: the ref blocks a second confirm in the same tick.
  const deletePending = useRef(false);
  const resetPicker = useRef<() => void>(null);

  const atMaximum = !isResumeType(attachmentType) && multiTypeCount >= limits.maxFileCount;
  const uploading = progress !== null;

  const upload = async (file: File | null) => {
    resetPicker.current?.();
    if (!file || uploading) return;
    const problem = checkBeforeUpload(file, attachmentType, limits, multiTypeCount);
    if (problem) {
      setDialog({ kind: 'uploadError', message: problemMessage(problem, limits.maxFileCount, t) });
      return;
    }
    setProgress({ name: file.name, percent: 0 });
    try {
      const attachment = await uploadAttachment({
        client,
        file,
        attachmentType,
        onProgress: (fraction) =>
          setProgress({ name: file.name, percent: Math.round(fraction * 100) }),
      });
      props.onUploaded(attachment);
      setDialog({ kind: 'uploadSuccess', name: attachment.name });
    } catch (error) {
      setDialog({
        kind: 'uploadError',
        message: uploadErrorMessage(error, limits.maxFileCount, t),
      });
    } finally {
      setProgress(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete || deletePending.current) return;
    deletePending.current = true;
    setDeleting(true);
    const target = toDelete;
    try {
      await deleteAttachment(client, target.attachmentId);
      props.onDeleted(target);
      setDialog({ kind: 'deleteSuccess', name: target.name });
    } catch {
      setDialog({ kind: 'deleteError', name: target.name });
    } finally {
      deletePending.current = false;
      setDeleting(false);
      setToDelete(null);
    }
  };

  const formats = allowedExtensions(attachmentType).join(', ');
  const maxSize = formatFileSize(maxBytesFor(limits, attachmentType), language);
  const closeDialog = () => setDialog({ kind: 'none' });
  const HeadingOrder = props.headingLevel ?? 2;

  return (
    <Stack gap="sm">
      <Title order={HeadingOrder} size="h4">
        {heading}
      </Title>
      {attachments.length === 0 ? (
        <Text c="dimmed">{t('attachments.empty')}</Text>
      ) : (
        <ul className={classes.list}>
          {attachments.map((attachment) => (
            <li key={attachment.attachmentId} className={classes.item}>
              <Stack gap={0} className={classes.details}>
                <Text fw={500} className={classes.name}>
                  <bdi>{attachment.name}</bdi>
                </Text>
                <Text size="sm" c="dimmed">
                  <bdi>{formatFileSize(attachment.size, language)}</bdi> ·{' '}
                  {t('attachments.uploadedOn', {
                    date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(
                      attachment.createDate,
                    ),
                  })}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button
                  component="a"
                  variant="default"
                  size="xs"
                  href={downloadUrl(client, attachment.attachmentId)}
                  download
                  aria-label={t('attachments.downloadNamed', { name: attachment.name })}
                >
                  {t('attachments.download')}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => setToDelete(attachment)}
                  aria-label={t('attachments.deleteNamed', { name: attachment.name })}
                >
                  {t('attachments.delete.button')}
                </Button>
              </Group>
            </li>
          ))}
        </ul>
      )}
      <Text size="sm" c="dimmed">
        {t('attachments.formats')} {/* File extensions are data, not words to translate. */}
        <bdi dir="ltr">{formats}</bdi>. {t('attachments.maxSize')} <bdi>{maxSize}</bdi>
      </Text>
      {atMaximum && (
        <Text size="sm" role="status">
          {t('attachments.errors.maxUploads', { count: limits.maxFileCount })}
        </Text>
      )}
      {progress && (
        <div role="status" className={classes.progress}>
          <Text size="sm" id={`upload-progress-${attachmentType}`}>
            {t('attachments.uploading', { name: progress.name, percent: progress.percent })}
          </Text>
          <progress
            max={100}
            value={progress.percent}
            aria-labelledby={`upload-progress-${attachmentType}`}
            className={classes.bar}
          />
        </div>
      )}
      <Group>
        <FileButton
          onChange={(file) => void upload(file)}
          accept={acceptFor(attachmentType)}
          resetRef={resetPicker}
        >
          {(picker) => (
            <Button {...picker} disabled={atMaximum || uploading} loading={uploading}>
              {isResumeType(attachmentType)
                ? t('attachments.uploadResume')
                : t('attachments.upload')}
            </Button>
          )}
        </FileButton>
      </Group>

      <ConfirmDeleteDialog
        opened={toDelete !== null}
        name={toDelete?.name ?? ''}
        pending={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
      <MessageDialog
        opened={dialog.kind === 'uploadSuccess'}
        tone="success"
        title={t('attachments.uploadSuccess.title')}
        message={
          dialog.kind === 'uploadSuccess'
            ? t('attachments.uploadSuccess.message', { name: dialog.name })
            : ''
        }
        onClose={closeDialog}
      />
      <MessageDialog
        opened={dialog.kind === 'uploadError'}
        tone="danger"
        title={t('attachments.uploadError.title')}
        message={dialog.kind === 'uploadError' ? dialog.message : ''}
        onClose={closeDialog}
      />
      <MessageDialog
        opened={dialog.kind === 'deleteSuccess'}
        tone="success"
        title={t('attachments.deleteSuccess.title')}
        message={
          dialog.kind === 'deleteSuccess'
            ? t('attachments.deleteSuccess.message', { name: dialog.name })
            : ''
        }
        onClose={closeDialog}
      />
      <MessageDialog
        opened={dialog.kind === 'deleteError'}
        tone="danger"
        title={t('attachments.deleteError.title')}
        message={
          dialog.kind === 'deleteError'
            ? t('attachments.deleteError.message', { name: dialog.name })
            : ''
        }
        onClose={closeDialog}
      />
    </Stack>
  );
}

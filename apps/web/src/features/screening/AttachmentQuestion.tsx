import { Button, FileButton, Loader, Radio, Stack, Text } from '@mantine/core';
import { DOCUMENT_ATTACHMENT_TYPE, type AttachmentList } from '@talentgate/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { uploadAttachment } from '../attachments/attachments-api';
import { acceptFor, checkBeforeUpload } from '../attachments/upload-check';
import { problemMessage, uploadErrorMessage } from '../attachments/upload-messages';
import { splitAttachments, useAttachments } from '../attachments/use-attachments';

export interface AttachmentQuestionProps {
  id: string;
  client: string;
  label: string;
  required: boolean;
  error: string | undefined;
  /** The chosen file (the answer `q12@56` names it). */
  attachmentId: number | undefined;
  onChange(attachmentId: number | undefined): void;
  onBlur(): void;
}

type OwnFilesProps = AttachmentQuestionProps & { list: AttachmentList; onUploaded(): void };

/**
 * The candidate's files to choose from, and an upload through the attachments' own checks
 * (format and size here, content, size and limit again on the server): the uploaded file is
 * kept with their documents and becomes the answer.
 */
function OwnFiles(props: OwnFilesProps) {
  const { id, client, label, required, error, attachmentId, list, onChange, onBlur } = props;
  const { t } = useTranslation();
  const { t: engineT } = useTranslation('applyEngine');
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resetPicker = useRef<() => void>(null);
  const { others } = splitAttachments(list);
  const atMaximum = others.length >= list.maxFileCount;

  const upload = async (file: File | null) => {
    resetPicker.current?.();
    if (!file || progress !== null) return;
    const refused = checkBeforeUpload(file, DOCUMENT_ATTACHMENT_TYPE, list, others.length);
    if (refused) {
      setProblem(problemMessage(refused, list.maxFileCount, t));
      return;
    }
    setProblem(null);
    setProgress({ name: file.name, percent: 0 });
    try {
      const attachment = await uploadAttachment({
        client,
        file,
        attachmentType: DOCUMENT_ATTACHMENT_TYPE,
        onProgress: (fraction) =>
          setProgress({ name: file.name, percent: Math.round(fraction * 100) }),
      });
      props.onUploaded();
      onChange(attachment.attachmentId);
    } catch (failure) {
      setProblem(uploadErrorMessage(failure, list.maxFileCount, t));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="xs">
      <Radio.Group
        id={id}
        label={label}
        description={engineT('screening.attachment.choose')}
        required={required}
        error={error}
        value={attachmentId === undefined ? null : String(attachmentId)}
        onChange={(value) => onChange(Number(value))}
        onBlur={onBlur}
      >
        <Stack gap="xs" mt="xs">
          {list.attachments.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('attachments.empty')}
            </Text>
          ) : (
            list.attachments.map((file) => (
              <Radio
                key={file.attachmentId}
                value={String(file.attachmentId)}
                label={<bdi>{file.name}</bdi>}
              />
            ))
          )}
        </Stack>
      </Radio.Group>
      {progress && (
        <Text size="sm" role="status">
          {t('attachments.uploading', { name: progress.name, percent: progress.percent })}
        </Text>
      )}
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
      {atMaximum && (
        <Text size="sm" role="status">
          {t('attachments.errors.maxUploads', { count: list.maxFileCount })}
        </Text>
      )}
      <FileButton
        onChange={(file) => void upload(file)}
        accept={acceptFor(DOCUMENT_ATTACHMENT_TYPE)}
        resetRef={resetPicker}
      >
        {(picker) => (
          <Button
            {...picker}
            variant="default"
            w="fit-content"
            disabled={atMaximum}
            loading={progress !== null}
          >
            {t('attachments.upload')}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}

function SignedInFiles(props: AttachmentQuestionProps & { candidateId: number }) {
  const { t } = useTranslation();
  const { query, refresh } = useAttachments(props.client, props.candidateId);
  if (query.data) return <OwnFiles {...props} list={query.data} onUploaded={refresh} />;
  if (query.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {t('attachments.loadError')}
      </Text>
    );
  return <Loader size="sm" aria-label={props.label} />;
}

/**
 * A screening question answered with a file (spec 2 §3 "attachment answer"). Files are the
 * candidate's own, so a visitor not signed in is offered a sign-in that comes back to the
 * form, as the apply engine's document field does; the answers typed so far stay in the form.
 */
export default function AttachmentQuestion(props: AttachmentQuestionProps) {
  const { t } = useTranslation();
  const { state, openSignIn } = useAuth();
  if (state.status === 'loggedIn')
    return <SignedInFiles {...props} candidateId={state.candidate.candidateId} />;
  return (
    <Stack gap="xs">
      <Text fw={500}>
        {props.label}
        {props.required && (
          <Text span c="red" aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      <Text size="sm">{t('attachments.signInToUpload')}</Text>
      <Button
        variant="default"
        onClick={() => openSignIn({ rememberPath: true })}
        onBlur={props.onBlur}
        w="fit-content"
      >
        {t('auth.menu.signIn')}
      </Button>
      {props.error && (
        <Text size="sm" c="red" role="alert">
          {props.error}
        </Text>
      )}
    </Stack>
  );
}

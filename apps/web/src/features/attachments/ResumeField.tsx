import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import {
  DEFAULT_ATTACHMENT_LIMITS,
  RESUME_ATTACHMENT_TYPE,
  type AttachmentLimits,
  type HeldResume,
} from '@talentgate/domain';
import { lazy, Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import {
  isResumeFieldValid,
  restoredResumeState,
  resumeReducer,
  type ResumePhase,
} from './resume-state';
import { acceptFor, checkBeforeUpload } from './upload-check';

/**
 * The error dialog (Mantine's Modal) loads when a first error shows: the field sits on the
 * apply page's first form, whose first load has a budget (e2e/tests/bundle.e2e.ts).
 */
const MessageDialog = lazy(async () => ({
  default: (await import('./AttachmentDialogs')).MessageDialog,
}));

export interface ResumeFieldProps {
  client: string;
  inputId: string;
  label: string;
  /** The field's help text, under its label. */
  help?: string | undefined;
  required: boolean;
  signedIn: boolean;
  /** A resume the signed-in candidate stored before (spec 2 §5: counts for a required one). */
  hasStoredResume: boolean;
  limits?: AttachmentLimits;
  error: string | undefined;
  /** What the form holds: the stored attachment's id, or the parsed file's name when signed out. */
  onChange(value: string[]): void;
  inputRef(element: HTMLElement | null): void;
  /**
   * Calls the parse; the resume parser's own call by default. A parse that also keeps the
   * file (an apply attempt's) may refuse it with the attachment upload's codes.
   */
  parse?: (client: string, file: File) => Promise<unknown>;
  /** The visitor removed the resume: whatever kept it lets it go (errors are ignored). */
  onClear?: () => Promise<unknown>;
  /** A resume kept from an earlier visit (the apply attempt holds it): shown as chosen. */
  restored?: HeldResume | null;
  /** Receives the parsed resume (autofill). */
  onParsed?(parsed: unknown): void;
}

type StatusKey =
  | 'attachments.resume.uploading'
  | 'attachments.resume.parsing'
  | 'attachments.resume.parsed'
  | 'attachments.resume.parseSkipped'
  | 'attachments.errors.invalidContent';

function statusKey(phase: ResumePhase): StatusKey | null {
  switch (phase.kind) {
    case 'selected':
      return 'attachments.resume.uploading';
    case 'parsing':
      return 'attachments.resume.parsing';
    case 'valid':
      return phase.parsed ? 'attachments.resume.parsed' : 'attachments.resume.parseSkipped';
    case 'invalidContent':
      return 'attachments.errors.invalidContent';
    case 'none':
      return null;
  }
}

/**
 * The resume field of a form (spec 2 §4 "Resume"): choose a file, which is checked, stored
 * for a signed-in candidate, and parsed; a 422 from the parse keeps the resume with parsing
 * skipped. Clear forgets the choice but remembers the previous resume.
 */
export function ResumeField(props: ResumeFieldProps) {
  const { t } = useTranslation();
  const { client, required, signedIn, hasStoredResume } = props;
  const limits = props.limits ?? DEFAULT_ATTACHMENT_LIMITS;
  const [state, dispatch] = useReducer(resumeReducer, props.restored ?? null, restoredResumeState);
  const [storedId, setStoredId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<string | null>(null);
  const resetPicker = useRef<() => void>(null);
  // The latest callback, so a parent's inline function does not re-run the effect below.
  const onChange = useRef(props.onChange);
  useEffect(() => {
    onChange.current = props.onChange;
  }, [props.onChange]);

  const valid = isResumeFieldValid(state, { required, signedIn, hasStoredResume });
  const { phase } = state;
  const heldValue =
    phase.kind === 'valid' && valid ? (signedIn ? storedId : phase.file.name) : null;
  useEffect(() => {
    onChange.current(heldValue ? [heldValue] : []);
  }, [heldValue]);

  const choose = async (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    const upload = await import('./resume-upload').catch(() => null);
    if (!upload) {
      setDialog(t('attachments.errors.uploadFailed'));
      return;
    }
    const { isUploadRefusal, parseResume, problemMessage, uploadAttachment, uploadErrorMessage } =
      upload;
    const problem = checkBeforeUpload(file, RESUME_ATTACHMENT_TYPE, limits, 0);
    dispatch({ type: 'select', file: { name: file.name, size: file.size }, problem });
    if (problem) {
      setDialog(problemMessage(problem, limits.maxFileCount, t));
      return;
    }
    if (signedIn) {
      try {
        const stored = await uploadAttachment({
          client,
          file,
          attachmentType: RESUME_ATTACHMENT_TYPE,
        });
        setStoredId(String(stored.attachmentId));
      } catch (error) {
        // Not stored: back to no resume (the previous one is still remembered).
        dispatch({ type: 'clear' });
        setDialog(uploadErrorMessage(error, limits.maxFileCount, t));
        return;
      }
    }
    dispatch({ type: 'parseStarted' });
    try {
      const parsed = await (props.parse ?? parseResume)(client, file);
      dispatch({ type: 'parseSucceeded' });
      props.onParsed?.(parsed);
    } catch (error) {
      if (isUploadRefusal(error)) {
        // Not kept (format, size, content, scan): as a refused upload above.
        dispatch({ type: 'clear' });
        setDialog(uploadErrorMessage(error, limits.maxFileCount, t));
        return;
      }
      dispatch({ type: 'parseFailed', status: isApiError(error) ? error.status : 0 });
    }
  };

  const clear = () => {
    dispatch({ type: 'clear' });
    // A kept file that could not be let go is replaced by the next one chosen.
    props.onClear?.().catch(() => undefined);
  };

  const busy = phase.kind === 'selected' || phase.kind === 'parsing';
  const status = statusKey(phase);
  const describedBy = props.help
    ? `${props.inputId}-help ${props.inputId}-status`
    : `${props.inputId}-status`;
  return (
    <Stack gap="xs">
      <Text fw={500} id={`${props.inputId}-label`}>
        {props.label}
        {required && <span aria-hidden="true"> *</span>}
      </Text>
      {props.help && (
        <Text size="sm" c="dimmed" id={`${props.inputId}-help`}>
          {props.help}
        </Text>
      )}
      <Group>
        <FileButton
          onChange={(file) => void choose(file)}
          accept={acceptFor(RESUME_ATTACHMENT_TYPE)}
          resetRef={resetPicker}
        >
          {(picker) => (
            <Button
              {...picker}
              id={props.inputId}
              ref={props.inputRef}
              loading={busy}
              disabled={busy}
              aria-describedby={describedBy}
            >
              {t('attachments.uploadResume')}
            </Button>
          )}
        </FileButton>
        {phase.kind !== 'none' && !busy && (
          <Button variant="default" onClick={clear}>
            {t('attachments.resume.clear')}
          </Button>
        )}
      </Group>
      <div id={`${props.inputId}-status`} role="status">
        {'file' in phase && (
          <Text size="sm">
            <bdi>{phase.file.name}</bdi>
          </Text>
        )}
        {status && (
          <Text size="sm" c={phase.kind === 'invalidContent' ? 'red' : undefined}>
            {t(status)}
          </Text>
        )}
        {phase.kind === 'none' && state.previous && (
          <Text size="sm" c="dimmed">
            {t('attachments.resume.previous', { name: state.previous.name })}
          </Text>
        )}
        {props.error && (
          <Text size="sm" c="red">
            {props.error}
          </Text>
        )}
      </div>
      {dialog !== null && (
        <Suspense fallback={null}>
          <MessageDialog
            opened
            tone="danger"
            title={t('attachments.uploadError.title')}
            message={dialog}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

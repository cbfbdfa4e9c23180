import { Button, Stack, Text } from '@mantine/core';
import {
  DOCUMENT_ATTACHMENT_TYPE,
  isResumeType,
  normaliseAttachmentType,
  type Attachment,
} from '@talentgate/domain';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { useResumeAutofill, type ResumeAutofill } from '../resume-autofill/use-resume-autofill';
import { fieldOf, type WidgetProps } from '../apply-engine/widgets/widget-types';
import { ResumeField } from './ResumeField';
import { splitAttachments, useAttachments } from './use-attachments';

/** A signed-in candidate's list of files (with its dialogs) loads only for such a field. */
const AttachmentSection = lazy(async () => ({
  default: (await import('./AttachmentSection')).AttachmentSection,
}));

/**
 * The `attachment` widget of the apply engine: a resume field (with parsing) for the resume
 * type, otherwise the attachment list of the field's type. Its value lists the ids of the
 * candidate's files of that type, so a required field needs at least one (spec 2 §5).
 */
export function AttachmentWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { state, openSignIn } = useAuth();
  const field = fieldOf(props, ['attachment']);
  const attachmentType = normaliseAttachmentType(field?.attachmentType ?? DOCUMENT_ATTACHMENT_TYPE);
  const candidateId = state.status === 'loggedIn' ? state.candidate.candidateId : null;
  // A resume field may fill the flow's forms from the parsed resume (its `autofill` option).
  const autofill = useResumeAutofill(props);

  if (candidateId !== null) {
    return (
      <SignedInAttachments
        {...props}
        attachmentType={attachmentType}
        candidateId={candidateId}
        autofill={autofill}
      />
    );
  }
  if (isResumeType(attachmentType)) {
    return (
      <Stack gap="sm">
        <ResumeField
          client={props.context.client}
          inputId={props.inputId}
          label={props.label}
          help={props.help}
          required={props.required}
          signedIn={false}
          hasStoredResume={false}
          error={props.error}
          onChange={props.onChange}
          inputRef={props.inputRef}
          onParsed={autofill.onParsed}
        />
        {autofill.notice}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Text fw={500}>{props.label}</Text>
      <Text size="sm">{t('attachments.signInToUpload')}</Text>
      <Button variant="default" onClick={() => openSignIn()} w="fit-content">
        {t('auth.menu.signIn')}
      </Button>
    </Stack>
  );
}

function SignedInAttachments(
  props: WidgetProps & { attachmentType: string; candidateId: number; autofill: ResumeAutofill },
) {
  const { attachmentType, candidateId, inputId, label, required, error, inputRef, context } = props;
  const latestOnChange = props.onChange;
  const onChange = useRef(latestOnChange);
  useEffect(() => {
    onChange.current = latestOnChange;
  }, [latestOnChange]);
  const client = context.client;
  const { query, refresh } = useAttachments(client, candidateId);
  const mine = (item: Attachment) => item.attachmentType === attachmentType;
  const list = query.data;
  const ids = list ? list.attachments.filter(mine).map((item) => String(item.attachmentId)) : null;
  const idsKey = ids?.join(',') ?? null;
  useEffect(() => {
    if (idsKey !== null) onChange.current(idsKey === '' ? [] : idsKey.split(','));
  }, [idsKey]);

  if (!list) return null;
  const { resumes, others } = splitAttachments(list);
  if (isResumeType(attachmentType)) {
    return (
      <Stack gap="sm">
        <ResumeField
          client={client}
          inputId={inputId}
          label={label}
          help={props.help}
          required={required}
          signedIn
          hasStoredResume={resumes.length > 0}
          limits={list}
          error={error}
          onChange={() => refresh()}
          inputRef={inputRef}
          onParsed={props.autofill.onParsed}
        />
        {props.autofill.notice}
      </Stack>
    );
  }
  return (
    <Stack gap="xs" ref={inputRef} tabIndex={-1}>
      <Suspense fallback={null}>
        <AttachmentSection
          client={client}
          attachmentType={attachmentType}
          heading={label}
          headingLevel={3}
          attachments={list.attachments.filter(mine)}
          limits={list}
          multiTypeCount={others.length}
          onUploaded={refresh}
          onDeleted={refresh}
        />
      </Suspense>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

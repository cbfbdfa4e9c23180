import { Stack, Text } from '@mantine/core';
import { isResumeType, type Attachment } from '@talentgate/domain';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { ResumeAutofill } from '../resume-autofill/use-resume-autofill';
import type { WidgetProps } from '../apply-engine/widgets/widget-types';
import { ResumeField } from './ResumeField';
import { splitAttachments, useAttachments } from './use-attachments';

/** A signed-in candidate's list of files (with its dialogs) loads only for such a field. */
const AttachmentSection = lazy(async () => ({
  default: (await import('./AttachmentSection')).AttachmentSection,
}));

/**
 * The attachment widget for a signed-in candidate: their stored files of the field's type
 * (the field's value lists their ids). Its own chunk: a visitor's first form does not load it.
 */
export default function SignedInAttachments(
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

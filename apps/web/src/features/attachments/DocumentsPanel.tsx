import { Stack, Text } from '@mantine/core';
import { DOCUMENT_ATTACHMENT_TYPE, RESUME_ATTACHMENT_TYPE } from '@talentgate/domain';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../errors/ErrorState';
import { AttachmentSection } from './AttachmentSection';
import { splitAttachments, useAttachments } from './use-attachments';

export interface DocumentsPanelProps {
  client: string;
  candidateId: number;
  /** The heading level of its two lists (the resume and the other documents). */
  sectionHeadingLevel?: 2 | 3 | 4;
}

/**
 * The signed-in candidate's documents (spec 1 dashboard "documents" tab; spec 2 §2 lists):
 * the resume list and the other attachments, each with upload, download and delete.
 */
export function DocumentsPanel({
  client,
  candidateId,
  sectionHeadingLevel = 3,
}: DocumentsPanelProps) {
  const { t } = useTranslation();
  const { query, refresh } = useAttachments(client, candidateId);
  if (query.isError) {
    return (
      <ErrorState
        message={t('attachments.loadError')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  const { resumes, others } = splitAttachments(query.data);
  const limits = query.data;
  return (
    <Stack gap="xl">
      <AttachmentSection
        client={client}
        attachmentType={RESUME_ATTACHMENT_TYPE}
        heading={t('attachments.resumeHeading')}
        headingLevel={sectionHeadingLevel}
        attachments={resumes}
        limits={limits}
        multiTypeCount={others.length}
        onUploaded={refresh}
        onDeleted={refresh}
      />
      <AttachmentSection
        client={client}
        attachmentType={DOCUMENT_ATTACHMENT_TYPE}
        heading={t('attachments.documentsHeading')}
        headingLevel={sectionHeadingLevel}
        attachments={others}
        limits={limits}
        multiTypeCount={others.length}
        onUploaded={refresh}
        onDeleted={refresh}
      />
    </Stack>
  );
}

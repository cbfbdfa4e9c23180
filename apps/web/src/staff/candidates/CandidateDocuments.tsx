import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { useStaffSession } from '../staff-context';

/** The candidate's documents, each downloaded through the same scope-checked path. */
export function CandidateDocuments({ candidateId }: { candidateId: number }) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const documents = useQuery({
    queryKey: staffKeys.candidatePart(client, candidateId, 'documents'),
    queryFn: ({ signal }) => staffApi.candidateDocuments(client, candidateId, signal),
    staleTime: 0,
  });
  return (
    <Section id="candidate-documents" title={t('application.documents')}>
      <ErrorAlert error={documents.error} />
      {documents.data?.length === 0 ? <Text>{t('application.noDocuments')}</Text> : null}
      {documents.data && documents.data.length > 0 ? (
        <ul>
          {documents.data.map((document) => (
            <li key={document.attachmentId}>
              <Anchor
                href={staffApi.candidateDocumentUrl(client, candidateId, document.attachmentId)}
                download={document.name}
              >
                {t('application.download', { name: document.name })}
              </Anchor>{' '}
              ({document.attachmentType}, {Math.ceil(document.size / 1024)} KB)
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

import { Alert, Anchor, Button, Group, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffApplicationDetail } from '@talentgate/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { staffApi, staffKeys } from '../api';
import { BackgroundChecksSection } from '../background-checks/BackgroundChecksSection';
import { ErrorAlert } from '../ErrorAlert';
import { InterviewsSection } from '../interviews/InterviewsSection';
import { Section } from '../layout/Section';
import { ApplicationOffers } from '../offers/ApplicationOffers';
import { OnboardingSection } from '../onboarding/OnboardingSection';
import { MoveDialog, type MoveTarget } from '../pipeline/MoveDialog';
import { stageLabel } from '../pipeline/stage-label';
import { useCan, usePageTitle, useStaffSession } from '../staff-context';

/** One application: the candidate, status history, answers, documents, resume and notes. */
export function ApplicationPage() {
  const { applicationId } = useParams();
  const id = Number(applicationId);
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const detail = useQuery({
    queryKey: staffKeys.application(client, id),
    queryFn: ({ signal }) => staffApi.application(client, id, signal),
    staleTime: 0,
  });
  usePageTitle(detail.data?.application.candidateName ?? t('application.title'));
  if (detail.error) {
    return (
      <Stack>
        <Title order={1}>{t('application.title')}</Title>
        <ErrorAlert error={detail.error} />
      </Stack>
    );
  }
  if (!detail.data) return <Text>{t('console.loading')}</Text>;
  return <ApplicationView detail={detail.data} />;
}

function ApplicationView({ detail }: { detail: StaffApplicationDetail }) {
  const { t, i18n } = useTranslation('staff');
  const { client } = useStaffSession();
  const canMove = useCan('applications:write');
  const canNote = useCan('applications:note');
  const canReadCandidates = useCan('candidates:read');
  const canReadOffers = useCan('offers:read');
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<MoveTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { application, candidate } = detail;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const config = useQuery({
    queryKey: staffKeys.stages(client),
    queryFn: ({ signal }) => staffApi.stages(client, signal),
    staleTime: Infinity,
    enabled: canMove,
  });
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: staffKeys.application(client, application.applicationId),
    });

  return (
    <Stack>
      <Title order={1}>{application.candidateName}</Title>
      <Group>
        <Text>
          {t('application.summary', {
            title: application.jobTitle,
            status: stageLabel(t, application.status),
          })}
        </Text>
        <Anchor component={Link} to={`/requisitions/${application.requisitionId}/pipeline`}>
          {t('application.backToPipeline')}
        </Anchor>
        {canMove && config.data ? (
          <Button
            size="xs"
            variant="default"
            onClick={() =>
              setTarget({
                applicationIds: [application.applicationId],
                label: application.candidateName,
                currentStatus: application.status,
              })
            }
          >
            {t('pipeline.move')}
          </Button>
        ) : null}
      </Group>
      <div role="status">{announcement ? <Alert color="green">{announcement}</Alert> : null}</div>

      <Section id="candidate" title={t('application.candidate')}>
        <dl>
          <dt>{t('application.email')}</dt>
          <dd>{candidate.email}</dd>
          {candidate.phone1 ? (
            <>
              <dt>{t('application.phone')}</dt>
              <dd>{candidate.phone1}</dd>
            </>
          ) : null}
          {candidate.city || candidate.country ? (
            <>
              <dt>{t('application.location')}</dt>
              <dd>{[candidate.city, candidate.country].filter(Boolean).join(', ')}</dd>
            </>
          ) : null}
        </dl>
        {canReadCandidates ? (
          <Anchor component={Link} to={`/candidates/${candidate.candidateId}`}>
            {t('candidate.viewProfile')}
          </Anchor>
        ) : null}
      </Section>

      <Section id="history" title={t('application.history')}>
        <ol data-testid="status-history">
          {detail.timeline.map((entry, index) => (
            <li key={`${entry.stage}-${index}`}>
              <Text component="span" fw={600}>
                {stageLabel(t, entry.stage)}
              </Text>{' '}
              — {date.format(entry.date)}
              {entry.nextStep ? ` — ${entry.nextStep}` : ''}
            </li>
          ))}
        </ol>
      </Section>

      <InterviewsSection
        applicationId={application.applicationId}
        candidateName={application.candidateName}
      />
      {canReadOffers ? <ApplicationOffers applicationId={application.applicationId} /> : null}

      <Section id="answers" title={t('application.answers')}>
        {detail.answers.length === 0 ? (
          <Text>{t('application.noAnswers')}</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('application.form')}</Table.Th>
                <Table.Th scope="col">{t('application.field')}</Table.Th>
                <Table.Th scope="col">{t('application.value')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.answers.map((answer, index) => (
                <Table.Tr key={`${answer.form}-${answer.field}-${index}`}>
                  <Table.Td>{answer.form}</Table.Td>
                  <Table.Td>{answer.field}</Table.Td>
                  <Table.Td>{answer.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>

      <Section id="documents" title={t('application.documents')}>
        {detail.documents.length === 0 ? (
          <Text>{t('application.noDocuments')}</Text>
        ) : (
          <ul>
            {detail.documents.map((document) => (
              <li key={document.attachmentId}>
                <Anchor
                  href={staffApi.documentUrl(
                    client,
                    application.applicationId,
                    document.attachmentId,
                  )}
                  download={document.name}
                >
                  {t('application.download', { name: document.name })}
                </Anchor>{' '}
                ({document.attachmentType}, {Math.ceil(document.size / 1024)} KB)
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="resume" title={t('application.resume')}>
        {detail.resumeHtml === null ? (
          <Text>{t('application.noResume')}</Text>
        ) : (
          // Built on the server from a fixed set of elements with every value escaped
          // (resume-parsing/resume-html.ts): no script or attribute can come through.
          <div data-testid="resume-html" dangerouslySetInnerHTML={{ __html: detail.resumeHtml }} />
        )}
      </Section>

      <BackgroundChecksSection applicationId={application.applicationId} />
      {canReadCandidates ? <OnboardingSection applicationId={application.applicationId} /> : null}

      <Section id="notes" title={t('application.notes')}>
        <Stack>
          {detail.notes.length === 0 ? <Text>{t('application.noNotes')}</Text> : null}
          <ul>
            {detail.notes.map((note) => (
              <li key={note.noteId}>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{note.text}</Text>
                <Text size="sm">
                  {t('application.noteBy', {
                    name: note.authorName,
                    date: date.format(note.createdAt),
                  })}
                </Text>
              </li>
            ))}
          </ul>
          {canNote ? (
            <NoteForm applicationId={application.applicationId} onAdded={() => void refresh()} />
          ) : null}
        </Stack>
      </Section>

      {config.data ? (
        <MoveDialog
          config={config.data}
          target={target}
          onClose={() => setTarget(null)}
          onMoved={(message) => {
            setTarget(null);
            setAnnouncement(message);
            void refresh();
            void queryClient.invalidateQueries({ queryKey: ['staff', client, 'applications'] });
          }}
        />
      ) : null}
    </Stack>
  );
}

function NoteForm({ applicationId, onAdded }: { applicationId: number; onAdded: () => void }) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const { register, handleSubmit, reset, formState } = useForm<{ text: string }>({
    defaultValues: { text: '' },
  });
  const add = useMutation({
    mutationFn: ({ text }: { text: string }) =>
      staffApi.addNote(client, applicationId, text.trim()),
    onSuccess: () => {
      reset({ text: '' });
      onAdded();
    },
  });
  return (
    <form noValidate onSubmit={handleSubmit((form) => add.mutate(form))}>
      <Stack>
        <ErrorAlert error={add.error} />
        <Textarea
          label={t('application.newNote')}
          required
          maxLength={4000}
          autosize
          minRows={3}
          error={formState.errors.text ? t('application.noteRequired') : undefined}
          {...register('text', { validate: (value) => value.trim() !== '' })}
        />
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t('application.addNote')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

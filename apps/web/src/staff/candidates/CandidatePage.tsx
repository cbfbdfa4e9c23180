import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { StaffCandidateProfile } from '@talentgate/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { stageLabel } from '../pipeline/stage-label';
import { useCan, usePageTitle, useStaffSession } from '../staff-context';
import { candidateName } from './candidate-name';
import { CandidateDocuments } from './CandidateDocuments';
import { CandidateFolders } from './CandidateFolders';
import { ActivityLog, CommunicationLogTable } from './CandidateLogs';
import { CandidateRecords } from './CandidateRecords';
import { EmailByTemplateForm } from './EmailByTemplateForm';

/**
 * One candidate: profile, the applications this user sees, folders, e-mail by template,
 * records, documents, activity with the transaction log, and the communication log.
 */
export function CandidatePage() {
  const { candidateId } = useParams();
  const id = Number(candidateId);
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const profile = useQuery({
    queryKey: staffKeys.candidatePart(client, id, 'profile'),
    queryFn: ({ signal }) => staffApi.candidate(client, id, signal),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
  usePageTitle(profile.data ? candidateName(profile.data) : t('candidate.title'));
  if (profile.error) {
    return (
      <Stack>
        <Title order={1}>{t('candidate.title')}</Title>
        <ErrorAlert error={profile.error} />
      </Stack>
    );
  }
  if (!profile.data) return <Text>{t('console.loading')}</Text>;
  return <CandidateView profile={profile.data} />;
}

function CandidateView({ profile }: { profile: StaffCandidateProfile }) {
  const { t, i18n } = useTranslation('staff');
  const canWrite = useCan('candidates:write');
  const [announcement, setAnnouncement] = useState('');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const location = [profile.city, profile.state, profile.zip, profile.country]
    .filter(Boolean)
    .join(', ');

  return (
    <Stack>
      <Title order={1}>{candidateName(profile)}</Title>
      <div role="status">{announcement ? <Alert color="green">{announcement}</Alert> : null}</div>

      <Section id="profile" title={t('candidate.profile')}>
        <dl>
          <dt>{t('application.email')}</dt>
          <dd>{profile.email}</dd>
          {profile.phone1 ? (
            <>
              <dt>{t('application.phone')}</dt>
              <dd>{profile.phone1}</dd>
            </>
          ) : null}
          {location ? (
            <>
              <dt>{t('application.location')}</dt>
              <dd>{location}</dd>
            </>
          ) : null}
          <dt>{t('candidate.joined')}</dt>
          <dd>{date.format(profile.createdAt)}</dd>
        </dl>
      </Section>

      <Section id="applications" title={t('candidate.applications')}>
        {profile.applications.length === 0 ? (
          <Text>{t('candidate.noApplications')}</Text>
        ) : (
          <ul>
            {profile.applications.map((application) => (
              <li key={application.applicationId}>
                <Anchor component={Link} to={`/applications/${application.applicationId}`}>
                  {t('candidate.applicationLink', {
                    title: application.jobTitle,
                    status: stageLabel(t, application.status),
                  })}
                </Anchor>{' '}
                — {t('pipeline.applied', { date: date.format(application.applyDate) })}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <CandidateFolders profile={profile} onChanged={setAnnouncement} />

      {canWrite ? <EmailByTemplateForm profile={profile} onSent={setAnnouncement} /> : null}

      <CandidateRecords candidateId={profile.candidateId} />
      <CandidateDocuments candidateId={profile.candidateId} />
      <ActivityLog candidateId={profile.candidateId} />
      <CommunicationLogTable candidateId={profile.candidateId} />
    </Stack>
  );
}

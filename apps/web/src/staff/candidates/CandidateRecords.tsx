import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { useStaffSession } from '../staff-context';

const KIND_KEYS = {
  education: 'records.kinds.education',
  'work-history': 'records.kinds.workHistory',
  certification: 'records.kinds.certification',
  'convicted-offence': 'records.kinds.convictedOffence',
  relative: 'records.kinds.relative',
  'professional-reference': 'records.kinds.professionalReference',
} as const;

const isKind = (kind: string): kind is keyof typeof KIND_KEYS => Object.hasOwn(KIND_KEYS, kind);

/** The candidate's records (education, work history…), each kind under its own heading. */
export function CandidateRecords({ candidateId }: { candidateId: number }) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const records = useQuery({
    queryKey: staffKeys.candidatePart(client, candidateId, 'records'),
    queryFn: ({ signal }) => staffApi.candidateRecords(client, candidateId, signal),
    staleTime: 0,
  });
  const kinds = [...new Set((records.data ?? []).map((record) => record.kind))];
  return (
    <Section id="records" title={t('records.title')}>
      <ErrorAlert error={records.error} />
      {records.data?.length === 0 ? <Text>{t('records.none')}</Text> : null}
      <Stack>
        {kinds.map((kind) => (
          <div key={kind}>
            <Title order={3} size="h5">
              {isKind(kind) ? t(KIND_KEYS[kind]) : kind}
            </Title>
            {(records.data ?? [])
              .filter((record) => record.kind === kind)
              .map((record) => (
                <dl key={record.recordId}>
                  {Object.entries(record.fields).map(([field, value]) => (
                    <div key={field}>
                      <dt>{field}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              ))}
          </div>
        ))}
      </Stack>
    </Section>
  );
}

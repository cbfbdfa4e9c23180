import { Alert, Paper, Stack, Title } from '@mantine/core';
import {
  CANDIDATE_PROFILE_TEXT_FIELDS,
  DASHBOARD_STREAM_LIST,
  type Candidate,
  type CandidateUpdate,
  type FormAnswers,
  type StreamFormMetadata,
} from '@talentgate/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-context';
import { useApiErrorText } from '../../auth/use-api-error-text';
import { useNotify } from '../../feedback/notifications-context';
import { useFeatureFlags } from '../../feature-flags/use-feature-flags';
import { useLanguage } from '../../routing/current-route';
import { useClient } from '../../site/client-context';
import {
  streamByKeyQueryOptions,
  streamMetadataQueryOptions,
} from '../../apply-engine/api/engine-api';
import { streamKeyQueryOptions } from '../../apply-engine/api/flow-settings';
import { localToday } from '../../apply-engine/fields/date-rules';
import { localized } from '../../apply-engine/fields/localized';
import { initialFormValues } from '../../apply-engine/flow/initial-values';
import type { SaveOutcome } from '../../apply-engine/render/SchemaForm';
import { useSaveCandidate } from './use-save-candidate';

// The renderer (widgets, validation) loads only for tenants that have a dashboard form.
const SchemaForm = lazy(() =>
  import('../../apply-engine/render/SchemaForm').then((module) => ({ default: module.SchemaForm })),
);

export function candidateUpdateOf(candidateId: number, answers: FormAnswers): CandidateUpdate {
  const update: CandidateUpdate = { candidateId };
  for (const name of CANDIDATE_PROFILE_TEXT_FIELDS) {
    const value = answers[name];
    if (typeof value === 'string') update[name] = value;
  }
  return update;
}

/** The profile's current text values of the form's fields (the engine prefills fewer). */
function candidateTextValues(form: StreamFormMetadata, candidate: Candidate) {
  const names = new Set(form.formMetaData.fields.map((field) => field.name));
  const values: Record<string, string> = {};
  for (const name of CANDIDATE_PROFILE_TEXT_FIELDS) {
    const value = candidate[name];
    if (names.has(name) && typeof value === 'string' && value !== '') values[name] = value;
  }
  return values;
}

const writesToCandidate = (form: StreamFormMetadata) =>
  form.formDefinition.table === 'candidate' ||
  form.tableMap.some((entry) => entry.name === 'candidate');

/**
 * The tenant's dashboard profile form (spec 1 §2): loaded only when the dashboard form flag
 * is on, a stream is named (the DashboardStream list) and the candidate is signed in. Its
 * candidate forms are drawn by the apply engine's renderer and saved through update candidate.
 */
export function DashboardProfileForm({ candidate }: { candidate: Candidate }) {
  const client = useClient();
  const { state } = useAuth();
  const flags = useFeatureFlags();
  const enabled = state.status === 'loggedIn' && flags.data?.dashboardFormEnabled === true;
  const key = useQuery({ ...streamKeyQueryOptions(client, DASHBOARD_STREAM_LIST), enabled });
  const streamKey = enabled ? (key.data ?? null) : null;
  const stream = useQuery({
    ...streamByKeyQueryOptions(client, streamKey ?? ''),
    enabled: streamKey !== null,
  });
  const streamId = streamKey === null ? null : (stream.data?.applyStreamId ?? null);
  const metadata = useQuery({
    ...streamMetadataQueryOptions(client, streamId ?? 0),
    enabled: streamId !== null,
  });
  if (streamId === null || !metadata.data) return null;
  const forms = metadata.data.metaData.filter(writesToCandidate);
  return (
    <>
      {forms.map((form) => (
        <DashboardForm key={form.applyFormId} form={form} candidate={candidate} />
      ))}
    </>
  );
}

function DashboardForm({ form, candidate }: { form: StreamFormMetadata; candidate: Candidate }) {
  const { t } = useTranslation('account');
  const client = useClient();
  const language = useLanguage();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const { save, error } = useSaveCandidate();
  const today = useMemo(() => localToday(), []);
  const initialValues = useMemo(
    () => ({
      ...initialFormValues(form, { saved: undefined, draft: null, candidate, today }),
      ...candidateTextValues(form, candidate),
    }),
    // The form starts from the candidate as loaded; saving updates the cached candidate.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form],
  );
  const onSave = async (answers: FormAnswers): Promise<SaveOutcome> => {
    if (await save(candidateUpdateOf(candidate.candidateId, answers))) {
      notify({ message: t('dashboard.edit.form.saved'), alertClass: 'success' });
      return { kind: 'saved' };
    }
    return { kind: 'failed' };
  };
  const meta = form.formMetaData;
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Title order={3} size="h4">
          <bdi>{localized(meta.title, meta.titleTranslations, language)}</bdi>
        </Title>
        <Suspense fallback={null}>
          <SchemaForm
            form={form}
            initialValues={initialValues}
            last
            incompleteForms={[]}
            context={{ client, language, flowKind: 'profileJoin', today }}
            onSave={onSave}
            onValuesChange={() => undefined}
          />
        </Suspense>
        {error !== null && (
          <Alert color="red" variant="light">
            {errorText(error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

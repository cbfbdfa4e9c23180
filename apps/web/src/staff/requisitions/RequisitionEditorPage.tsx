import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REQUISITION_TRANSITIONS,
  type StaffRequisition,
  type RequisitionRecruiter,
  type StaffRequisitionStatus,
} from '@talentgate/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { useCan, usePageTitle, useStaffSession } from '../staff-context';
import { HierarchyPlacement } from '../hierarchy/HierarchyPlacement';
import { ApproversSection } from './ApproversSection';
import { requisitionStatusLabel } from './status-label';

interface EditorForm {
  title: string;
  category: string;
  city: string;
  state: string;
  country: string;
  employmentType: string;
  summary: string;
  description: string;
  recruiterName: string;
  recruiterEmail: string;
  recruiterPhone: string;
}

function formOf(requisition: StaffRequisition): EditorForm {
  const posting = requisition.posting;
  return {
    title: requisition.title,
    category: requisition.category,
    city: posting?.city ?? '',
    state: posting?.state ?? '',
    country: posting?.country ?? '',
    employmentType: posting?.employmentType ?? '',
    summary: posting?.summary ?? '',
    description: posting?.description ?? '',
    recruiterName: requisition.recruiter?.name ?? '',
    recruiterEmail: requisition.recruiter?.email ?? '',
    recruiterPhone: requisition.recruiter?.phone ?? '',
  };
}

/** No name: candidates reach the tenant's contact; a name needs an e-mail or phone (API). */
function recruiterOf(form: EditorForm): RequisitionRecruiter | null {
  const name = form.recruiterName.trim();
  if (name === '') return null;
  const email = form.recruiterEmail.trim();
  const phone = form.recruiterPhone.trim();
  return { name, email: email === '' ? null : email, phone: phone === '' ? null : phone };
}

/** The status call's targets as buttons, named for what they do. */
const ACTION_KEYS = {
  draft: 'editor.actions.draft',
  pending_approval: 'editor.actions.submit',
  approved: 'editor.actions.approved',
  open: 'editor.actions.open',
  closed: 'editor.actions.close',
} as const satisfies Record<StaffRequisitionStatus, string>;

export function RequisitionEditorPage() {
  const { requisitionId } = useParams();
  const id = Number(requisitionId);
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const requisition = useQuery({
    queryKey: staffKeys.requisition(client, id),
    queryFn: ({ signal }) => staffApi.requisition(client, id, signal),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
  usePageTitle(requisition.data?.title ?? t('editor.title'));
  if (requisition.error) {
    return (
      <Stack>
        <Title order={1}>{t('editor.title')}</Title>
        <ErrorAlert error={requisition.error} />
      </Stack>
    );
  }
  if (!requisition.data) return <Text>{t('console.loading')}</Text>;
  return <RequisitionEditor requisition={requisition.data} />;
}

function RequisitionEditor({ requisition }: { requisition: StaffRequisition }) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const canWrite = useCan('requisitions:write');
  const queryClient = useQueryClient();
  const id = requisition.requisitionId;
  const { register, handleSubmit, reset, formState } = useForm<EditorForm>({
    defaultValues: formOf(requisition),
  });
  useEffect(() => reset(formOf(requisition)), [requisition, reset]);

  const updated = (next: StaffRequisition) => {
    queryClient.setQueryData(staffKeys.requisition(client, id), next);
    void queryClient.invalidateQueries({ queryKey: ['staff', client, 'requisitions'] });
  };
  const save = useMutation({
    mutationFn: (form: EditorForm) =>
      staffApi.updateRequisition(client, id, {
        title: form.title,
        category: form.category,
        posting: {
          city: form.city,
          state: form.state,
          country: form.country,
          employmentType: form.employmentType,
          summary: form.summary,
          description: form.description,
        },
        recruiter: recruiterOf(form),
      }),
    onSuccess: updated,
  });
  const move = useMutation({
    mutationFn: (status: StaffRequisitionStatus) => staffApi.requisitionStatus(client, id, status),
    onSuccess: updated,
  });
  const required = { required: true };
  const fieldError = (name: keyof EditorForm) =>
    formState.errors[name] ? t('editor.required') : undefined;

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{requisition.title}</Title>
          <Group gap="xs">
            <Text>{t('editor.status')}</Text>
            <Badge variant="light" data-testid="requisition-status">
              {requisitionStatusLabel(t, requisition.status)}
            </Badge>
          </Group>
        </Stack>
        <Group>
          <Button component={Link} to={`/requisitions/${id}/pipeline`} variant="default">
            {t('editor.pipeline', { count: requisition.applicationCount })}
          </Button>
          {requisition.jobId !== null && requisition.status === 'open' ? (
            <Anchor href={`/jobs/${requisition.jobId}/`} target="_blank" rel="noopener">
              {t('editor.careerSite')}
            </Anchor>
          ) : null}
        </Group>
      </Group>

      {canWrite ? (
        <Paper withBorder p="md" component="section" aria-labelledby="status-actions">
          <Title order={2} size="h4" id="status-actions" mb="xs">
            {t('editor.statusActions')}
          </Title>
          <ErrorAlert error={move.error} />
          <Group>
            {REQUISITION_TRANSITIONS[requisition.status].map((status) => (
              <Button
                key={status}
                variant={status === 'open' ? 'filled' : 'default'}
                loading={move.isPending && move.variables === status}
                onClick={() => move.mutate(status)}
              >
                {t(ACTION_KEYS[status])}
              </Button>
            ))}
          </Group>
        </Paper>
      ) : null}

      <ApproversSection requisition={requisition} onSaved={updated} />
      <HierarchyPlacement requisition={requisition} onSaved={updated} />

      <Paper
        withBorder
        p="md"
        component="form"
        noValidate
        aria-labelledby="details"
        onSubmit={handleSubmit((form) => save.mutate(form))}
      >
        <Title order={2} size="h4" id="details" mb="xs">
          {t('editor.details')}
        </Title>
        <fieldset disabled={!canWrite} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack>
            <ErrorAlert error={save.error} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('editor.fields.title')}
                required
                maxLength={200}
                error={fieldError('title')}
                {...register('title', required)}
              />
              <TextInput
                label={t('editor.fields.category')}
                required
                maxLength={100}
                error={fieldError('category')}
                {...register('category', required)}
              />
              <TextInput
                label={t('editor.fields.city')}
                required
                maxLength={100}
                error={fieldError('city')}
                {...register('city', required)}
              />
              <TextInput label={t('editor.fields.state')} maxLength={100} {...register('state')} />
              <TextInput
                label={t('editor.fields.country')}
                required
                maxLength={100}
                error={fieldError('country')}
                {...register('country', required)}
              />
              <TextInput
                label={t('editor.fields.employmentType')}
                required
                maxLength={50}
                error={fieldError('employmentType')}
                {...register('employmentType', required)}
              />
            </SimpleGrid>
            <Textarea
              label={t('editor.fields.summary')}
              maxLength={500}
              autosize
              minRows={2}
              {...register('summary')}
            />
            <Textarea
              label={t('editor.fields.description')}
              maxLength={20000}
              autosize
              minRows={6}
              {...register('description')}
            />
            <Text size="sm" c="dimmed" id="recruiter-hint">
              {t('editor.recruiterHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t('editor.fields.recruiterName')}
                maxLength={200}
                aria-describedby="recruiter-hint"
                {...register('recruiterName')}
              />
              <TextInput
                label={t('editor.fields.recruiterEmail')}
                type="email"
                maxLength={254}
                {...register('recruiterEmail')}
              />
              <TextInput
                label={t('editor.fields.recruiterPhone')}
                type="tel"
                maxLength={40}
                {...register('recruiterPhone')}
              />
            </SimpleGrid>
            {canWrite ? (
              <Group>
                <Button type="submit" loading={save.isPending}>
                  {t('editor.save')}
                </Button>
                {save.isSuccess && !formState.isDirty ? (
                  <Text role="status">{t('editor.saved')}</Text>
                ) : null}
              </Group>
            ) : null}
          </Stack>
        </fieldset>
      </Paper>
    </Stack>
  );
}

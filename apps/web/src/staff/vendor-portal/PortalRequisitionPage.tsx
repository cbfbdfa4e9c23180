import {
  Alert,
  Anchor,
  Button,
  Group,
  Input,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RESUME_ATTACHMENT_TYPE, type PortalRequisition } from '@talentgate/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { acceptFor } from '../../features/attachments/upload-check';
import { isApiError } from '../../lib/api-error';
import { staffKeys, vendorApi } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { usePageTitle, useStaffSession } from '../staff-context';
import { PortalNotFound } from './VendorPortalGate';

/** One requisition given to the vendor: what to recruit for, and the submission form. */
export function PortalRequisitionPage() {
  const { requisitionId } = useParams();
  const id = Number(requisitionId);
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const requisition = useQuery({
    queryKey: staffKeys.portalRequisition(client, id),
    queryFn: ({ signal }) => vendorApi.portalRequisition(client, id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
  usePageTitle(requisition.data?.title ?? t('portal.requisitions.title'));
  // Another vendor's requisition, or one not given, is no page of this portal.
  if (!(Number.isInteger(id) && id > 0)) return <PortalNotFound />;
  if (isApiError(requisition.error) && requisition.error.status === 404) return <PortalNotFound />;
  if (requisition.error) return <ErrorAlert error={requisition.error} />;
  if (!requisition.data) return <Text>{t('console.loading')}</Text>;
  return <RequisitionView requisition={requisition.data} />;
}

function RequisitionView({ requisition }: { requisition: PortalRequisition }) {
  const place = [requisition.city, requisition.country].filter(Boolean).join(', ');
  return (
    <Stack>
      <Title order={1}>
        <bdi>{requisition.title}</bdi>
      </Title>
      <Text>
        <bdi>
          {[requisition.category, place, requisition.employmentType].filter(Boolean).join(' · ')}
        </bdi>
      </Text>
      {requisition.summary ? <Text>{requisition.summary}</Text> : null}
      {requisition.description ? (
        <Text style={{ whiteSpace: 'pre-line' }}>{requisition.description}</Text>
      ) : null}
      <SubmitCandidateForm requisition={requisition} />
    </Stack>
  );
}

interface SubmissionForm {
  firstName: string;
  lastName: string;
  email: string;
  phone1: string;
}

const EMPTY: SubmissionForm = { firstName: '', lastName: '', email: '', phone1: '' };

function SubmitCandidateForm({ requisition }: { requisition: PortalRequisition }) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const queryClient = useQueryClient();
  const [resume, setResume] = useState<File | null>(null);
  const [resumeMissing, setResumeMissing] = useState(false);
  const [fileKey, setFileKey] = useState(0);
  const { register, handleSubmit, reset, formState } = useForm<SubmissionForm>({
    defaultValues: EMPTY,
  });
  const submit = useMutation({
    mutationFn: ({ form, file }: { form: SubmissionForm; file: File }) =>
      vendorApi.submitCandidate(client, requisition.requisitionId, form, file),
    onSuccess: () => {
      reset(EMPTY);
      setResume(null);
      setFileKey((key) => key + 1);
      void queryClient.invalidateQueries({ queryKey: staffKeys.portalSubmissions(client) });
    },
  });
  const error = (name: keyof SubmissionForm) =>
    formState.errors[name]?.message ??
    (isApiError(submit.error) && submit.error.field === name ? submit.error.message : undefined);
  const required = { required: t('portal.submit.required') };

  return (
    <Paper
      withBorder
      p="md"
      component="form"
      noValidate
      aria-labelledby="submit-candidate"
      onSubmit={handleSubmit((form) => {
        if (!resume) {
          setResumeMissing(true);
          return;
        }
        submit.mutate({ form, file: resume });
      })}
    >
      <Title order={2} size="h4" id="submit-candidate" mb="xs">
        {t('portal.submit.title')}
      </Title>
      <Stack>
        <ErrorAlert error={submit.error} />
        {submit.isSuccess ? (
          <Alert color="green" role="status" title={t('portal.submit.done')}>
            <Anchor component={Link} to="/submissions">
              {t('portal.nav.submissions')}
            </Anchor>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('portal.submit.firstName')}
            maxLength={100}
            autoComplete="off"
            withAsterisk
            error={error('firstName')}
            {...register('firstName', required)}
          />
          <TextInput
            label={t('portal.submit.lastName')}
            maxLength={100}
            autoComplete="off"
            withAsterisk
            error={error('lastName')}
            {...register('lastName', required)}
          />
          <TextInput
            label={t('portal.submit.email')}
            type="email"
            maxLength={75}
            autoComplete="off"
            withAsterisk
            error={error('email')}
            {...register('email', required)}
          />
          <TextInput
            label={t('portal.submit.phone')}
            description={t('portal.submit.phoneHelp')}
            type="tel"
            maxLength={20}
            autoComplete="off"
            withAsterisk
            error={error('phone1')}
            {...register('phone1', required)}
          />
        </SimpleGrid>
        <Input.Wrapper
          label={t('portal.submit.resume')}
          description={t('portal.submit.resumeHelp')}
          withAsterisk
          id="portal-resume"
          error={resumeMissing && !resume ? t('portal.submit.resumeRequired') : undefined}
        >
          <input
            key={fileKey}
            id="portal-resume"
            type="file"
            accept={acceptFor(RESUME_ATTACHMENT_TYPE)}
            onChange={(event) => setResume(event.currentTarget.files?.[0] ?? null)}
          />
        </Input.Wrapper>
        <Group>
          <Button type="submit" loading={submit.isPending}>
            {t('portal.submit.action')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

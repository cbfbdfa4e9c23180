import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STATUS_EMAIL_TEMPLATES, type StaffCandidateProfile } from '@talentgate/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { stageLabel, templateLabel } from '../pipeline/stage-label';
import { useStaffSession } from '../staff-context';
import { candidateName } from './candidate-name';

interface EmailForm {
  template: string;
  applicationId: string;
}

/**
 * E-mail by template: one of the status templates about one of the candidate's applications
 * (the template names its job and stage), in the candidate's language, through the outbox.
 */
export function EmailByTemplateForm({
  profile,
  onSent,
}: {
  profile: StaffCandidateProfile;
  onSent: (message: string) => void;
}) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const queryClient = useQueryClient();
  const { register, handleSubmit } = useForm<EmailForm>({
    defaultValues: {
      template: STATUS_EMAIL_TEMPLATES[0] ?? '',
      applicationId: String(profile.applications[0]?.applicationId ?? ''),
    },
  });
  const send = useMutation({
    mutationFn: (form: EmailForm) =>
      staffApi.emailByTemplate(client, profile.candidateId, {
        template: form.template,
        applicationId: Number(form.applicationId),
      }),
    onSuccess: async (_result, form) => {
      onSent(
        t('email.sent', {
          template: templateLabel(t, form.template),
          name: candidateName(profile),
        }),
      );
      await queryClient.invalidateQueries({
        queryKey: staffKeys.candidatePart(client, profile.candidateId, 'communication'),
      });
    },
  });

  return (
    <Section id="email" title={t('email.title')}>
      {profile.applications.length === 0 ? (
        <Text>{t('email.noApplications')}</Text>
      ) : (
        <form noValidate onSubmit={handleSubmit((form) => send.mutate(form))}>
          <Stack>
            <ErrorAlert error={send.error} />
            <Group align="flex-end">
              <NativeSelect
                label={t('email.template')}
                data={STATUS_EMAIL_TEMPLATES.map((name) => ({
                  value: name,
                  label: templateLabel(t, name),
                }))}
                {...register('template')}
              />
              <NativeSelect
                label={t('email.application')}
                data={profile.applications.map((application) => ({
                  value: String(application.applicationId),
                  label: t('candidate.applicationLink', {
                    title: application.jobTitle,
                    status: stageLabel(t, application.status),
                  }),
                }))}
                {...register('applicationId')}
              />
              <Button type="submit" loading={send.isPending}>
                {t('email.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Section>
  );
}

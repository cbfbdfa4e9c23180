import { Button, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { usePageTitle, useStaffSession } from '../staff-context';

interface NewForm {
  templateId: string;
  title: string;
}

/** A new requisition starts from one of the tenant's templates, then opens in the editor. */
export function NewRequisitionPage() {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePageTitle(t('newRequisition.title'));
  const templates = useQuery({
    queryKey: staffKeys.templates(client),
    queryFn: ({ signal }) => staffApi.templates(client, signal),
  });
  const { register, handleSubmit, formState } = useForm<NewForm>({
    defaultValues: { templateId: '', title: '' },
  });
  const create = useMutation({
    mutationFn: ({ templateId, title }: NewForm) =>
      staffApi.createRequisition(client, {
        templateId: Number(templateId),
        ...(title.trim() ? { title: title.trim() } : {}),
      }),
    onSuccess: (requisition) => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.all(client) });
      void navigate(`/requisitions/${requisition.requisitionId}`);
    },
  });

  return (
    <Stack maw={560}>
      <Title order={1}>{t('newRequisition.title')}</Title>
      <ErrorAlert error={templates.error ?? create.error} />
      <Paper
        withBorder
        p="lg"
        component="form"
        noValidate
        onSubmit={handleSubmit((form) => create.mutate(form))}
      >
        <Stack>
          <NativeSelect
            label={t('newRequisition.template')}
            required
            error={formState.errors.templateId ? t('newRequisition.templateRequired') : undefined}
            data={[
              { value: '', label: t('newRequisition.chooseTemplate') },
              ...(templates.data ?? []).map((template) => ({
                value: String(template.templateId),
                label: template.name,
              })),
            ]}
            {...register('templateId', { required: true })}
          />
          <TextInput
            label={t('newRequisition.titleField')}
            description={t('newRequisition.titleHelp')}
            maxLength={200}
            {...register('title')}
          />
          <Button type="submit" loading={create.isPending}>
            {t('newRequisition.create')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

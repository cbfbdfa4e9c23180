import { Button, Checkbox, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { PipelineConfig } from '@talentgate/domain';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffApi } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { useStaffSession } from '../staff-context';
import { dispositionLabel, stageLabel, templateLabel } from './stage-label';

export interface MoveTarget {
  applicationIds: number[];
  /** Who moves, for the dialog's title: a candidate's name or "3 applications". */
  label: string;
  /** The applications' stage when they are all at one, left out of the choices. */
  currentStatus: string | null;
}

interface MoveForm {
  status: string;
  dispositionId: string;
  sendEmail: boolean;
  emailTemplate: string;
  note: string;
}

interface MoveDialogProps {
  config: PipelineConfig;
  target: MoveTarget | null;
  onClose: () => void;
  onMoved: (message: string) => void;
}

/**
 * "Move to…": the stage, a disposition when the stage ends the application, and an optional
 * e-mail from one of the status templates (the stage's suggestion first). One application
 * moves by the status call, several by the bulk call, which reports those it skipped.
 */
export function MoveDialog({ config, target, onClose, onMoved }: MoveDialogProps) {
  const { t } = useTranslation('staff');
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('console.closeDialog') }}
      title={target ? t('move.title', { name: target.label }) : ''}
    >
      {target ? (
        <MoveForm config={config} target={target} onClose={onClose} onMoved={onMoved} />
      ) : null}
    </Modal>
  );
}

function MoveForm({ config, target, onClose, onMoved }: MoveDialogProps & { target: MoveTarget }) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const stages = config.stages.filter((stage) => stage.status !== target.currentStatus);
  const first = stages[0];
  const { register, handleSubmit, control, setValue, formState } = useForm<MoveForm>({
    defaultValues: {
      status: first?.status ?? '',
      dispositionId: '',
      sendEmail: false,
      emailTemplate: first?.suggestedTemplate ?? config.emailTemplates[0] ?? '',
      note: '',
    },
  });
  const status = useWatch({ control, name: 'status' });
  const sendEmail = useWatch({ control, name: 'sendEmail' });
  const stage = config.stages.find((candidate) => candidate.status === status);
  const dispositions = config.dispositions.filter((disposition) => disposition.status === status);

  const move = useMutation({
    mutationFn: async (form: MoveForm) => {
      const extra = {
        ...(stage?.needsDisposition && form.dispositionId
          ? { dispositionId: Number(form.dispositionId) }
          : {}),
        ...(form.sendEmail && form.emailTemplate ? { emailTemplate: form.emailTemplate } : {}),
      };
      const [only] = target.applicationIds;
      if (target.applicationIds.length === 1 && only !== undefined) {
        await staffApi.moveApplication(client, only, form.status, {
          ...extra,
          ...(form.note.trim() ? { note: form.note.trim() } : {}),
        });
        return t('move.moved', { name: target.label, status: stageLabel(t, form.status) });
      }
      const result = await staffApi.bulkMove(client, form.status, {
        applicationIds: target.applicationIds,
        ...extra,
      });
      return t('move.bulkMoved', {
        count: result.moved.length,
        skipped: result.skipped.length,
        status: stageLabel(t, form.status),
      });
    },
    onSuccess: onMoved,
  });

  return (
    <form noValidate onSubmit={handleSubmit((form) => move.mutate(form))}>
      <Stack>
        <ErrorAlert error={move.error} />
        <NativeSelect
          label={t('move.stage')}
          data={stages.map((option) => ({
            value: option.status,
            label: stageLabel(t, option.status),
          }))}
          {...register('status', {
            onChange: (event: { target: { value: string } }) => {
              const next = config.stages.find((option) => option.status === event.target.value);
              if (next?.suggestedTemplate) setValue('emailTemplate', next.suggestedTemplate);
              setValue('dispositionId', '');
            },
          })}
        />
        {stage?.nextStep ? (
          <Text size="sm">{t('move.nextStep', { step: stage.nextStep })}</Text>
        ) : null}
        {stage?.needsDisposition ? (
          <NativeSelect
            label={t('move.disposition')}
            required
            error={formState.errors.dispositionId ? t('move.dispositionRequired') : undefined}
            data={[
              { value: '', label: t('move.chooseDisposition') },
              ...dispositions.map((disposition) => ({
                value: String(disposition.dispositionId),
                label: dispositionLabel(t, disposition),
              })),
            ]}
            {...register('dispositionId', { required: stage.needsDisposition })}
          />
        ) : null}
        <Checkbox label={t('move.sendEmail')} {...register('sendEmail')} />
        {sendEmail ? (
          <NativeSelect
            label={t('move.template')}
            data={config.emailTemplates.map((name) => ({
              value: name,
              label: templateLabel(t, name),
            }))}
            {...register('emailTemplate')}
          />
        ) : null}
        {target.applicationIds.length === 1 ? (
          <Textarea
            label={t('move.note')}
            maxLength={4000}
            autosize
            minRows={2}
            {...register('note')}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('move.cancel')}
          </Button>
          <Button type="submit" loading={move.isPending}>
            {t('move.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

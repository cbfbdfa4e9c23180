import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { GridField, RowSchema } from '@talentgate/domain';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rowValidator } from '../fields/form-validation';
import { FormFields, type FormValues } from '../render/FormFields';
import type { WidgetContext } from './widget-types';

interface GridRowDialogProps {
  grid: GridField;
  rowSchema: RowSchema;
  /** The row being edited; null to add one. */
  row: FormValues | null;
  gridLabel: string;
  context: WidgetContext;
  onSave(row: FormValues): void;
  onCancel(): void;
}

/**
 * Adds or edits one grid row in a dialog (focus stays inside while it is open). A row is
 * only added when every mandatory field of the row is filled and every value is valid
 * (spec 2 §5 "Grids": the row-added flag stays false otherwise).
 */
export function GridRowDialog({
  grid,
  rowSchema,
  row,
  gridLabel,
  context,
  onSave,
  onCancel,
}: GridRowDialogProps) {
  const { t } = useTranslation('applyEngine');
  const validate = rowValidator(grid, rowSchema);
  const { control, setValue, getValues, setFocus } = useForm<FormValues>({
    defaultValues: row ?? {},
  });
  const [submitted, setSubmitted] = useState(false);
  const values: FormValues = useWatch({ control });
  const validation = validate(values, { today: context.today });
  const mandatory = useMemo(() => new Set(rowSchema.required ?? []), [rowSchema]);

  const save = () => {
    setSubmitted(true);
    const [first] = validation.errors;
    if (first) {
      setFocus(first.field.split('.')[0] ?? first.field);
      return;
    }
    onSave(validation.data);
  };

  const missing = validation.errors.some((error) => mandatory.has(error.field));
  return (
    <Modal
      opened
      onClose={onCancel}
      title={
        row ? t('grid.editTitle', { title: gridLabel }) : t('grid.addTitle', { title: gridLabel })
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
      // Typing is not lost to a stray click outside the dialog.
      closeOnClickOutside={false}
      returnFocus={false}
      centered
      size="lg"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog renders in a portal: its submit is not the surrounding form's.
          event.stopPropagation();
          save();
        }}
      >
        <Stack gap="md">
          <FormFields
            fields={grid.columns}
            properties={rowSchema.properties}
            control={control}
            setValue={setValue}
            getValues={getValues}
            errors={validation.errors}
            serverErrors={[]}
            onServerErrorCleared={() => undefined}
            submitted={submitted}
            mandatory={mandatory}
            resetRules={[]}
            context={context}
          />
          {submitted && missing && (
            <Alert color="red" variant="light">
              {t('grid.requiredFields')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{row ? t('grid.saveRow') : t('grid.addRow')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export default GridRowDialog;

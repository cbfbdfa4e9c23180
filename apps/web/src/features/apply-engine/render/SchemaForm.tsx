import { Button, Group, Stack } from '@mantine/core';
import type { FieldError, FormAnswers, StreamFormMetadata } from '@talentgate/domain';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formValidator } from '../fields/form-validation';
import { localized } from '../fields/localized';
import type { PendingForms } from '../flow/pending-forms';
import type { WidgetContext } from '../widgets/widget-types';
import { ConfirmDialog } from './ConfirmDialog';
import { FormFields, type FormValues } from './FormFields';
import { IncompleteMessage, type IncompleteField } from './IncompleteMessage';
import { withOpenForm } from './open-form-fill';

export type SaveOutcome =
  | { kind: 'saved' }
  /** The server refused some answers: each is shown next to its field, values kept. */
  | { kind: 'fieldErrors'; errors: readonly FieldError[] }
  /** Anything else: the flow has told the visitor; the values stay as typed. */
  | { kind: 'failed' };

interface SchemaFormProps {
  form: StreamFormMetadata;
  initialValues: FormValues;
  /** The flow's last visible form: its submit is the final submit (spec 2 §4). */
  last: boolean;
  /**
   * For the last form, titles of other forms still to do: the final submit waits for them
   * and they are listed (spec 2 §4 "Incomplete forms are listed in a message").
   */
  incompleteForms: readonly string[];
  context: WidgetContext;
  /** The flow's other forms not submitted yet, which a widget may fill (resume autofill). */
  otherForms?: PendingForms;
  onSave(data: FormAnswers): Promise<SaveOutcome>;
  /** Every change, for the draft kept in the browser and live skip rules. */
  onValuesChange(values: FormValues): void;
  /** The previous form, where the view style offers one (slide). */
  onBack?: (() => void) | undefined;
  /** Answers the server refused before this form opened (the final submit's). */
  initialServerErrors?: readonly FieldError[];
}

const topName = (path: string) => path.split('.')[0] ?? path;

/**
 * One form of a stream: its fields through the widget registry, validated by the shared
 * domain rules (the server runs the same ones). Submit stays disabled until every mandatory
 * field is valid (termsAndPolicy always is one), and a message lists what is missing, since a
 * disabled button says nothing. A refused submission keeps every value, shows the server's
 * messages next to their fields and moves focus to the first.
 */
export function SchemaForm({
  form,
  initialValues,
  last,
  incompleteForms,
  context: flowContext,
  otherForms,
  onSave,
  onValuesChange,
  onBack,
  initialServerErrors = [],
}: SchemaFormProps) {
  const { t } = useTranslation('applyEngine');
  const validate = formValidator(form);
  const today = flowContext.today;
  const resolver = useMemo<Resolver<FormValues>>(
    () => (values) => {
      const result = validate(values, { today });
      if (result.errors.length === 0) return { values: result.data, errors: {} };
      const errors: FieldErrors<FormValues> = {};
      for (const error of result.errors) {
        const name = topName(error.field);
        errors[name] ??= { type: String(error.code), message: error.message };
      }
      return { values: {}, errors };
    },
    [validate, today],
  );
  const { control, handleSubmit, setValue, getValues, setFocus, formState } = useForm<FormValues>({
    defaultValues: initialValues,
    resolver,
  });
  const context: WidgetContext = otherForms
    ? {
        ...flowContext,
        forms: withOpenForm(form, otherForms, getValues, (name, value) =>
          setValue(name, value, { shouldDirty: true, shouldTouch: true }),
        ),
      }
    : flowContext;
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>(initialServerErrors);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<FormAnswers | null>(null);

  const values: FormValues = useWatch({ control });
  const validation = validate(values, { today });
  const mandatory = useMemo(() => new Set(form.mandatoryFields), [form.mandatoryFields]);
  const language = context.language;

  // Reports changes (not the opening values) for the draft and live skip rules. A layout
  // effect runs right after the render, not at the next frame: a reload at once after typing
  // still finds the draft (a passive effect waits for a frame, which may never come first).
  const opening = useRef(values);
  useLayoutEffect(() => {
    if (values !== opening.current) onValuesChange(values);
  }, [values, onValuesChange]);

  const fieldsByName = new Map(form.formMetaData.fields.map((field) => [field.name, field]));
  const blocking: IncompleteField[] = [];
  for (const error of validation.errors) {
    const name = topName(error.field);
    const field = fieldsByName.get(name);
    const gridCount = field?.widget === 'grid' && error.field === name;
    if (!field || (!mandatory.has(name) && !gridCount)) continue;
    if (blocking.some((item) => item.name === name)) continue;
    blocking.push({ name, title: localized(field.title, field.titleTranslations, language) });
  }

  const save = async (data: FormAnswers) => {
    setSaving(true);
    const outcome = await onSave(data);
    setSaving(false);
    if (outcome.kind === 'fieldErrors') {
      setServerErrors(outcome.errors);
      const [first] = outcome.errors;
      // After the errors render, focus goes to the first field at fault.
      if (first) window.setTimeout(() => setFocus(topName(first.field)), 0);
    }
  };

  const submitValid = (data: FormAnswers) => {
    setServerErrors([]);
    if (last && form.formMetaData.confirmOnSubmit) setConfirming(data);
    else void save(data);
  };

  const submitLabel = last
    ? context.flowKind === 'apply' || context.flowKind === 'applyJoin'
      ? t('form.submitApplication')
      : t('form.submit')
    : t('form.continue');

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submitValid)(event)}>
      <Stack gap="lg">
        <FormFields
          fields={form.formMetaData.fields}
          properties={form.schemaMetaData.properties}
          control={control}
          setValue={setValue}
          getValues={getValues}
          errors={validation.errors}
          serverErrors={serverErrors}
          onServerErrorCleared={(name) =>
            setServerErrors((current) => current.filter((error) => topName(error.field) !== name))
          }
          submitted={formState.submitCount > 0}
          mandatory={mandatory}
          resetRules={form.formMetaData.resetRules ?? []}
          context={context}
        />
        <IncompleteMessage
          fields={blocking}
          forms={incompleteForms}
          onFocusField={(name) => setFocus(name)}
        />
        <Group justify="space-between">
          {onBack ? (
            <Button variant="default" onClick={onBack}>
              {t('form.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button
            type="submit"
            disabled={blocking.length > 0 || incompleteForms.length > 0}
            loading={saving}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('form.confirmTitle')}
        message={t('form.confirmQuestion')}
        confirmLabel={submitLabel}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const data = confirming;
          setConfirming(null);
          if (data) void save(data);
        }}
      />
    </form>
  );
}

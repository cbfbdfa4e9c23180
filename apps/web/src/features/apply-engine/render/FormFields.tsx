import { Stack } from '@mantine/core';
import type {
  ColumnField,
  ColumnSchema,
  FieldError,
  FieldSchema,
  ResetRule,
  UiField,
} from '@talentgate/domain';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Controller,
  useWatch,
  type Control,
  type UseFormGetValues,
  type UseFormSetValue,
} from 'react-hook-form';
import { fieldErrorText } from '../fields/field-error-text';
import { localized } from '../fields/localized';
import { fieldsClearedBy } from '../fields/reset-rules';
import { widgetFor } from '../widgets/registry';
import type { WidgetContext } from '../widgets/widget-types';
import { errorsByField, type ShownError } from './field-error-map';
import { useFieldMessageTexts } from './use-field-messages';

export type FormValues = Record<string, unknown>;

/** A field counts as dirty (its error shows) when touched or not empty (spec 2 §5). */
function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/**
 * A list widget (an attachment field) reports on mount that it holds nothing: when the form
 * holds nothing either, that is no change, and the whole form need not render again for it.
 */
function isNoChange(next: unknown, current: unknown): boolean {
  const empty = (value: unknown) => Array.isArray(value) && value.length === 0;
  return empty(next) && (current === undefined || empty(current));
}

interface FormFieldsProps {
  fields: readonly UiField[];
  properties: Readonly<Record<string, FieldSchema | ColumnSchema>>;
  control: Control<FormValues>;
  setValue: UseFormSetValue<FormValues>;
  getValues: UseFormGetValues<FormValues>;
  /** The validation's errors for the current values. */
  errors: readonly FieldError[];
  /** Errors the server answered, by top-level field; shown until the field changes. */
  serverErrors: readonly FieldError[];
  onServerErrorCleared(field: string): void;
  /** After a submit attempt every error shows, touched or not. */
  submitted: boolean;
  mandatory: ReadonlySet<string>;
  resetRules: readonly ResetRule[];
  context: WidgetContext;
}

/**
 * Draws fields through the widget registry, with the engine's labels, errors and rules.
 * Memoised: the form around it renders again for its own state (react-hook-form's ready
 * flag, saving, the flow's route) and the fields need not follow (issue 21).
 */
export const FormFields = memo(function FormFields(props: FormFieldsProps) {
  const { fields, control } = props;
  const { i18n } = useTranslation();
  const texts = useFieldMessageTexts();
  const prefix = useId();
  const values = useWatch({ control });
  const validation = errorsByField(fields, props.errors);
  const server = errorsByField(fields, props.serverErrors);
  const siblings = fields.filter((field): field is ColumnField => field.widget !== 'grid');
  const language = props.context.language;

  const errorText = (shown: ShownError | undefined): string | undefined => {
    if (!shown) return undefined;
    const { about, error, row } = shown;
    const text = fieldErrorText(
      error,
      about.title,
      localized(about.title, about.titleTranslations, language),
      texts,
    );
    return row === null ? text : i18n.t('grid.rowError', { ns: 'applyEngine', row, message: text });
  };

  return (
    <Stack gap="md">
      {fields.map((field) => (
        <Controller
          key={field.name}
          name={field.name}
          control={control}
          render={({ field: state, fieldState }) => {
            const Widget = widgetFor(field.widget);
            const dirty = fieldState.isTouched || !isEmptyValue(state.value) || props.submitted;
            const shown =
              server.get(field.name) ?? (dirty ? validation.get(field.name) : undefined);
            return (
              <Widget
                field={field}
                schema={props.properties[field.name]}
                siblings={siblings}
                values={values}
                context={props.context}
                inputId={`${prefix}-${field.name}`}
                label={localized(field.title, field.titleTranslations, language)}
                help={
                  field.help === undefined
                    ? undefined
                    : localized(field.help, field.helpTranslations, language)
                }
                required={props.mandatory.has(field.name)}
                error={errorText(shown)}
                value={state.value}
                onChange={(value) => {
                  if (isNoChange(value, props.getValues(field.name))) return;
                  state.onChange(value);
                  if (server.has(field.name)) props.onServerErrorCleared(field.name);
                  for (const cleared of fieldsClearedBy(props.resetRules, field.name, value)) {
                    if (!isEmptyValue(props.getValues(cleared)))
                      props.setValue(cleared, undefined, { shouldDirty: true });
                  }
                }}
                onBlur={state.onBlur}
                fill={(filled) => {
                  for (const [name, value] of Object.entries(filled))
                    props.setValue(name, value, { shouldDirty: true, shouldTouch: true });
                }}
                inputRef={state.ref}
              />
            );
          }}
        />
      ))}
    </Stack>
  );
});

import { flowTypeOf } from '../flow/flow-location';
import { Button, Group, Stack } from '@mantine/core';
import type { FieldError, FormAnswers, ResetRule, StreamFormMetadata } from '@talentgate/domain';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formValidator } from '../fields/form-validation';
import { phoneCheck } from '../fields/phone-check';
import { localized } from '../fields/localized';
import type { PendingForms } from '../flow/pending-forms';
import type { WidgetContext } from '../widgets/widget-types';
import type { ReviewedForm } from './AnswersReview';
import { ConfirmDialog } from './ConfirmDialog';
import { focusPath } from './focus-path';
import { FormFields, type FormValues } from './FormFields';
import { IncompleteMessage, type IncompleteField } from './IncompleteMessage';
import { useSocialPrefill } from '../../social-sign-in/use-social-prefill';
import { screeningQuestionTitle, useScreeningQuestions } from '../../screening/screening-rules';
import { useStableWidgetContext } from './use-stable-widget-context';

/** The review's code loads when a visitor first reaches it, off the apply page's start-up JS. */
const AnswersReview = lazy(() => import('./AnswersReview'));

/** The confirmation step of a last form with `confirmOnSubmit`: a review of every answer. */
export interface FormReview {
  /** The other visible forms, in stream order, with their answers. */
  forms: readonly ReviewedForm[];
  /** Opens another form to change it; its submit brings the visitor back here. */
  onEdit(applyFormId: number): void;
  /** The form opens in its review (the visitor comes back from editing another form). */
  startInReview: boolean;
  onReviewShown(): void;
}

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
  /** With a review, `confirmOnSubmit` shows every answer before the final submit. */
  review?: FormReview | undefined;
  /** The submit button's text where the flow's own does not fit (a form saved on its own). */
  submitText?: string;
}

const topName = (path: string) => path.split('.')[0] ?? path;

const NO_RESET_RULES: readonly ResetRule[] = [];

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
  review,
  submitText,
}: SchemaFormProps) {
  const { t } = useTranslation('applyEngine');
  const formValidate = formValidator(form);
  const today = flowContext.today;
  // A screening step's required questions block the submit like mandatory fields, once the
  // job's questions are known (the final submit checks them again).
  const screeningQuestions = useScreeningQuestions(
    form,
    flowContext.client,
    flowContext.requisitionId,
  );
  // Phone numbers are checked by the phone library too once a phone field has loaded it.
  const validate = useCallback(
    (input: unknown, options: { today: string }) =>
      formValidate(input, { ...options, phoneNumberCheck: phoneCheck(), screeningQuestions }),
    [formValidate, screeningQuestions],
  );
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
  const formElement = useRef<HTMLFormElement>(null);
  // The fields (the costly part of a form) are drawn again only when what they show changes:
  // every prop below stays the same object between renders that change nothing for them.
  const context = useStableWidgetContext(flowContext, form, otherForms, getValues, setValue);
  // A social sign-in's work and education history fills the flow (spec 2 §4).
  useSocialPrefill(otherForms ? context.forms : undefined, flowContext.client);
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>(initialServerErrors);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<FormAnswers | null>(() => {
    if (!review?.startInReview) return null;
    // Back from editing another form: the review opens again when this form is still valid.
    const opening = validate(initialValues, { today });
    return opening.errors.length === 0 ? opening.data : null;
  });
  // Once, when the form opens: the flow forgets that it was to open in the review.
  const reviewShownOnOpen = useRef(review?.onReviewShown);
  useEffect(() => {
    reviewShownOnOpen.current?.();
  }, []);

  const values: FormValues = useWatch({ control });
  const validation = useMemo(() => validate(values, { today }), [validate, values, today]);
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
    // A required screening question is listed under its own text, and focused by itself.
    const question =
      field?.widget === 'screening'
        ? screeningQuestionTitle(screeningQuestions, error.field, language)
        : null;
    if (!field || (!mandatory.has(name) && !gridCount && question === null)) continue;
    const path = question === null ? name : error.field;
    if (blocking.some((item) => item.name === path)) continue;
    blocking.push({
      name: path,
      title: question ?? localized(field.title, field.titleTranslations, language),
    });
  }

  const clearServerError = useCallback(
    (name: string) =>
      setServerErrors((current) => current.filter((error) => topName(error.field) !== name)),
    [],
  );

  const save = async (data: FormAnswers) => {
    setSaving(true);
    const outcome = await onSave(data);
    setSaving(false);
    if (outcome.kind === 'fieldErrors') {
      // Refused answers of this form show next to their fields: the review gives way to it.
      setConfirming(null);
      setServerErrors(outcome.errors);
      const [first] = outcome.errors;
      // After the errors render, focus goes to the first field at fault.
      if (first) window.setTimeout(() => focusPath(formElement.current, first.field, setFocus), 0);
    }
  };

  const submitValid = (data: FormAnswers) => {
    setServerErrors([]);
    if (last && form.formMetaData.confirmOnSubmit) setConfirming(data);
    else void save(data);
  };

  // Joining the community for a job is not an application, unless easy apply makes it one.
  const submitLabel =
    submitText ??
    (last
      ? flowTypeOf(context.flowKind, context.easyApply ?? false) === 'apply'
        ? t('form.submitApplication')
        : t('form.submit')
      : t('form.continue'));

  if (review && confirming !== null) {
    return (
      <Suspense fallback={null}>
        <AnswersReview
          forms={[...review.forms, { form, answers: confirming }]}
          language={language}
          submitLabel={submitLabel}
          submitting={saving}
          onEdit={(applyFormId) => {
            if (applyFormId !== form.applyFormId) return review.onEdit(applyFormId);
            setConfirming(null);
            // The form comes back in place of the review: focus goes to its heading.
            window.setTimeout(() => {
              document
                .querySelector<HTMLElement>(`[data-form-heading="${form.applyFormId}"]`)
                ?.focus();
            }, 0);
          }}
          onSubmit={() => void save(confirming)}
        />
      </Suspense>
    );
  }

  return (
    <form ref={formElement} noValidate onSubmit={(event) => void handleSubmit(submitValid)(event)}>
      <Stack gap="lg">
        <FormFields
          fields={form.formMetaData.fields}
          properties={form.schemaMetaData.properties}
          control={control}
          setValue={setValue}
          getValues={getValues}
          errors={validation.errors}
          serverErrors={serverErrors}
          onServerErrorCleared={clearServerError}
          submitted={formState.submitCount > 0}
          mandatory={mandatory}
          resetRules={form.formMetaData.resetRules ?? NO_RESET_RULES}
          context={context}
        />
        <IncompleteMessage
          fields={blocking}
          forms={incompleteForms}
          onFocusField={(path) => focusPath(formElement.current, path, setFocus)}
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
        opened={confirming !== null && !review}
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

import { Container } from '@mantine/core';
import {
  VIEW_STYLES,
  type ApplyStreamMetadata,
  type CompletedAttempt,
  type StreamFormMetadata,
} from '@talentgate/domain';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import plain from '../../../lib/plain.module.css';
import { ErrorState } from '../../errors/ErrorState';
import { usePageLoading } from '../../feedback/loading-overlay-context';
import { useLanguage } from '../../routing/current-route';
import { useClient } from '../../site/client-context';
import { useSite } from '../../site/use-site';
import { usePageTitle } from '../../site/use-page-title';
import { localToday } from '../fields/date-rules';
import { localized } from '../fields/localized';
import { flowStorageKey, type FlowLocation } from '../flow/flow-location';
import { formGroupStates } from '../flow/flow-state';
import { useApplyFlow } from '../flow/use-apply-flow';
import classes from './ApplyFlow.module.css';
import { ContinueLinkAction } from '../continue-link/ContinueLinkAction';
import type { WidgetContext } from '../widgets/widget-types';
import { FormGroup } from './FormGroup';
import type { FormValues } from './FormFields';
import { ProgressSteps, type ProgressStep } from './ProgressSteps';
import { SchemaForm, type FormReview } from './SchemaForm';

interface ApplyFlowProps {
  location: FlowLocation;
  query: URLSearchParams;
  /** `easyApplyFlag=t` on a tenant with easy apply on (isEasyApplyOn). */
  easyApply: boolean;
  stream: ApplyStreamMetadata;
  /** The job's title, when the flow is for one. */
  title: string | null;
  formNaming: boolean;
  /**
   * Embedded in another page (a campaign page, decision 0046): the flow ends there with this
   * answer, and its heading is that page's second level.
   */
  onCompleted?: (answer: CompletedAttempt) => void;
}

const formTitle = (form: ApplyStreamMetadata['metaData'][number], language: string) =>
  localized(form.formMetaData.title, form.formMetaData.titleTranslations, language);

/** The login prompt (a 409 of the final submit) loads when it is needed. */
const LoginPrompt = lazy(async () => ({ default: (await import('./LoginPrompt')).LoginPrompt }));

/** The e-mail the visitor gave in the flow: the sign-in form starts with it. */
function typedEmail(
  forms: readonly StreamFormMetadata[],
  answers: Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>,
): string {
  for (const form of forms) {
    for (const field of form.formMetaData.fields) {
      const value = answers[String(form.applyFormId)]?.[field.name];
      if (field.widget === 'email' && typeof value === 'string' && value.trim() !== '')
        return value.trim();
    }
  }
  return '';
}

/** A stream's forms, one open at a time, with the progress of a multi-form flow. */
export function ApplyFlow({
  location,
  query,
  easyApply,
  stream,
  title,
  formNaming,
  onCompleted,
}: ApplyFlowProps) {
  const { t } = useTranslation('applyEngine');
  const client = useClient();
  const language = useLanguage();
  const today = useMemo(() => localToday(), []);
  const model = useApplyFlow({
    client,
    language,
    today,
    location,
    query,
    easyApply,
    stream,
    formNaming,
    onCompleted,
  });
  const embedded = onCompleted !== undefined;
  const names = useSite().data?.texts.streamNames[stream.key];
  // The stream's name in the page language, from the tenant's texts (issue 21 item 10).
  const heading = title ?? (names?.[language] || stream.name);
  const eyebrow = t(`flow.eyebrow.${location.kind}`);
  // A text the page shows already (the heading, a form's title) is not repeated above it.
  const eyebrowRepeats = [heading, ...stream.metaData.map((form) => formTitle(form, language))]
    .map((text) => text.toLowerCase())
    .includes(eyebrow.toLowerCase());
  usePageTitle(embedded ? null : t('flow.documentTitle', { title: heading }));
  usePageLoading(model.status === 'restoring' || model.finishing);

  const activeForm = model.activeForm;
  const { valuesChanged } = model;
  const onValuesChange = useCallback(
    (values: FormValues) => {
      if (activeForm) valuesChanged(activeForm, values);
    },
    [activeForm, valuesChanged],
  );

  // Moving on puts focus on the heading of the form that opens (after the page's own focus
  // handling on a path change, which runs later in the same commit).
  const activeId = activeForm?.applyFormId ?? null;
  const previousActive = useRef<number | null>(null);
  useEffect(() => {
    const previous = previousActive.current;
    previousActive.current = activeId;
    if (previous === null || activeId === null || previous === activeId) return undefined;
    const timer = window.setTimeout(() => {
      // Back from editing a form from the review, the review takes the form's place.
      const review = document.querySelector<HTMLElement>('[data-review-heading]');
      (review ?? document.querySelector<HTMLElement>(`[data-form-heading="${activeId}"]`))?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [activeId]);

  if (model.status === 'failed') {
    return (
      <Container size="sm" py="xl">
        <ErrorState
          message={t('flow.loadError')}
          onRetry={() => model.retry?.()}
          retrying={false}
        />
      </Container>
    );
  }
  if (model.status === 'restoring') return null;

  const states = formGroupStates(model.snapshot);
  const steps: ProgressStep[] = model.forms.flatMap((form) => {
    const state = states.get(form.applyFormId);
    if (state === undefined || state === 'hidden') return [];
    return [{ applyFormId: form.applyFormId, title: formTitle(form, language), state }];
  });
  const context: WidgetContext = {
    client,
    language,
    flowKind: location.kind,
    easyApply,
    today,
    requisitionId: location.requisitionId,
    attemptId: model.attemptId,
    heldResume: model.heldResume,
    keepHeldResume: model.keepHeldResume,
  };

  // Before the final submit, every other visible form's answers are reviewed (issue 21).
  const review: FormReview = {
    forms: model.forms.flatMap((form) =>
      states.get(form.applyFormId) === 'complete'
        ? [{ form, answers: model.snapshot.answers[String(form.applyFormId)] ?? {} }]
        : [],
    ),
    onEdit: model.editFromReview,
    startInReview: model.startInReview,
    onReviewShown: model.reviewShown,
  };

  const Heading = embedded ? 'h2' : 'h1';
  return (
    // Plain elements (lib/plain.module.css): the flow is the apply page's first render (issue 21).
    <div className={`${plain.containerMd} ${embedded ? classes.embedded : classes.page}`}>
      <div className={classes.heading}>
        {!eyebrowRepeats && <p className={`${plain.note} ${classes.eyebrow}`}>{eyebrow}</p>}
        <Heading className={embedded ? plain.h2 : plain.h1}>
          <bdi>{heading}</bdi>
        </Heading>
      </div>
      <ProgressSteps steps={steps} onOpen={model.open} />
      {model.loginPrompt && (
        <Suspense fallback={null}>
          <LoginPrompt email={typedEmail(model.forms, model.snapshot.answers)} />
        </Suspense>
      )}
      {model.forms.map((form) => {
        const state = states.get(form.applyFormId) ?? 'disabled';
        return (
          <FormGroup
            key={form.applyFormId}
            form={form}
            state={state}
            language={language}
            answers={model.snapshot.answers[String(form.applyFormId)]}
            onOpen={() => model.open(form.applyFormId)}
          >
            {state === 'active' && (
              <SchemaForm
                form={form}
                initialValues={model.initialValues(form)}
                last={model.last}
                incompleteForms={model.incompleteForms}
                context={context}
                otherForms={model.otherForms}
                onSave={(data) => model.save(form, data)}
                onValuesChange={onValuesChange}
                initialServerErrors={model.serverErrorsFor(form.applyFormId)}
                onBack={form.formStyle === VIEW_STYLES.slide && model.back ? model.back : undefined}
                review={model.last && form.formMetaData.confirmOnSubmit ? review : undefined}
              />
            )}
          </FormGroup>
        );
      })}
      {model.snapshot.completed.size > 0 && (
        <ContinueLinkAction
          client={client}
          flowKey={flowStorageKey(location, stream.applyStreamId)}
          forms={model.forms}
          answers={model.snapshot.answers}
        />
      )}
    </div>
  );
}

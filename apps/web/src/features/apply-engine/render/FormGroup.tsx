import { VIEW_STYLES, type StreamFormMetadata } from '@talentgate/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import plain from '../../../lib/plain.module.css';
import type { FormGroupState } from '../flow/flow-state';
import { localized } from '../fields/localized';
import classes from './FormGroup.module.css';
import { FormSummary } from './FormSummary';

/** The accordion view style (no demo stream's first form uses it) loads when a form needs it. */
const AccordionGroup = lazy(() => import('./AccordionGroup'));

/** The modal view style's dialog loads with the first form drawn in it. */
const ModalGroup = lazy(() => import('./ModalGroup'));

interface FormGroupProps {
  form: StreamFormMetadata;
  state: FormGroupState;
  language: string;
  /** The open form's fields and buttons (only drawn while the group is active). */
  children: ReactNode;
  /** Saved answers, for the summary of a complete dashboard form. */
  answers: Readonly<Record<string, unknown>> | undefined;
  onOpen(): void;
}

/** The heading each form opens with; focus moves to it when the form opens. */
export function FormHeading({ form, language }: { form: StreamFormMetadata; language: string }) {
  const meta = form.formMetaData;
  return (
    <div className={classes.heading}>
      <h2 className={plain.h3} tabIndex={-1} data-form-heading={form.applyFormId}>
        <bdi>{localized(meta.title, meta.titleTranslations, language)}</bdi>
      </h2>
      {meta.description && (
        <p className={plain.note}>
          <bdi>{localized(meta.description, meta.descriptionTranslations, language)}</bdi>
        </p>
      )}
    </div>
  );
}

/**
 * One form of the flow in its view style (spec 2 §2, §9): none 0 and slide 2 show the open
 * form alone (slide with a transition and Back); accordion 1 lists every reachable form as a
 * section that opens; modal 3 opens the form in a dialog with a static backdrop; dashboard 5
 * shows complete forms as summaries with Edit. Hidden forms (spec 2 §4) are not drawn.
 */
export function FormGroup({ form, state, language, children, answers, onOpen }: FormGroupProps) {
  const title = localized(form.formMetaData.title, form.formMetaData.titleTranslations, language);
  if (state === 'hidden') return null;

  switch (form.formStyle) {
    case VIEW_STYLES.accordion:
      return (
        <Suspense fallback={null}>
          <AccordionGroup
            form={form}
            state={state}
            language={language}
            title={title}
            onOpen={onOpen}
          >
            {children}
          </AccordionGroup>
        </Suspense>
      );
    case VIEW_STYLES.dashboard:
      return (
        <div className={`${plain.panel} ${classes.group} ${state}`}>
          {state === 'active' ? (
            <div className={plain.stack}>
              <FormHeading form={form} language={language} />
              {children}
            </div>
          ) : (
            <FormSummary
              form={form}
              state={state}
              answers={answers}
              language={language}
              onEdit={onOpen}
            />
          )}
        </div>
      );
    case VIEW_STYLES.modal:
      return state === 'active' ? (
        <Suspense fallback={null}>
          <ModalGroup form={form} language={language} title={title}>
            {children}
          </ModalGroup>
        </Suspense>
      ) : null;
    case VIEW_STYLES.slide:
      return state === 'active' ? (
        <section
          className={`${plain.stack} ${classes.group} ${classes.slide} active`}
          aria-label={title}
        >
          <FormHeading form={form} language={language} />
          {children}
        </section>
      ) : null;
    default:
      return state === 'active' ? (
        <section className={`${plain.stack} ${classes.group} active`} aria-label={title}>
          <FormHeading form={form} language={language} />
          {children}
        </section>
      ) : null;
  }
}

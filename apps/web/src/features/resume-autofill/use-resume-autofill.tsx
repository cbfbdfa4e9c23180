/**
 * The autofill of a resume field (`autofill` on an attachment field of the resume type):
 * once the resume is parsed, its values fill the flow's empty fields and add grid rows, and a
 * notice says what was filled. The code doing it loads only when a resume has been parsed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { createElement, lazy, Suspense, useState, type ReactNode } from 'react';
import { fieldOf, type WidgetProps } from '../apply-engine/widgets/widget-types';
import type { AutofillOutcome } from './autofill-from-resume';

const AutofillNotice = lazy(() => import('./AutofillNotice'));

export interface ResumeAutofill {
  /** For the resume field's `onParsed`; absent when the field does not autofill. */
  onParsed: ((parsed: unknown) => void) | undefined;
  notice: ReactNode;
}

export function useResumeAutofill(props: WidgetProps): ResumeAutofill {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<AutofillOutcome>(null);
  const autofill = fieldOf(props, ['attachment'])?.autofill;
  const { forms, client, language } = props.context;
  if (!autofill || !forms) return { onParsed: undefined, notice: null };

  const onParsed = (parsed: unknown) => {
    void import('./autofill-from-resume').then(async ({ autofillFromResume }) =>
      setOutcome(
        await autofillFromResume(parsed, {
          client,
          forms,
          checkMandatoryFields: autofill.checkMandatoryFields ?? false,
          queryClient,
        }),
      ),
    );
  };
  const notice = outcome
    ? createElement(
        Suspense,
        { fallback: null },
        createElement(AutofillNotice, { report: outcome.report, forms: outcome.forms, language }),
      )
    : null;
  return { onParsed, notice };
}

/**
 * The widgets' context for the open form, kept the same object while the flow's data stays
 * the same. The flow builds its context and pending forms afresh on every render (a route
 * change, the session answer, the loading overlay); with a new object each time, the memoised
 * form fields would be drawn again for nothing (the apply page drew its first form about eight
 * times while opening, issue 21). Its functions are called in event handlers, long after the
 * render, so they reach the flow's latest ones through a ref.
 */
import type { StreamFormMetadata } from '@talentgate/domain';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import type { PendingForms } from '../flow/pending-forms';
import type { WidgetContext } from '../widgets/widget-types';
import type { FormValues } from './FormFields';

interface Latest {
  flowContext: WidgetContext;
  otherForms: PendingForms | undefined;
}

export function useStableWidgetContext(
  flowContext: WidgetContext,
  form: StreamFormMetadata,
  otherForms: PendingForms | undefined,
  getValues: UseFormGetValues<FormValues>,
  setValue: UseFormSetValue<FormValues>,
): WidgetContext {
  const latest = useRef<Latest>({ flowContext, otherForms });
  useLayoutEffect(() => {
    latest.current = { flowContext, otherForms };
  });
  const { client, language, flowKind, easyApply, today, heldResume, requisitionId } = flowContext;
  const hasAttemptId = flowContext.attemptId !== undefined;
  const hasKeepHeldResume = flowContext.keepHeldResume !== undefined;
  const hasOtherForms = otherForms !== undefined;

  return useMemo(() => {
    const context: WidgetContext = { client, language, flowKind, today };
    if (easyApply !== undefined) context.easyApply = easyApply;
    if (heldResume !== undefined) context.heldResume = heldResume;
    if (requisitionId !== undefined) context.requisitionId = requisitionId;
    if (hasAttemptId) {
      context.attemptId = () => {
        const attemptId = latest.current.flowContext.attemptId;
        return attemptId ? attemptId() : Promise.reject(new Error('the flow has no attempt'));
      };
    }
    if (hasKeepHeldResume) {
      context.keepHeldResume = (held) => latest.current.flowContext.keepHeldResume?.(held);
    }
    if (hasOtherForms) {
      // The open form itself (its fields are set in place, marked touched so their checks
      // show) and the flow's other pending forms.
      context.forms = {
        fillable: () => [
          { form, values: getValues() },
          ...(latest.current.otherForms?.fillable() ?? []),
        ],
        fill(fills) {
          for (const fill of fills) {
            if (fill.applyFormId !== form.applyFormId) continue;
            for (const [name, value] of Object.entries(fill.values))
              setValue(name, value, { shouldDirty: true, shouldTouch: true });
          }
          latest.current.otherForms?.fill(
            fills.filter((fill) => fill.applyFormId !== form.applyFormId),
          );
        },
      };
    }
    return context;
  }, [
    client,
    language,
    flowKind,
    easyApply,
    today,
    heldResume,
    requisitionId,
    hasAttemptId,
    hasKeepHeldResume,
    hasOtherForms,
    form,
    getValues,
    setValue,
  ]);
}

/**
 * The order of a stream's forms (spec 2 §2 "Apply structure", §4): stream configs by
 * sortOrder, and within each, its container's forms by sortOrder. A form may be submitted
 * only when every earlier form has been, except forms hidden by an earlier answer
 * (`skipNextFormWhen`: under-18 or convicted answers hide the next form).
 */
import type { SkipRule } from './form-metadata.js';
import { matchesRuleValues } from './rules.js';

export interface OrderedForm {
  applyFormId: number;
  skipNextFormWhen?: SkipRule | undefined;
}

/** Saved answers by form id. */
export type AnswersByForm = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

/** Ids of the forms hidden by the answers given so far. */
export function skippedFormIds(forms: readonly OrderedForm[], answers: AnswersByForm): Set<number> {
  const skipped = new Set<number>();
  forms.forEach((form, index) => {
    const next = forms[index + 1];
    const rule = form.skipNextFormWhen;
    const answer = answers[String(form.applyFormId)];
    if (next && rule && answer && matchesRuleValues(answer[rule.field], rule.values)) {
      skipped.add(next.applyFormId);
    }
  });
  return skipped;
}

/** Earlier forms still to be submitted before `applyFormId` can be. */
export function formsMissingBefore(
  forms: readonly OrderedForm[],
  applyFormId: number,
  completed: ReadonlySet<number>,
  answers: AnswersByForm,
): number[] {
  const position = forms.findIndex((form) => form.applyFormId === applyFormId);
  const skipped = skippedFormIds(forms, answers);
  return forms
    .slice(0, Math.max(position, 0))
    .map((form) => form.applyFormId)
    .filter((id) => !completed.has(id) && !skipped.has(id));
}

/** The first form not yet submitted and not hidden, or null when every form is done. */
export function nextFormId(
  forms: readonly OrderedForm[],
  completed: ReadonlySet<number>,
  answers: AnswersByForm,
): number | null {
  const skipped = skippedFormIds(forms, answers);
  const next = forms.find(
    (form) => !completed.has(form.applyFormId) && !skipped.has(form.applyFormId),
  );
  return next?.applyFormId ?? null;
}

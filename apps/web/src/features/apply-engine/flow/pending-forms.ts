/**
 * The flow's side of `FlowForms` (widget-types): the forms after or beside the open one that
 * the visitor has not submitted yet. Their values are what they would open with (draft, else
 * saved answers and defaults); a fill is merged into that and kept as the form's draft, which
 * is what the form opens with (initial-values.ts).
 */
import type { StreamFormMetadata } from '@talentgate/domain';
import type { FormValues } from '../render/FormFields';
import type { FillableForm, FormFill } from '../widgets/widget-types';

export interface PendingForms {
  fillable(): FillableForm[];
  fill(fills: readonly FormFill[]): void;
}

export interface PendingFormsInput {
  forms: readonly StreamFormMetadata[];
  /** Visible forms other than the open one that are not submitted yet. */
  pendingIds: readonly number[];
  openingValues(form: StreamFormMetadata): FormValues;
  storeDraft(form: StreamFormMetadata, values: FormValues): void;
}

export function pendingForms(input: PendingFormsInput): PendingForms {
  const pending = () => input.forms.filter((form) => input.pendingIds.includes(form.applyFormId));
  return {
    fillable: () => pending().map((form) => ({ form, values: input.openingValues(form) })),
    fill(fills) {
      for (const form of pending()) {
        const changes = fills.filter((fill) => fill.applyFormId === form.applyFormId);
        if (changes.length === 0) continue;
        const values = { ...input.openingValues(form) };
        for (const change of changes) Object.assign(values, change.values);
        input.storeDraft(form, values);
      }
    },
  };
}

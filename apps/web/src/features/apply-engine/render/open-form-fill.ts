/**
 * `FlowForms` for the widgets of the open form: the open form itself (its fields are set in
 * place, marked touched so their checks show) and the flow's other pending forms.
 */
import type { StreamFormMetadata } from '@talentgate/domain';
import type { PendingForms } from '../flow/pending-forms';
import type { FlowForms } from '../widgets/widget-types';
import type { FormValues } from './FormFields';

export function withOpenForm(
  form: StreamFormMetadata,
  others: PendingForms,
  currentValues: () => FormValues,
  setField: (name: string, value: unknown) => void,
): FlowForms {
  return {
    fillable: () => [{ form, values: currentValues() }, ...others.fillable()],
    fill(fills) {
      for (const fill of fills) {
        if (fill.applyFormId !== form.applyFormId) continue;
        for (const [name, value] of Object.entries(fill.values)) setField(name, value);
      }
      others.fill(fills.filter((fill) => fill.applyFormId !== form.applyFormId));
    },
  };
}

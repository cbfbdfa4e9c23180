/**
 * What a form shows when it opens: what the visitor typed and has not submitted yet (the
 * draft), else the answers the server saved, over the form's defaults and — for a signed-in
 * candidate filling a candidate form — their profile.
 */
import type { Candidate, FormAnswers, StreamFormMetadata } from '@talentgate/domain';
import { defaultDateValue } from '../fields/date-rules';
import type { FormValues } from '../render/FormFields';

/** Candidate fields a form field of the same name is prefilled from. */
function candidateValue(candidate: Candidate, name: string): string | undefined {
  switch (name) {
    case 'email':
    case 'uname':
      return candidate.email || candidate.uname;
    case 'firstName':
    case 'lastName':
    case 'phone1':
    case 'city':
    case 'state':
    case 'country':
    case 'zip':
    case 'dob': {
      const value = candidate[name];
      return typeof value === 'string' && value !== '' ? value : undefined;
    }
    default:
      return undefined;
  }
}

function writesToCandidate(form: StreamFormMetadata): boolean {
  return (
    form.formDefinition.table === 'candidate' ||
    form.tableMap.some((entry) => entry.name === 'candidate')
  );
}

export interface InitialValueSources {
  saved: FormAnswers | undefined;
  draft: FormValues | null;
  candidate: Candidate | null;
  today: string;
}

export function initialFormValues(
  form: StreamFormMetadata,
  { saved, draft, candidate, today }: InitialValueSources,
): FormValues {
  if (draft) return draft;
  const values: FormValues = {};
  for (const field of form.formMetaData.fields) {
    const schema = form.schemaMetaData.properties[field.name];
    if (schema && 'default' in schema && schema.default !== undefined)
      values[field.name] = schema.default;
    if (field.widget === 'date') {
      const byDefault = defaultDateValue(field, today);
      if (byDefault !== undefined) values[field.name] = byDefault;
    }
    if (candidate && writesToCandidate(form)) {
      const prefill = candidateValue(candidate, field.name);
      if (prefill !== undefined) values[field.name] = prefill;
    }
  }
  return { ...values, ...saved };
}

import type { FormAnswers } from '@talentgate/domain';

/** What knownEmail reads of a stream's form. */
export interface FormWithFields {
  applyFormId: number;
  formMetaData: { fields: readonly { name: string; widget: string }[] };
}

/** The first e-mail the visitor gave in the flow's answers, to prefill the link request. */
export function knownEmail(
  forms: readonly FormWithFields[],
  answers: Readonly<Record<string, Readonly<FormAnswers> | undefined>>,
): string {
  for (const form of forms) {
    const values = answers[String(form.applyFormId)];
    if (!values) continue;
    for (const field of form.formMetaData.fields) {
      const value = values[field.name];
      if (field.widget === 'email' && typeof value === 'string' && value.trim() !== '') {
        return value.trim();
      }
    }
  }
  return '';
}

import type { FormAnswers, StreamFormMetadata } from '@talentgate/domain';

/** The first e-mail the visitor gave in the flow's answers, to prefill the link request. */
export function knownEmail(
  forms: readonly StreamFormMetadata[],
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

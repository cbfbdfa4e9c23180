/**
 * Field errors by the field that shows them. A grid shows its own errors (row counts) and
 * those of its rows (`education.1.institution`, e.g. from the server), naming the row. The
 * parts of another field (a screening step's questions, `screeningAnswers.q12`) are its
 * widget's to show, each beside its part: the engine leaves them out of the field's error.
 */
import type { ColumnField, FieldError, UiField } from '@talentgate/domain';

export interface ShownError {
  error: FieldError;
  /** The field or column the message was written about. */
  about: UiField | ColumnField;
  /** 1-based row number for a grid row's error. */
  row: number | null;
}

export function errorsByField(
  fields: readonly UiField[],
  errors: readonly FieldError[],
): Map<string, ShownError> {
  const shown = new Map<string, ShownError>();
  for (const error of errors) {
    const [name = '', index, column] = error.field.split('.');
    const field = fields.find((candidate) => candidate.name === name);
    if (!field || shown.has(name)) continue;
    if (field.widget !== 'grid' && index !== undefined) continue;
    if (field.widget === 'grid' && index !== undefined && column !== undefined) {
      const about = field.columns.find((candidate) => candidate.name === column) ?? field;
      shown.set(name, { error, about, row: Number(index) + 1 });
    } else {
      shown.set(name, { error, about: field, row: null });
    }
  }
  return shown;
}

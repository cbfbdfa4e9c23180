/**
 * An onboarding answer as text for staff (decision 0047): choices by their labels in the
 * console's language, checkboxes as yes or no, a grid's rows one line each with its columns
 * named, and nothing typed as empty.
 */
import type { ChoiceOption } from '@talentgate/domain';

export interface AnswerWords {
  yes: string;
  no: string;
  empty: string;
}

/** What a form field (or a grid's column) tells about showing its answer. */
export interface Field {
  name: string;
  title: string;
  titleTranslations?: Record<string, string>;
  widget: string;
  options?: readonly ChoiceOption[];
  columns?: readonly Field[];
}

/** A text in the language when the form has it there, else as written. */
const translated = (text: string, translations: Record<string, string> | undefined, lang: string) =>
  translations?.[lang] ?? text;

export const fieldTitle = (field: Field, language: string): string =>
  translated(field.title, field.titleTranslations, language);

function choiceLabel(field: Field, value: string, language: string): string {
  const option = field.options?.find((candidate) => candidate.value === value);
  return option ? translated(option.label, option.labelTranslations, language) : value;
}

/** One line per grid row, other answers a single line; none when nothing was given. */
export function answerLines(
  field: Field,
  value: unknown,
  language: string,
  words: AnswerWords,
): string[] {
  if (field.widget === 'grid') {
    const rows = Array.isArray(value) ? value : [];
    return rows.map((row: unknown) =>
      (field.columns ?? [])
        .map((column) => {
          const cell: unknown =
            typeof row === 'object' && row !== null ? Reflect.get(row, column.name) : null;
          const [text = words.empty] = answerLines(column, cell, language, words);
          return `${fieldTitle(column, language)}: ${text}`;
        })
        .join(' · '),
    );
  }
  if (value === null || value === undefined || value === '') return [];
  if (field.widget === 'checkbox' || field.widget === 'terms-optin') {
    return [value === 't' || value === true ? words.yes : words.no];
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => choiceLabel(field, String(item), language));
    return items.length === 0 ? [] : [items.join(', ')];
  }
  return [choiceLabel(field, String(value), language)];
}

/**
 * How a screening step keeps its answers in a form value (a list of strings, as every list
 * widget's): `q12:o34` for a chosen option, `q12@56` for an attachment, `q12=text` for a
 * typed answer. The final submit reads them back into the screening call's answers.
 */
// Types only: this module is in the browser's form validation, which must not pull in the
// contracts' schemas (and TypeBox) with a value import.
import type { ScreeningAnswerInput, ScreeningQuestionType } from '../contract/screening.js';
import { requiredError, type FieldError } from './field-errors.js';

const PATTERN = /^q([1-9]\d{0,9})(?::o([1-9]\d{0,9})|@([1-9]\d{0,9})|=([\s\S]*))$/;

export function encodeScreeningAnswers(answers: readonly ScreeningAnswerInput[]): string[] {
  return answers.flatMap((answer) => {
    const q = `q${answer.generalQuestionsId}`;
    if (answer.generalOptionIds) return answer.generalOptionIds.map((id) => `${q}:o${id}`);
    if (answer.attachmentId !== undefined) return [`${q}@${answer.attachmentId}`];
    return answer.answer === undefined ? [] : [`${q}=${answer.answer}`];
  });
}

/** The answers a screening value holds; null when an item is not one of the three forms. */
export function decodeScreeningAnswers(items: readonly unknown[]): ScreeningAnswerInput[] | null {
  const byQuestion = new Map<number, ScreeningAnswerInput>();
  for (const item of items) {
    const match = typeof item === 'string' ? PATTERN.exec(item) : null;
    if (!match) return null;
    const [, question, option, attachment, text] = match;
    const generalQuestionsId = Number(question);
    const known = byQuestion.get(generalQuestionsId) ?? { generalQuestionsId };
    if (option !== undefined) {
      known.generalOptionIds = [...(known.generalOptionIds ?? []), Number(option)];
    } else if (attachment !== undefined) {
      if (known.attachmentId !== undefined) return null;
      known.attachmentId = Number(attachment);
    } else {
      if (known.answer !== undefined) return null;
      known.answer = text ?? '';
    }
    byQuestion.set(generalQuestionsId, known);
  }
  return [...byQuestion.values()];
}

/** What the step's check knows of a question: the job's question as candidates see it. */
export interface ScreeningRequirement {
  generalQuestionsId: number;
  text: string;
  type: ScreeningQuestionType;
  required: boolean;
}

/**
 * Whether an answer says something for its question's type: options chosen for a choice
 * question, a file for an attachment question, non-blank text otherwise. The final submit's
 * scoring keeps nothing of an answer that says nothing, so the two agree on "answered".
 */
export function isScreeningAnswerGiven(
  type: ScreeningQuestionType,
  answer: ScreeningAnswerInput | undefined,
): boolean {
  if (!answer) return false;
  switch (type) {
    case 'attachment':
      return answer.attachmentId !== undefined;
    case 'text':
    case 'date':
    case 'number':
      return (answer.answer?.trim() ?? '') !== '';
    case 'VCheck':
    case 'HCheck':
    case 'single':
    case 'multiple':
      return (answer.generalOptionIds?.length ?? 0) > 0;
  }
}

/** The path of one question's answer inside the step's field: `screeningAnswers.q12`. */
export const screeningQuestionPath = (fieldPath: string, generalQuestionsId: number): string =>
  `${fieldPath}.q${generalQuestionsId}`;

/** The question a part path names (`screeningAnswers.q12` → 12); null for anything else. */
export function screeningQuestionOfPath(path: string): number | null {
  const match = /\.q([1-9]\d{0,9})$/.exec(path);
  return match ? Number(match[1]) : null;
}

/**
 * The screening step's errors for a value (its list of encoded answers): each required
 * question left open is '<question> is required.' at its own path, so the form lists it and
 * the step shows the message beside the question. A malformed value is left to the final
 * submit, which refuses it.
 */
export function screeningAnswerErrors(
  questions: readonly ScreeningRequirement[],
  value: unknown,
  fieldPath: string,
): FieldError[] {
  const answers = decodeScreeningAnswers(Array.isArray(value) ? value : []) ?? [];
  return questions
    .filter(
      (question) =>
        question.required &&
        !isScreeningAnswerGiven(
          question.type,
          answers.find((answer) => answer.generalQuestionsId === question.generalQuestionsId),
        ),
    )
    .map((question) =>
      requiredError(screeningQuestionPath(fieldPath, question.generalQuestionsId), question.text),
    );
}

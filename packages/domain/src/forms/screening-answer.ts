/**
 * How a screening step keeps its answers in a form value (a list of strings, as every list
 * widget's): `q12:o34` for a chosen option, `q12@56` for an attachment, `q12=text` for a
 * typed answer. The final submit reads them back into the screening call's answers.
 */
import type { ScreeningAnswerInput } from '../contract/screening.js';

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

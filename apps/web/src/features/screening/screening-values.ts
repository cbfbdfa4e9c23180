/**
 * One question's answer within the screening step's value (a list of encoded answers,
 * domain screening-answer.ts): read it, or replace it leaving the other questions' as
 * they are.
 */
import {
  decodeScreeningAnswers,
  encodeScreeningAnswers,
  type ScreeningAnswerInput,
} from '@talentgate/domain';

export function answersOf(items: readonly string[]): ScreeningAnswerInput[] {
  return decodeScreeningAnswers(items) ?? [];
}

export function answerTo(items: readonly string[], questionId: number) {
  return answersOf(items).find((answer) => answer.generalQuestionsId === questionId);
}

export function withAnswer(items: readonly string[], answer: ScreeningAnswerInput): string[] {
  const others = answersOf(items).filter(
    (known) => known.generalQuestionsId !== answer.generalQuestionsId,
  );
  const empty =
    (answer.generalOptionIds?.length ?? 0) === 0 &&
    (answer.answer ?? '') === '' &&
    answer.attachmentId === undefined;
  return encodeScreeningAnswers(empty ? others : [...others, answer]);
}

/**
 * What the apply engine's form needs of a screening step to check it like its other fields:
 * the job's questions (the same query the step draws them with), for the shared validation's
 * required questions (domain screening-answer.ts), and a question's title in the page language
 * for the "To continue, complete these fields" list. Small on purpose: it is on the apply
 * page's start-up code, the step's widget is not.
 */
import {
  screeningQuestionOfPath,
  type ScreeningQuestion,
  type StreamFormMetadata,
} from '@talentgate/domain';
import { useQuery } from '@tanstack/react-query';
import { localized } from '../apply-engine/fields/localized';
import { screeningQuestionsQuery } from './screening-query';

/** The job's questions for a form with a screening step; undefined without one, or until they load. */
export function useScreeningQuestions(
  form: StreamFormMetadata,
  client: string,
  requisitionId: number | null | undefined,
): readonly ScreeningQuestion[] | undefined {
  const asks = form.formMetaData.fields.some((field) => field.widget === 'screening');
  const job = requisitionId ?? null;
  const questions = useQuery({
    ...screeningQuestionsQuery(client, job ?? 0),
    enabled: asks && job !== null,
  });
  return asks && job !== null ? questions.data : undefined;
}

/** The title of the question an error path names, in the page language; null for another path. */
export function screeningQuestionTitle(
  questions: readonly ScreeningQuestion[] | undefined,
  path: string,
  language: string,
): string | null {
  const id = screeningQuestionOfPath(path);
  const question = questions?.find((one) => one.generalQuestionsId === id);
  return question ? localized(question.text, question.textTranslations, language) : null;
}

/**
 * Scoring of screening answers (spec 2 §3, §5 "required questions must be answered", §9):
 * each chosen option adds its score to the requisition's or the general screen value (by
 * where the question comes from); the candidate qualifies (450) unless an answer is a
 * knockout answer or the total is below the requisition's pass rule (500). Pure: the answers
 * are checked against the questions here, the attachments' owner by the caller.
 */
import {
  CHOICE_QUESTION_TYPES,
  isScreeningAnswerGiven,
  SCREENING_RESULTS,
  type ScreeningAnswerInput,
  type ScreeningQuestionType,
  type ScreeningResultCode,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import type { AnswerRow } from './screening-store.js';

export interface AskedOption {
  id: number;
  answer: string;
  answerTranslations: Record<string, string>;
  sortOrder: number;
  score: number;
  knockout: boolean;
}

export interface AskedQuestion {
  id: number;
  questionGroupId: number;
  text: string;
  textTranslations: Record<string, string>;
  type: ScreeningQuestionType;
  required: boolean;
  sortOrder: number;
  /** A requisition question counts toward reqScreenValue, a group's toward generalScreenValue. */
  source: 'requisition' | 'general';
  options: AskedOption[];
}

export interface RequisitionScreening {
  /** The pass rule: the lowest total screen value that qualifies. */
  minimumScore: number;
  questions: AskedQuestion[];
}

export interface ScoredScreening {
  rows: AnswerRow[];
  reqScreenValue: number;
  generalScreenValue: number;
  totalScreenValue: number;
  result: ScreeningResultCode;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const invalid = (question: number) =>
  appError('SCREENING_ANSWER_INVALID', { field: `generalQuestionsId:${question}` });

function isValidDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The rows one answer is kept as; empty when it says nothing. */
function answerRows(question: AskedQuestion, given: ScreeningAnswerInput): AnswerRow[] {
  const base = {
    generalQuestionId: question.id,
    generalOptionId: null,
    answer: null,
    attachmentId: null,
  };
  if (CHOICE_QUESTION_TYPES.includes(question.type)) {
    if (given.answer !== undefined || given.attachmentId !== undefined) throw invalid(question.id);
    const chosen = [...new Set(given.generalOptionIds ?? [])];
    if (question.type === 'single' && chosen.length > 1) throw invalid(question.id);
    const known = new Set(question.options.map((option) => option.id));
    if (chosen.some((id) => !known.has(id))) throw invalid(question.id);
    return chosen.map((generalOptionId) => ({ ...base, generalOptionId }));
  }
  if (given.generalOptionIds !== undefined && given.generalOptionIds.length > 0)
    throw invalid(question.id);
  if (question.type === 'attachment') {
    if (given.answer !== undefined) throw invalid(question.id);
    return given.attachmentId === undefined ? [] : [{ ...base, attachmentId: given.attachmentId }];
  }
  if (given.attachmentId !== undefined) throw invalid(question.id);
  const text = given.answer?.trim() ?? '';
  if (text === '') return [];
  if (question.type === 'date' && !isValidDate(text)) throw invalid(question.id);
  if (question.type === 'number' && !Number.isFinite(Number(text))) throw invalid(question.id);
  return [{ ...base, answer: text }];
}

export function scoreScreening(
  screening: RequisitionScreening,
  answers: readonly ScreeningAnswerInput[],
): ScoredScreening {
  const byQuestion = new Map<number, ScreeningAnswerInput>();
  for (const answer of answers) {
    const known = screening.questions.some((question) => question.id === answer.generalQuestionsId);
    if (!known || byQuestion.has(answer.generalQuestionsId))
      throw invalid(answer.generalQuestionsId);
    byQuestion.set(answer.generalQuestionsId, answer);
  }
  const rows: AnswerRow[] = [];
  let reqScreenValue = 0;
  let generalScreenValue = 0;
  let knockedOut = false;
  for (const question of screening.questions) {
    const given = byQuestion.get(question.id);
    const kept = given ? answerRows(question, given) : [];
    // The browser's step checks the same rule (domain screening-answer.ts) before it submits.
    if (question.required && !isScreeningAnswerGiven(question.type, given)) {
      throw appError('SCREENING_ANSWER_REQUIRED', { field: `generalQuestionsId:${question.id}` });
    }
    for (const row of kept) {
      const option = question.options.find((candidate) => candidate.id === row.generalOptionId);
      if (!option) continue;
      if (option.knockout) knockedOut = true;
      if (question.source === 'requisition') reqScreenValue += option.score;
      else generalScreenValue += option.score;
    }
    rows.push(...kept);
  }
  const totalScreenValue = reqScreenValue + generalScreenValue;
  const qualified = !knockedOut && totalScreenValue >= screening.minimumScore;
  return {
    rows,
    reqScreenValue,
    generalScreenValue,
    totalScreenValue,
    result: qualified ? SCREENING_RESULTS.qualified : SCREENING_RESULTS.notQualified,
  };
}

/**
 * Screening (spec 2 §3 "Screening question/answer/result", §7 "Screening", §9 result codes):
 * the tenant's screening file (config as code) and the calls' shapes. General questions live
 * in question groups; a requisition asks one group's general questions and its own list of
 * requisition questions (general questions picked by key, with their own active, required,
 * order and knockout answers), and passes candidates by its pass rule.
 */
import Type from 'typebox';
import { LABEL_LANGUAGE_PATTERN } from '../lists.js';
import { ClientKey, IdParam } from './common.js';

/** Server result codes (spec 2 §9). */
export const SCREENING_RESULTS = { qualified: 450, notQualified: 500 } as const;
export type ScreeningResultCode = (typeof SCREENING_RESULTS)[keyof typeof SCREENING_RESULTS];

/**
 * Question types: VCheck and HCheck are yes/no checkboxes (laid out vertically or
 * horizontally: the option list one under the other or side by side), single and multiple
 * choice pick options, text/date/number are typed, attachment names an uploaded file.
 */
export const SCREENING_QUESTION_TYPES = [
  'VCheck',
  'HCheck',
  'text',
  'single',
  'multiple',
  'date',
  'number',
  'attachment',
] as const;
export type ScreeningQuestionType = (typeof SCREENING_QUESTION_TYPES)[number];

/** Types whose answer is one or more of the question's options. */
export const CHOICE_QUESTION_TYPES: readonly ScreeningQuestionType[] = [
  'VCheck',
  'HCheck',
  'single',
  'multiple',
];

export const SCREENING_KEY_PATTERN = '^[a-z0-9][a-z0-9-]{0,59}$';
const Key = Type.String({ pattern: SCREENING_KEY_PATTERN });
const Text = Type.String({ minLength: 1, maxLength: 500 });
const Translations = Type.Record(Type.String({ pattern: LABEL_LANGUAGE_PATTERN }), Text, {
  additionalProperties: false,
});

export const ScreeningFileOption = Type.Object(
  {
    key: Key,
    answer: Text,
    answerTranslations: Type.Optional(Translations),
    active: Type.Optional(Type.Boolean({ default: true })),
    /** Added to the screen value when chosen. */
    score: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000, default: 0 })),
    /** Choosing it fails the screening wherever the question is asked. */
    knockout: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type ScreeningFileOption = Type.Static<typeof ScreeningFileOption>;

export const ScreeningFileQuestion = Type.Object(
  {
    key: Key,
    text: Text,
    textTranslations: Type.Optional(Translations),
    type: Type.Enum(SCREENING_QUESTION_TYPES),
    active: Type.Optional(Type.Boolean({ default: true })),
    required: Type.Optional(Type.Boolean({ default: false })),
    options: Type.Optional(Type.Array(ScreeningFileOption, { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type ScreeningFileQuestion = Type.Static<typeof ScreeningFileQuestion>;

export const ScreeningFileGroup = Type.Object(
  {
    key: Key,
    name: Text,
    active: Type.Optional(Type.Boolean({ default: true })),
    questions: Type.Array(ScreeningFileQuestion, { maxItems: 100 }),
  },
  { additionalProperties: false },
);
export type ScreeningFileGroup = Type.Static<typeof ScreeningFileGroup>;

export const ScreeningFileRequisitionQuestion = Type.Object(
  {
    /** A general question's key. */
    question: Key,
    active: Type.Optional(Type.Boolean({ default: true })),
    required: Type.Optional(Type.Boolean({ default: false })),
    /** Option keys that fail the screening for this requisition (besides the options' own). */
    knockout: Type.Optional(Type.Array(Key, { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type ScreeningFileRequisitionQuestion = Type.Static<typeof ScreeningFileRequisitionQuestion>;

export const ScreeningFileRequisition = Type.Object(
  {
    /** The requisition's external key (its ATS or seed key). */
    requisition: Type.String({ minLength: 1, maxLength: 100 }),
    /** The question group whose active general questions are asked too. */
    questionGroup: Type.Optional(Key),
    questions: Type.Array(ScreeningFileRequisitionQuestion, { maxItems: 100 }),
    /** Pass rule: no knockout answer and a total screen value of at least this. */
    passRule: Type.Optional(
      Type.Object(
        { minimumScore: Type.Integer({ minimum: -100000, maximum: 100000 }) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ScreeningFileRequisition = Type.Static<typeof ScreeningFileRequisition>;

export const ScreeningFile = Type.Object(
  {
    version: Type.Literal(1),
    questionGroups: Type.Array(ScreeningFileGroup),
    requisitions: Type.Array(ScreeningFileRequisition),
  },
  {
    additionalProperties: false,
    $id: 'https://talentgate.dev/schemas/screening.schema.json',
    title: 'Talentgate tenant screening',
    description:
      'Screening question groups, general questions and requisition questions of one tenant (spec 2 §3). Import with `npm run screening -w @talentgate/api -- import <client> <file>`.',
  },
);
export type ScreeningFile = Type.Static<typeof ScreeningFile>;

// --- Calls ------------------------------------------------------------------------------

export const ScreeningRequisitionParams = Type.Object({
  client: ClientKey,
  requisitionId: IdParam,
});
export type ScreeningRequisitionParams = Type.Static<typeof ScreeningRequisitionParams>;

export const ScreeningOption = Type.Object({
  generalOptionId: Type.Integer(),
  answer: Type.String(),
  answerTranslations: Type.Record(Type.String(), Type.String()),
  sortOrder: Type.Integer(),
  active: Type.Boolean(),
});
export type ScreeningOption = Type.Static<typeof ScreeningOption>;

/** A question as the candidate sees it: never its scores or knockout answers. */
export const ScreeningQuestion = Type.Object({
  generalQuestionsId: Type.Integer(),
  questionGroupId: Type.Integer(),
  text: Type.String(),
  textTranslations: Type.Record(Type.String(), Type.String()),
  type: Type.Enum(SCREENING_QUESTION_TYPES),
  active: Type.Boolean(),
  required: Type.Boolean(),
  sortOrder: Type.Integer(),
  options: Type.Array(ScreeningOption),
});
export type ScreeningQuestion = Type.Static<typeof ScreeningQuestion>;

/** The requisition's active questions in the order asked; empty when it has no screening. */
export const ScreeningQuestions = Type.Array(ScreeningQuestion);
export type ScreeningQuestions = Type.Static<typeof ScreeningQuestions>;

export const ScreeningAnswerInput = Type.Object(
  {
    generalQuestionsId: Type.Integer({ minimum: 1 }),
    /** Chosen options (choice types). */
    generalOptionIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 })),
    /** Typed answer (text, date YYYY-MM-DD, number). */
    answer: Type.Optional(Type.String({ maxLength: 2000 })),
    /** An uploaded attachment of the candidate (attachment type). */
    attachmentId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type ScreeningAnswerInput = Type.Static<typeof ScreeningAnswerInput>;

export const ScreeningAnswersInput = Type.Array(ScreeningAnswerInput, { maxItems: 200 });
export type ScreeningAnswersInput = Type.Static<typeof ScreeningAnswersInput>;

export const ScreeningApplicationQuery = Type.Object(
  { applicationId: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type ScreeningApplicationQuery = Type.Static<typeof ScreeningApplicationQuery>;

export const ScreeningResultQuery = Type.Object(
  { candidateId: Type.Integer({ minimum: 1 }), applicationId: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type ScreeningResultQuery = Type.Static<typeof ScreeningResultQuery>;

/** Screening result (spec 2 §3): 450 qualified, 500 not qualified, null no result. */
export const ScreeningResult = Type.Object({
  applicationId: Type.Integer(),
  hasQualified: Type.Union([Type.Boolean(), Type.Null()]),
  result: Type.Union([Type.Literal(450), Type.Literal(500), Type.Null()]),
  reqScreenValue: Type.Integer(),
  generalScreenValue: Type.Integer(),
  totalScreenValue: Type.Integer(),
  /** The requisition's screenInMessage or screenOutMessage for this result; null without. */
  message: Type.Union([Type.String(), Type.Null()]),
});
export type ScreeningResult = Type.Static<typeof ScreeningResult>;

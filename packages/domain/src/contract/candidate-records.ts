/**
 * Candidate records of spec 2 §3: education, work history, certification, convicted
 * offence, relative, professional reference. Each kind has its id field, its fields, and
 * the same five calls (add, update, delete by id, list by candidate, delete all by candidate).
 */
import Type from 'typebox';

const Flag = Type.Union([Type.Literal('t'), Type.Literal('f')]);
/** yyyy-mm-dd; '' is "not given" and is removed before saving. */
const RecordDate = Type.String({ pattern: '^$|^\\d{4}-\\d{2}-\\d{2}$' });
const Optional = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const Required = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** Education level and institution keep 80 characters, job title and company 50 (spec 2 §5, §9). */
export const EDUCATION_FIELD_MAX_LENGTH = 80;
export const EMPLOYMENT_FIELD_MAX_LENGTH = 50;

export const EducationFields = {
  levelAttained: Required(EDUCATION_FIELD_MAX_LENGTH),
  institution: Optional(EDUCATION_FIELD_MAX_LENGTH),
  city: Optional(100),
  state: Optional(100),
  endDate: Type.Optional(RecordDate),
  /** 't' (default) or 'f'. */
  completed: Type.Optional(Flag),
  subject: Optional(100),
};

export const WorkHistoryFields = {
  company: Required(EMPLOYMENT_FIELD_MAX_LENGTH),
  title: Optional(EMPLOYMENT_FIELD_MAX_LENGTH),
  description: Optional(4000),
  startDate: Type.Optional(RecordDate),
  /** After startDate. */
  endDate: Type.Optional(RecordDate),
  /** 't' for the current job, else 'f' (default). */
  current: Type.Optional(Flag),
  city: Optional(100),
  state: Optional(100),
};

const NameFields = { name: Required(200) };
export const ConvictedOffenceFields = { nature: Required(500) };

const CandidateId = { candidateId: Type.Integer() };

/** The three schemas of one kind: add (no id), update (with id) and the record answered. */
function schemasOf<Id extends Type.TProperties, Fields extends Type.TProperties>(
  id: Id,
  fields: Fields,
) {
  return {
    add: Type.Object({ ...CandidateId, ...fields }, { additionalProperties: false }),
    update: Type.Object({ ...id, ...CandidateId, ...fields }, { additionalProperties: false }),
    record: Type.Object({ ...id, ...CandidateId, ...fields }),
  };
}

export const EducationSchemas = schemasOf({ educationId: Type.Integer() }, EducationFields);
export type EducationInput = Type.Static<typeof EducationSchemas.add>;
export type Education = Type.Static<typeof EducationSchemas.record>;

export const WorkHistorySchemas = schemasOf({ workHistoryId: Type.Integer() }, WorkHistoryFields);
export type WorkHistoryInput = Type.Static<typeof WorkHistorySchemas.add>;
export type WorkHistory = Type.Static<typeof WorkHistorySchemas.record>;

export const CertificationSchemas = schemasOf({ certificationId: Type.Integer() }, NameFields);
export type Certification = Type.Static<typeof CertificationSchemas.record>;

export const ConvictedOffenceSchemas = schemasOf(
  { convictedPseId: Type.Integer() },
  ConvictedOffenceFields,
);
export type ConvictedOffence = Type.Static<typeof ConvictedOffenceSchemas.record>;

export const RelativeSchemas = schemasOf({ relativeId: Type.Integer() }, NameFields);
export type Relative = Type.Static<typeof RelativeSchemas.record>;

export const ProfessionalReferenceSchemas = schemasOf(
  { profReferenceId: Type.Integer() },
  NameFields,
);
export type ProfessionalReference = Type.Static<typeof ProfessionalReferenceSchemas.record>;

type RecordFields = Readonly<Record<string, string>>;

/** A work history ends after it starts (spec 2 §5: the end date's minimum is the next day). */
export function workHistoryDatesInvalid(fields: RecordFields): string | null {
  const { startDate, endDate } = fields;
  return startDate && endDate && endDate <= startDate ? 'endDate' : null;
}

/** One record kind as the calls see it; `kind` is its segment in `/rest/private/candidate/{client}/…`. */
export interface CandidateRecordKind {
  kind: string;
  idField: string;
  add: Type.TSchema;
  update: Type.TSchema;
  record: Type.TSchema;
  /** Values a field takes when not given. */
  defaults: RecordFields;
  /** Fields holding yyyy-mm-dd dates that must exist on the calendar. */
  dateFields: readonly string[];
  /** The date field at fault when the dates break a rule across fields, else null. */
  invalidDateField?: (fields: RecordFields) => string | null;
}

export const CANDIDATE_RECORD_KINDS: readonly CandidateRecordKind[] = [
  {
    kind: 'education',
    idField: 'educationId',
    ...EducationSchemas,
    defaults: { completed: 't' },
    dateFields: ['endDate'],
  },
  {
    kind: 'work-history',
    idField: 'workHistoryId',
    ...WorkHistorySchemas,
    defaults: { current: 'f' },
    dateFields: ['startDate', 'endDate'],
    invalidDateField: workHistoryDatesInvalid,
  },
  {
    kind: 'certification',
    idField: 'certificationId',
    ...CertificationSchemas,
    defaults: {},
    dateFields: [],
  },
  {
    kind: 'convicted-offence',
    idField: 'convictedPseId',
    ...ConvictedOffenceSchemas,
    defaults: {},
    dateFields: [],
  },
  { kind: 'relative', idField: 'relativeId', ...RelativeSchemas, defaults: {}, dateFields: [] },
  {
    kind: 'professional-reference',
    idField: 'profReferenceId',
    ...ProfessionalReferenceSchemas,
    defaults: {},
    dateFields: [],
  },
];

/** Answer of delete-all by candidate. */
export const DeletedCount = Type.Object({ deleted: Type.Integer() });
export type DeletedCount = Type.Static<typeof DeletedCount>;

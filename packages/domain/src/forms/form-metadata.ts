/**
 * The metadata of one form in a stream (spec 2 §3 "Apply stream and forms"): what the
 * applyFormConfig JSON of a form config holds, and what the web renderer draws from.
 * - `schemaMetaData`: the data (JSON Schema, see form-schema.ts);
 * - `formMetaData`: the UI definition (field order, widgets, titles, rules, grid limits);
 * - `formDefinition`: the form's flags (table, resume and attachment requirements…);
 * - `tableMap`: which fields go to which table when the candidate flow saves the form;
 * - `formStyle`: the view style (none 0, accordion 1, slide 2, modal 3, dashboard 5).
 */
import Type from 'typebox';
import { ListName } from '../contract/lists.js';
import { FieldName, FormSchema } from './form-schema.js';
import {
  DATE_DISPLAY_FORMATS,
  DATE_LIMIT_WORDS,
  SUBSCRIPTION_CHANNELS,
  SUBSCRIPTION_TYPES,
  VIEW_STYLES,
} from './vocabulary.js';

const Text = (maxLength: number) => Type.String({ maxLength });

/** Translations of a text by language code, e.g. `{ es: 'Nombre', fr: 'Prénom' }`. */
export const Translations = Type.Record(Type.String({ pattern: '^[a-z]{2}$' }), Text(1000), {
  additionalProperties: false,
});
export type Translations = Type.Static<typeof Translations>;

const fieldBase = {
  name: FieldName,
  /** The name messages use: '<title> is required.' */
  title: Type.String({ minLength: 1, maxLength: 200 }),
  titleTranslations: Type.Optional(Translations),
  placeholder: Type.Optional(Text(200)),
  help: Type.Optional(Text(1000)),
  helpTranslations: Type.Optional(Translations),
  readOnly: Type.Optional(Type.Boolean()),
  /** Grid column width out of 12 (spec 2 §9 column widths); the renderer picks one if unset. */
  width: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
};

const field = <const W extends string[], P extends Type.TProperties>(
  widgets: readonly [...W],
  extra: P,
) =>
  Type.Object(
    { ...fieldBase, widget: Type.Enum(widgets), ...extra },
    { additionalProperties: false },
  );

export const PlainField = field(['text', 'textarea', 'password', 'hidden', 'checkbox'], {});

export const EmailField = field(['email'], {
  /** Check on blur whether an account exists and offer to log in (spec 2 §5). */
  existenceCheck: Type.Optional(Type.Boolean()),
});

export const PhoneField = field(['phone'], {});

/** 'today', 'yesterday', 'tomorrow' or a yyyy-mm-dd date. */
export const DateLimit = Type.Union([
  Type.Enum(DATE_LIMIT_WORDS),
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
]);
export type DateLimit = Type.Static<typeof DateLimit>;

export const DateField = field(['date'], {
  min: Type.Optional(DateLimit),
  max: Type.Optional(DateLimit),
  /** Years around this year the picker offers and the server accepts, e.g. -100..0 for dob. */
  yearRange: Type.Optional(
    Type.Object(
      {
        from: Type.Integer({ minimum: -200, maximum: 200 }),
        to: Type.Integer({ minimum: -200, maximum: 200 }),
      },
      { additionalProperties: false },
    ),
  ),
  displayFormat: Type.Optional(Type.Enum(DATE_DISPLAY_FORMATS)),
  /** This date must fall after the named date field of the same form or row (end after start). */
  after: Type.Optional(FieldName),
  defaultToday: Type.Optional(Type.Boolean()),
});

export const ChoiceOption = Type.Object(
  { value: Text(200), label: Text(200), labelTranslations: Type.Optional(Translations) },
  { additionalProperties: false },
);
export type ChoiceOption = Type.Static<typeof ChoiceOption>;

/** Options come from a tenant list (`list`) or are written in the form (`options`). */
export const ChoiceField = field(['select', 'multiselect', 'checkbox-group'], {
  list: Type.Optional(ListName),
  options: Type.Optional(Type.Array(ChoiceOption, { minItems: 1 })),
});

export const TermsField = field(['terms-optin'], {
  /** The statement the visitor agrees to, and where the full terms are. */
  text: Type.Optional(Text(2000)),
  textTranslations: Type.Optional(Translations),
  linkUrl: Type.Optional(Text(500)),
});

export const SubscriptionOption = Type.Object(
  {
    communicationType: Type.Enum(SUBSCRIPTION_TYPES),
    channel: Type.Enum(SUBSCRIPTION_CHANNELS),
    label: Text(200),
    labelTranslations: Type.Optional(Translations),
  },
  { additionalProperties: false },
);

/** Value: the chosen communication types. */
export const SubscriptionField = field(['subscription-preferences'], {
  types: Type.Array(SubscriptionOption, { minItems: 1 }),
});

const Fill = Type.Optional(FieldName);

/** Postal code with lookup: fills the named fields, only those still empty (spec 2 §5). */
export const ZipField = field(['zip'], {
  fills: Type.Optional(
    Type.Object(
      { country: Fill, state: Fill, city: Fill, latitude: Fill, longitude: Fill },
      { additionalProperties: false },
    ),
  ),
});

/** Place search: a pick fills the named fields; editing the text away clears it (spec 2 §5). */
export const PlaceField = field(['place'], {
  fills: Type.Optional(
    Type.Object(
      {
        zip: Fill,
        city: Fill,
        state: Fill,
        stateIso: Fill,
        country: Fill,
        countryIso: Fill,
        latitude: Fill,
        longitude: Fill,
      },
      { additionalProperties: false },
    ),
  ),
});

/** A field of a form or a column of a grid. */
export const ColumnField = Type.Union([
  PlainField,
  EmailField,
  PhoneField,
  DateField,
  ChoiceField,
  TermsField,
  SubscriptionField,
  ZipField,
  PlaceField,
]);
export type ColumnField = Type.Static<typeof ColumnField>;

/** Repeating rows (education, work history, certification; spec 2 §5 "Grids"). */
export const GridField = field(['grid'], {
  columns: Type.Array(ColumnField, { minItems: 1 }),
  /** 0 = no limit. */
  minRowCount: Type.Optional(Type.Integer({ minimum: 0 })),
  maxRowCount: Type.Optional(Type.Integer({ minimum: 0 })),
  messageOnMinCount: Type.Optional(Text(500)),
  messageOnMaxCount: Type.Optional(Text(500)),
  /** Columns shown in the row list (dashboard view); all when unset. */
  summaryColumns: Type.Optional(Type.Array(FieldName)),
});
export type GridField = Type.Static<typeof GridField>;

/**
 * Upload of files (spec 2 §2 attachment lists): `attachmentType` names what is uploaded
 * (resume, document or a custom type; lower-cased); a required field needs at least one file.
 */
export const AttachmentField = field(['attachment'], {
  attachmentType: Type.Optional(Text(100)),
  /**
   * Resume fields only: the parsed resume fills the flow's empty fields and adds grid rows
   * (spec 2 §5 "Imports from social/resume"). `checkMandatoryFields`: a parsed row missing
   * one of its grid's required columns is left out rather than added for the visitor to finish.
   */
  autofill: Type.Optional(
    Type.Object(
      { checkMandatoryFields: Type.Optional(Type.Boolean()) },
      { additionalProperties: false },
    ),
  ),
});
export type AttachmentField = Type.Static<typeof AttachmentField>;

/**
 * The job's screening questions (spec 2 §2 "Screening questions step"): the questions come
 * from the requisition, not the form; the value lists the answers (screening-answer.ts) and
 * the final submit scores them.
 */
export const ScreeningField = field(['screening'], {});

export const UiField = Type.Union([
  ...ColumnField.anyOf,
  GridField,
  AttachmentField,
  ScreeningField,
]);
export type UiField = Type.Static<typeof UiField>;

/** When `trigger` takes one of `values` (split by '||'), the `clears` fields are emptied. */
export const ResetRule = Type.Object(
  {
    trigger: FieldName,
    values: Type.String({ minLength: 1, maxLength: 1000 }),
    clears: Type.Array(FieldName, { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type ResetRule = Type.Static<typeof ResetRule>;

/** When `field` takes one of `values`, the next form is hidden (under-18, convicted). */
export const SkipRule = Type.Object(
  { field: FieldName, values: Type.String({ minLength: 1, maxLength: 1000 }) },
  { additionalProperties: false },
);
export type SkipRule = Type.Static<typeof SkipRule>;

/** What the final submit does (spec 2 §2 "dynamic form action"). */
export const FormAction = Type.Union([
  Type.Object(
    { type: Type.Literal('redirect'), messageUrl: Text(500) },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('text'),
      message: Text(2000),
      messageTranslations: Type.Optional(Translations),
    },
    { additionalProperties: false },
  ),
]);
export type FormAction = Type.Static<typeof FormAction>;

export const FormMetaData = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    titleTranslations: Type.Optional(Translations),
    description: Type.Optional(Text(2000)),
    descriptionTranslations: Type.Optional(Translations),
    /** In display order; every field of the schema appears exactly once. */
    fields: Type.Array(UiField, { minItems: 1 }),
    resetRules: Type.Optional(Type.Array(ResetRule)),
    skipNextFormWhen: Type.Optional(SkipRule),
    /** The last form: ask for confirmation before the final submit (spec 2 §4). */
    confirmOnSubmit: Type.Optional(Type.Boolean()),
    /** The last form: what happens after the final submit. */
    action: Type.Optional(FormAction),
  },
  { additionalProperties: false },
);
export type FormMetaData = Type.Static<typeof FormMetaData>;

/** The form's flags as written; omitted ones take the defaults of FORM_DEFINITION_DEFAULTS. */
export const FormDefinitionInput = Type.Object(
  {
    table: Type.String({ pattern: '^[a-z][a-z0-9_]{0,63}$' }),
    isResumeRequired: Type.Optional(Type.Boolean()),
    isAttachmentRequired: Type.Optional(Type.Boolean()),
    doNotParseResumeSection: Type.Optional(Type.Boolean()),
    attachmentType: Type.Optional(Text(100)),
    /** Countries (ISO codes) where a one-time password confirms the phone (spec 2 §5). */
    otpCountryList: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }))),
    summaryFormConfiguration: Type.Optional(
      Type.Union([
        Type.Null(),
        Type.Object(
          { title: Type.Optional(Text(200)), fields: Type.Array(FieldName) },
          { additionalProperties: false },
        ),
      ]),
    ),
    showCopyright: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type FormDefinitionInput = Type.Static<typeof FormDefinitionInput>;

/** formDefinition as the API presents it: every flag present. */
export const FormDefinition = Type.Object(
  {
    table: Type.String(),
    isResumeRequired: Type.Boolean(),
    isAttachmentRequired: Type.Boolean(),
    doNotParseResumeSection: Type.Boolean(),
    attachmentType: Type.String(),
    otpCountryList: Type.Array(Type.String()),
    summaryFormConfiguration: FormDefinitionInput.properties.summaryFormConfiguration,
    showCopyright: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type FormDefinition = Type.Static<typeof FormDefinition>;

export const FORM_DEFINITION_DEFAULTS = {
  isResumeRequired: false,
  isAttachmentRequired: false,
  doNotParseResumeSection: false,
  attachmentType: '',
  otpCountryList: [],
  summaryFormConfiguration: null,
  showCopyright: false,
} as const satisfies Omit<FormDefinition, 'table'>;

export function completeFormDefinition(input: FormDefinitionInput): FormDefinition {
  return {
    ...FORM_DEFINITION_DEFAULTS,
    otpCountryList: [...FORM_DEFINITION_DEFAULTS.otpCountryList],
    ...input,
  };
}

/** Which of the form's fields are saved to which table. */
export const TableMapEntry = Type.Object(
  { name: Type.String({ pattern: '^[a-z][a-z0-9_]{0,63}$' }), fields: Type.Array(FieldName) },
  { additionalProperties: false },
);
export const TableMap = Type.Array(TableMapEntry);
export type TableMap = Type.Static<typeof TableMap>;

export const FormStyle = Type.Enum([
  VIEW_STYLES.none,
  VIEW_STYLES.accordion,
  VIEW_STYLES.slide,
  VIEW_STYLES.modal,
  VIEW_STYLES.dashboard,
]);

/** The applyFormConfig JSON of a form config: one form's metadata within one stream. */
export const ApplyFormConfig = Type.Object(
  {
    formMetaData: FormMetaData,
    schemaMetaData: FormSchema,
    formDefinition: FormDefinitionInput,
    tableMap: TableMap,
    formStyle: FormStyle,
  },
  { additionalProperties: false },
);
export type ApplyFormConfig = Type.Static<typeof ApplyFormConfig>;

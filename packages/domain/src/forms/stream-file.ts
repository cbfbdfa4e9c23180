/**
 * The stream file: one apply stream of a tenant as code (YAML or JSON), imported and exported
 * by the API's `streams` command. Its steps become stream configs (in order), each step's
 * container template a container, each form a form (shared by key across the tenant's
 * streams) with a container config (in order) and a form config holding the form's metadata.
 * docs/apply-streams.md describes it; docs/apply-stream.schema.json is this schema as a file.
 */
import Type from 'typebox';
import { ApplyFormConfig } from './form-metadata.js';
import { WORKFLOW_TYPES } from './vocabulary.js';

/** Stable keys: the stream's and forms' identity across imports (ids are the database's). */
export const ConfigKey = Type.String({ pattern: '^[a-z][a-z0-9-]{0,63}$' });
export const TemplateName = Type.String({ pattern: '^[a-z][a-z0-9-]{0,63}$' });

export const StreamFileForm = Type.Object(
  {
    key: ConfigKey,
    /** The form template the renderer draws it with: candidate, education, terms-optin… */
    templateName: TemplateName,
    ...ApplyFormConfig.properties,
  },
  { additionalProperties: false },
);
export type StreamFileForm = Type.Static<typeof StreamFileForm>;

export const StreamFileStep = Type.Object(
  {
    /** The container template of this step: application, application-assessment, thank-you… */
    container: TemplateName,
    forms: Type.Optional(Type.Array(StreamFileForm)),
  },
  { additionalProperties: false },
);
export type StreamFileStep = Type.Static<typeof StreamFileStep>;

export const StreamFile = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    key: ConfigKey,
    name: Type.String({ minLength: 1, maxLength: 200 }),
    flowType: Type.Enum(WORKFLOW_TYPES),
    /** Onboarding streams only: the days a hire has for the forms (14 when not given). */
    onboardingDueDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
    steps: Type.Array(StreamFileStep, { minItems: 1 }),
  },
  { additionalProperties: false, title: 'Talentgate apply stream' },
);
export type StreamFile = Type.Static<typeof StreamFile>;

/**
 * Apply flow structure (spec 2 §3 "Apply stream and forms", §7 "Apply flow structure"):
 * the public calls that read a tenant's streams, and the whole-stream metadata the renderer
 * draws a flow from in one round trip.
 */
import Type from 'typebox';
import { FormDefinition, FormMetaData, FormStyle, TableMap } from '../forms/form-metadata.js';
import { FormSchema } from '../forms/form-schema.js';
import { ConfigKey } from '../forms/stream-file.js';
import { ApplyFormConfig } from '../forms/form-metadata.js';
import { WORKFLOW_TYPES } from '../forms/vocabulary.js';
import { ClientKey, IdParam } from './common.js';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ApplyStreamParams = Type.Object({ client: ClientKey, applyStreamId: IdParam });
export type ApplyStreamParams = Type.Static<typeof ApplyStreamParams>;

export const ApplyStreamKeyParams = Type.Object({ client: ClientKey, key: ConfigKey });
export type ApplyStreamKeyParams = Type.Static<typeof ApplyStreamKeyParams>;

export const ApplyStreamCfgParams = Type.Object({ client: ClientKey, applyStreamCfgId: IdParam });
export type ApplyStreamCfgParams = Type.Static<typeof ApplyStreamCfgParams>;

export const ApplyFormParams = Type.Object({ client: ClientKey, applyFormId: IdParam });
export type ApplyFormParams = Type.Static<typeof ApplyFormParams>;

/** Apply stream (spec 2 §3: applyStreamId, requisitionId) with its key, name and flow type. */
export const ApplyStream = Type.Object({
  applyStreamId: Type.Integer(),
  /** Spec 2 §3 names it; streams here are shared, requisitions point to them, so it is null. */
  requisitionId: Nullable(Type.Integer()),
  key: Type.String(),
  name: Type.String(),
  flowType: Type.Enum(WORKFLOW_TYPES),
});
export type ApplyStream = Type.Static<typeof ApplyStream>;

/** Stream config: one step of the stream, showing a container. */
export const ApplyStreamConfig = Type.Object({
  applyStreamCfgId: Type.Integer(),
  applyStreamId: Type.Integer(),
  applyContainerId: Type.Integer(),
  sortOrder: Type.Integer(),
});
export type ApplyStreamConfig = Type.Static<typeof ApplyStreamConfig>;

export const ApplyContainer = Type.Object({
  applyContainerId: Type.Integer(),
  templateName: Type.String(),
});
export type ApplyContainer = Type.Static<typeof ApplyContainer>;

/** Container config: one form of a step, in order. */
export const ApplyContainerConfig = Type.Object({
  applyContainerCfgId: Type.Integer(),
  applyStreamCfgId: Type.Integer(),
  applyFormId: Type.Integer(),
  sortOrder: Type.Integer(),
});
export type ApplyContainerConfig = Type.Static<typeof ApplyContainerConfig>;

export const ApplyForm = Type.Object({
  applyFormId: Type.Integer(),
  key: Type.String(),
  templateName: Type.String(),
});
export type ApplyForm = Type.Static<typeof ApplyForm>;

/** Form config: a form's metadata within one stream (the applyFormConfig JSON as stored). */
export const ApplyFormConfigRecord = Type.Object({
  applyFormConfigId: Type.Integer(),
  applyFormId: Type.Integer(),
  applyStreamId: Type.Integer(),
  applyFormConfig: ApplyFormConfig,
});
export type ApplyFormConfigRecord = Type.Static<typeof ApplyFormConfigRecord>;

export const FormConfigsQuery = Type.Object(
  { applyStreamId: Type.Optional(IdParam) },
  { additionalProperties: false },
);
export type FormConfigsQuery = Type.Static<typeof FormConfigsQuery>;

/** One form as the renderer needs it: the stored metadata with every flag filled in. */
export const StreamFormMetadata = Type.Object({
  applyFormId: Type.Integer(),
  applyFormConfigId: Type.Integer(),
  applyStreamCfgId: Type.Integer(),
  key: Type.String(),
  templateName: Type.String(),
  formMetaData: FormMetaData,
  schemaMetaData: FormSchema,
  formDefinition: FormDefinition,
  tableMap: TableMap,
  formStyle: FormStyle,
  /** First and last form of the whole stream (the last one runs the final submit). */
  isFirstForm: Type.Boolean(),
  isLastForm: Type.Boolean(),
  /** Fields that must be filled: the schema's required fields, termsAndPolicy always. */
  mandatoryFields: Type.Array(Type.String()),
});
export type StreamFormMetadata = Type.Static<typeof StreamFormMetadata>;

export const StreamStep = Type.Object({
  applyStreamCfgId: Type.Integer(),
  sortOrder: Type.Integer(),
  applyContainerId: Type.Integer(),
  templateName: Type.String(),
  /** The step's forms in order; their metadata is in `metaData`. */
  applyFormIds: Type.Array(Type.Integer()),
});
export type StreamStep = Type.Static<typeof StreamStep>;

/** The whole stream in one answer: steps in order and every form's metadata in order. */
export const ApplyStreamMetadata = Type.Object({
  ...ApplyStream.properties,
  steps: Type.Array(StreamStep),
  metaData: Type.Array(StreamFormMetadata),
});
export type ApplyStreamMetadata = Type.Static<typeof ApplyStreamMetadata>;

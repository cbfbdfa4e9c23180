import Type from 'typebox';
import { APPLICATION_METHODS } from '../flows/contact-method.js';
import { FlagParam } from './candidate-flow.js';
import { ClientKey, IdParam } from './common.js';

/** Query of the combined add-application call (spec 2 §7). */
export const AddApplicationQuery = Type.Object(
  {
    easyApplyFlag: Type.Optional(FlagParam),
    /** Hand the application to an enterprise service bus; none is connected here. */
    callEsb: Type.Optional(FlagParam),
    /** The enhanced step flow: the application starts with the tenant's configured status. */
    enhancedAddApplicationStepFlow: Type.Optional(FlagParam),
    statusId: Type.Optional(Type.Integer({ minimum: 1 })),
    dispositionId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type AddApplicationQuery = Type.Static<typeof AddApplicationQuery>;

export const ApplicationInput = Type.Object(
  {
    candidateId: Type.Integer(),
    requisitionId: Type.Integer({ minimum: 1 }),
    sfxApplicationSource: Type.Optional(Type.String({ maxLength: 100 })),
    submissionSource: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type ApplicationInput = Type.Static<typeof ApplicationInput>;

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An application (spec 2 §3). */
export const Application = Type.Object({
  applicationId: Type.Integer(),
  candidateId: Type.Integer(),
  requisitionId: Type.Integer(),
  status: Type.String(),
  statusId: Nullable(Type.Integer()),
  dispositionId: Nullable(Type.Integer()),
  sfxApplicationMethod: Type.Union([
    Type.Literal(APPLICATION_METHODS.full),
    Type.Literal(APPLICATION_METHODS.easyApply),
  ]),
  sfxApplicationSource: Nullable(Type.String()),
  submissionSource: Nullable(Type.String()),
  reqScreenValue: Type.Integer(),
  generalScreenValue: Type.Integer(),
  interviewScreenValue: Type.Integer(),
  totalScreenValue: Type.Integer(),
  applyDate: Type.Integer({ description: 'epoch milliseconds' }),
  applicationType: Type.Union([Type.Literal('I'), Type.Literal('E')]),
});
export type Application = Type.Static<typeof Application>;

export const ApplicationIdParams = Type.Object({ client: ClientKey, applicationId: IdParam });
export type ApplicationIdParams = Type.Static<typeof ApplicationIdParams>;

/** Whether the acting candidate has applied to a requisition (spec 2 §7). */
export const ApplicationExists = Type.Object({
  reqStatus: Type.Union([Type.Literal('true'), Type.Literal('false')]),
  /** When reqStatus is 'true': the application's id and date ("You applied on …"). */
  applicationId: Type.Optional(Type.Integer()),
  applyDate: Type.Optional(Type.String({ format: 'date-time' })),
});
export type ApplicationExists = Type.Static<typeof ApplicationExists>;

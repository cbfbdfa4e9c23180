/**
 * Server-side enforcement of a stream's forms (ASVS 2.3.1): a form's submission is accepted
 * only when the form belongs to the stream, every earlier form of the stream has been
 * submitted (unless an earlier answer hides it), and the data passes the form's schema and
 * widget rules. The candidate flow and apply attempts both call this before keeping anything.
 */
import {
  formsMissingBefore,
  type AnswersByForm,
  type FormData,
  type ApplyFormConfig,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError, fieldErrors } from '../../errors/catalogue.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { findStream, type StreamFormRow, type StreamRow } from './find-stream.js';
import { formValidator } from './form-validators.js';
import { listNamesOf, loadListValues } from './list-values.js';
import { streamForms } from './stream-forms-cache.js';

export interface StepSubmission {
  applyStreamId: number;
  applyFormId: number;
  /** The form's values as the visitor sent them. */
  data: unknown;
  /** Forms of the stream already submitted in this application attempt. */
  completedFormIds: Iterable<number>;
  /** Their answers by form id: an earlier answer can hide a later form (skipNextFormWhen). */
  answers?: AnswersByForm;
  /** The stream row when the caller has it already (saves a query). */
  stream?: StreamRow;
}

export interface AcceptedStep {
  /** The data as prepared (trimmed, defaults filled, reset rules applied): what to keep. */
  data: FormData;
  form: StreamFormRow;
  config: ApplyFormConfig;
  /** The stream's forms in order. */
  forms: StreamFormRow[];
}

/** Day of slack on date limits: the visitor's "today" depends on their time zone. */
const DATE_SLACK_DAYS = 1;

export async function validateStepSubmission(
  db: Database,
  tenant: Tenant,
  submission: StepSubmission,
): Promise<AcceptedStep> {
  const stream =
    submission.stream?.id === submission.applyStreamId && submission.stream.tenantId === tenant.id
      ? submission.stream
      : await findStream(db, tenant, submission.applyStreamId);
  const forms = await streamForms(db, tenant, stream);
  const form = forms.find((candidate) => candidate.applyFormId === submission.applyFormId);
  if (!form) throw appError('APPLY_FORM_NOT_FOUND');

  const ordered = forms.map((row) => ({
    applyFormId: row.applyFormId,
    skipNextFormWhen: row.config.formMetaData.skipNextFormWhen,
  }));
  const missing = formsMissingBefore(
    ordered,
    form.applyFormId,
    new Set(submission.completedFormIds),
    submission.answers ?? {},
  );
  if (missing.length > 0) throw appError('STEP_OUT_OF_ORDER');

  const validate = formValidator(form.applyFormConfigId, form.configUpdatedAt, form.config);
  const listValues = await loadListValues(db, tenant, listNamesOf(form.config));
  const result = validate(submission.data, { dateSlackDays: DATE_SLACK_DAYS, listValues });
  if (result.errors.length > 0) throw fieldErrors(result.errors);
  return { data: result.data, form, config: form.config, forms };
}

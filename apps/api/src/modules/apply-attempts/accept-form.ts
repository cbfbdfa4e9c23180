/**
 * One form's submission to an attempt, checked (validateStepSubmission: the form's rules and
 * the order of the stream's forms) and folded into the attempt's saved state. Writing it is
 * the caller's: a form save, the start of an attempt with its first form, or the final submit
 * with its last.
 */
import type { ApplyFormConfig, FormData } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import type { StreamRow } from '../apply-streams/find-stream.js';
import {
  validateStepSubmission,
  type AcceptedStep,
} from '../apply-streams/validate-step-submission.js';
import type { Tenant } from '../tenants/find-tenant.js';
import type { AttemptRow } from '../../stores/attempt-store.js';

/** Password fields are checked but never kept in saved answers. */
function withoutPasswords(config: ApplyFormConfig, data: FormData): FormData {
  const passwords = new Set(
    config.formMetaData.fields
      .filter((field) => field.widget === 'password')
      .map((field) => field.name),
  );
  return Object.fromEntries(Object.entries(data).filter(([name]) => !passwords.has(name)));
}

export type SavedState = Pick<AttemptRow, 'completedFormIds' | 'answers'>;

/** A form's answers as they arrive: checked here, whatever their shape. */
export interface FormSubmission {
  applyFormId: number;
  data: unknown;
}

/** The submission checked against `attempt` as found, and the saved state with it. */
export async function acceptForm(
  db: Database,
  tenant: Tenant,
  attempt: SavedState & Pick<AttemptRow, 'applyStreamId'>,
  stream: StreamRow,
  { applyFormId, data }: FormSubmission,
): Promise<{ accepted: AcceptedStep; saved: SavedState }> {
  const accepted = await validateStepSubmission(db, tenant, {
    applyStreamId: attempt.applyStreamId,
    applyFormId,
    data,
    completedFormIds: attempt.completedFormIds,
    answers: attempt.answers,
    stream,
  });
  const completedFormIds = attempt.completedFormIds.includes(applyFormId)
    ? attempt.completedFormIds
    : [...attempt.completedFormIds, applyFormId];
  const answers = {
    ...attempt.answers,
    [String(applyFormId)]: withoutPasswords(accepted.config, accepted.data),
  };
  return { accepted, saved: { completedFormIds, answers } };
}

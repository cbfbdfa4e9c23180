/**
 * Start create-candidate workflow (spec 2 §4 "Candidate creation", §7): a new candidate is
 * saved with `locked` null (the flow is open until it ends), empty strings removed (arrays
 * kept), the username checked by the uname rules and lower-cased, the contact method of the
 * flow recorded (spec 2 §1), a 'summary'/'created' activity and the form record added.
 */
import {
  contactMethodFor,
  CREATED_ACTIVITY,
  CREATED_ACTIVITY_DATA,
  withoutEmptyStrings,
  type AreaOfInterestList,
  type CandidateCreate,
  type StartCandidateWorkflow,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { insertCandidate, type NewCandidate } from '../../stores/candidate-store.js';
import { AppError, appError } from '../../errors/catalogue.js';
import { replaceAreasOfInterest } from '../area-of-interest/areas-of-interest.js';
import { assertPasswordAllowed } from '../auth/password-policy.js';
import { hashPassword } from '../auth/passwords.js';
import { addActivity } from '../candidate-activity/add-activity.js';
import { findCandidateByUname, type CandidateRow } from '../candidates/find-candidate.js';
import { checkProfileFields, mergeCustomFields } from '../candidates/update-candidate.js';
import { findRequisition } from '../jobs/find-requisition.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { resolveApplyStream } from './resolve-apply-stream.js';
import { checkedUname } from './checked-uname.js';
import { addCandidateFormRecord } from './form-records.js';
import { flowSettingsOf } from './flow-settings.js';

/** Errors about the candidate name their field as the request does: `candidate.<field>`. */
async function inCandidateField<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.field) {
      throw new AppError(error.code, error.message, `candidate.${error.field}`);
    }
    throw error;
  }
}

/** An existing username: the tenant's duplicate check, else "e-mail exists, log in". */
function duplicateError(tenant: Tenant, field: string): AppError {
  const code = flowSettingsOf(tenant).duplicateUsernameCheck
    ? 'DUPLICATE_USERNAME'
    : 'EMAIL_EXISTS';
  return appError(code, { field });
}

export interface PreparedCandidate {
  values: Omit<NewCandidate, 'tenantId'> & { uname: string; email: string };
  areas: AreaOfInterestList;
}

/**
 * The candidate's values, checked (empty strings removed, dob and phone rules, uname rules,
 * the password policy); throws with the field at fault. The password is hashed here, so a
 * flow without a password field never pays for argon2.
 */
export async function prepareCandidate(
  db: Database,
  tenant: Tenant,
  input: CandidateCreate,
  today: Date,
): Promise<PreparedCandidate> {
  const {
    uname: typed,
    email,
    password,
    candidateCustomFieldsValueDTO,
    areaOfInterestList,
    ...profile
  } = checkProfileFields(withoutEmptyStrings(input), today);
  const uname = checkedUname(typed ?? '', 'uname');
  if (profile.atsRequisitionId !== undefined) {
    await findRequisition(db, tenant, profile.atsRequisitionId);
  }
  let passwordHash: string | null = null;
  if (password !== undefined) {
    assertPasswordAllowed(tenant, password, 'password');
    passwordHash = await hashPassword(password);
  }
  // The login name is the e-mail (spec 2 §3): links that prove or reset an account go there.
  if (email !== undefined && checkedUname(email, 'email') !== uname) {
    throw appError('VALIDATION_FAILED', {
      message: 'The e-mail must be the same as the User Name / Email.',
      field: 'email',
    });
  }
  return {
    values: {
      ...profile,
      uname,
      email: uname,
      passwordHash,
      customFields: mergeCustomFields({}, candidateCustomFieldsValueDTO),
    },
    areas: areaOfInterestList ?? [],
  };
}

/**
 * Saves a prepared new candidate in the caller's transaction: `locked` null (the flow is
 * open) unless the caller ends the flow in the same transaction, the flow's contact
 * method, the areas of interest and the 'summary'/'created' activity. `field` names the
 * username in errors.
 */
export async function insertFlowCandidate(
  tx: Database,
  tenant: Tenant,
  { values, areas }: PreparedCandidate,
  sfxContactMethod: string | null,
  field: string,
  locked: 't' | 'f' | null = null,
): Promise<CandidateRow> {
  const row = await insertCandidate(tx, {
    ...values,
    tenantId: tenant.id,
    locked,
    sfxContactMethod,
  });
  // The username exists, or a concurrent creation of it won the race.
  if (!row) throw duplicateError(tenant, field);
  if (areas.length > 0) {
    const areasField = field.replace(/uname$/, 'areaOfInterestList');
    await replaceAreasOfInterest(tx, tenant.id, row.id, areas, areasField);
  }
  await addActivity(tx, tenant.id, row.id, {
    ...CREATED_ACTIVITY,
    activityData: CREATED_ACTIVITY_DATA,
    createdDatetime: row.createdAt,
  });
  return row;
}

export async function createCandidateInFlow(
  db: Database,
  tenant: Tenant,
  start: StartCandidateWorkflow,
  today = new Date(),
): Promise<CandidateRow> {
  const prepared = await inCandidateField(() =>
    prepareCandidate(db, tenant, start.candidate, today),
  );
  if (await findCandidateByUname(db, tenant.id, prepared.values.uname)) {
    throw duplicateError(tenant, 'candidate.uname');
  }
  const applyStreamId = await resolveApplyStream(db, tenant, start.streamId);
  const sfxContactMethod = contactMethodFor({
    type: start.flowType,
    leadCapture: start.leadCapture ?? false,
    easyApplyFlag: start.easyApplyFlag ?? null,
  });

  return transaction(db, async (tx) => {
    const row = await insertFlowCandidate(
      tx,
      tenant,
      prepared,
      sfxContactMethod,
      'candidate.uname',
    );
    await addCandidateFormRecord(tx, tenant.id, row.id, {
      applyStreamId,
      hostUrl: start.hostUrl,
      wpLandingPageId: start.wpLandingPageId,
    });
    return row;
  });
}

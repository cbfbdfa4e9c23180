/**
 * Update candidate (spec 1 §3, §7): empty strings leave fields as they are, phone numbers
 * keep digits only, custom fields arrive in candidateCustomFieldsValueDTO and are merged
 * into the stored ones, an area-of-interest list replaces the stored one.
 */
import { and, eq } from 'drizzle-orm';
import {
  isIsoDate,
  phoneDigits,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  withoutEmptyStrings,
  type CandidateUpdate,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { candidates } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import { replaceAreasOfInterest } from '../area-of-interest/areas-of-interest.js';
import type { Tenant } from '../tenants/find-tenant.js';
import type { CandidateRow } from './find-candidate.js';
import { transaction } from '../../db/transaction.js';

const invalid = (field: string, message: string) =>
  appError('VALIDATION_FAILED', { field, message });

function checkDateOfBirth(dob: string, today: Date): void {
  const year = Number(dob.slice(0, 4));
  if (
    !isIsoDate(dob) ||
    dob > today.toISOString().slice(0, 10) ||
    year < today.getUTCFullYear() - 100
  ) {
    throw invalid('dob', 'Enter valid date.');
  }
}

/** The profile-field rules shared by creation and update: dob checked, phone digits kept. */
export function checkProfileFields<T extends { dob?: string; phone1?: string }>(
  fields: T,
  today: Date,
): T {
  if (fields.dob !== undefined) checkDateOfBirth(fields.dob, today);
  if (fields.phone1 === undefined) return fields;
  const digits = phoneDigits(fields.phone1);
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) {
    throw invalid('phone1', 'Phone is invalid.');
  }
  return { ...fields, phone1: digits };
}

/** Custom fields sent in candidateCustomFieldsValueDTO, merged over the stored ones. */
export function mergeCustomFields(
  stored: Record<string, string>,
  dto: CandidateUpdate['candidateCustomFieldsValueDTO'],
): Record<string, string> {
  const incoming = Object.entries(dto?.customFieldsNameValuePairs ?? {});
  return { ...stored, ...Object.fromEntries(incoming.filter(([, value]) => value !== '')) };
}

export async function updateCandidate(
  db: Database,
  tenant: Tenant,
  current: CandidateRow,
  update: CandidateUpdate,
  today = new Date(),
): Promise<CandidateRow> {
  const {
    candidateId: _candidateId,
    candidateCustomFieldsValueDTO,
    areaOfInterestList,
    ...fields
  } = checkProfileFields(withoutEmptyStrings(update), today);
  const customFields = mergeCustomFields(current.customFields, candidateCustomFieldsValueDTO);
  return transaction(db, async (tx) => {
    const [row] = await tx
      .update(candidates)
      .set({ ...fields, customFields, updatedAt: new Date() })
      .where(and(eq(candidates.tenantId, tenant.id), eq(candidates.id, current.id)))
      .returning();
    if (!row) throw appError('UNAUTHORIZED');
    if (areaOfInterestList) {
      await replaceAreasOfInterest(tx, tenant.id, row.id, areaOfInterestList, 'areaOfInterestList');
    }
    return row;
  });
}

import { criteriaFor, unmetCriteria, type PasswordCriterionId } from '@talentgate/domain';

export interface CriterionStatus {
  id: PasswordCriterionId;
  met: boolean;
}

/** Each of the tenant's password criteria (length always first), met or unmet by `password`. */
export function criteriaStatus(password: string, tenantCriteria: readonly string[]) {
  const ids = criteriaFor(tenantCriteria);
  const unmet = new Set(unmetCriteria(password, ids));
  return ids.map((id): CriterionStatus => ({ id, met: !unmet.has(id) }));
}

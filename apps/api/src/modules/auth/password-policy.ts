import {
  criteriaFor,
  PASSWORD_CRITERIA,
  PASSWORD_MESSAGES,
  unmetCriteria,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { passwordProblem } from './passwords.js';

/** Throws PASSWORD_TOO_WEAK unless the password meets the policy and the tenant's criteria. */
export function assertPasswordAllowed(
  tenant: Tenant,
  password: string,
  field = 'newPassword',
): void {
  const problem = passwordProblem(password);
  if (problem)
    throw appError('PASSWORD_TOO_WEAK', {
      message: PASSWORD_MESSAGES[problem],
      field,
    });
  const extra = tenant.settings['passwordCriteria'];
  const ids = criteriaFor(
    Array.isArray(extra) ? extra.filter((id): id is string => typeof id === 'string') : [],
  );
  const unmet = unmetCriteria(password, ids);
  if (unmet.length > 0) {
    const missing = unmet.map((id) => PASSWORD_CRITERIA[id].label.toLowerCase()).join(', ');
    throw appError('PASSWORD_TOO_WEAK', {
      message: `The new password needs: ${missing}.`,
      field,
    });
  }
}

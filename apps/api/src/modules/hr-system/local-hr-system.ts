/**
 * The built-in HR system for the demo and tenants without one: configurable rules instead of
 * employee records. The SSN must have a valid form and, unless switched off, an area, group
 * and serial that are issued (ssnProblem); the e-mail must be the candidate's account e-mail
 * (unless switched off) and, when the tenant lists domains, at one of them.
 */
import { ssnProblem } from '@talentgate/domain';
import type { HrIdentity, HrSystem, HrVerdict } from './hr-system.js';

export interface LocalHrRules {
  ssnNumberRules: boolean;
  emailMatchesAccount: boolean;
  emailDomains: readonly string[];
}

export const DEFAULT_LOCAL_HR_RULES: LocalHrRules = {
  ssnNumberRules: true,
  emailMatchesAccount: true,
  emailDomains: [],
};

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export function createLocalHrSystem(rules: LocalHrRules): HrSystem {
  return {
    validate(identity: HrIdentity): Promise<HrVerdict> {
      if (ssnProblem(identity.ssn, rules.ssnNumberRules) !== null)
        return Promise.resolve({ valid: false, reason: 'ssn' });
      const email = identity.email.trim().toLowerCase();
      const emailRefused =
        !email.includes('@') ||
        (rules.emailMatchesAccount && email !== identity.accountEmail.trim().toLowerCase()) ||
        (rules.emailDomains.length > 0 &&
          !rules.emailDomains.some((domain) => domain.toLowerCase() === domainOf(email)));
      return Promise.resolve(emailRefused ? { valid: false, reason: 'email' } : { valid: true });
    },
  };
}

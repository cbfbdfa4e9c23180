/**
 * Spec 2 §5 "SSN": with the HR-system integration, ssn and ssn_confirm must match and the SSN
 * plus e-mail are validated against the HR system; the signature must equal first plus last
 * name. The onboarding forms call these before saving; each refusal names its field.
 */
import { normalizeSsn, signatureMatches, ssnsMatch } from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import type { HrSystem } from './hr-system.js';

export interface IdentityInput {
  ssn: string;
  ssnConfirm: string;
  /** The e-mail the form gives; the account's when it gives none. */
  email?: string | undefined;
}

/** The SSN's nine digits once the HR system accepted it with the e-mail. */
export async function validateSsnAndEmail(
  hr: HrSystem,
  accountEmail: string,
  input: IdentityInput,
): Promise<string> {
  const ssn = normalizeSsn(input.ssn);
  if (ssn === null) throw appError('VALIDATION_FAILED', { field: 'ssn' });
  if (!ssnsMatch(input.ssn, input.ssnConfirm))
    throw appError('SSN_MISMATCH', { field: 'ssn_confirm' });
  const verdict = await hr.validate({
    ssn,
    email: (input.email ?? accountEmail).trim(),
    accountEmail,
  });
  if (!verdict.valid) throw appError('HR_VALIDATION_REFUSED', { field: verdict.reason });
  return ssn;
}

/** Spec 2 §8 "Signature mismatch": the signature must be the first plus the last name. */
export function checkSignature(signature: string, firstName: string, lastName: string): void {
  if (!signatureMatches(signature, firstName, lastName))
    throw appError('SIGNATURE_MISMATCH', { field: 'signature' });
}

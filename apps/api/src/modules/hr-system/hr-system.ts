/**
 * The HR system (spec 2 §5 and §7 "Validate SSN and e-mail"): whatever answers whether an SSN
 * and an e-mail belong together. A tenant chooses the built-in local rules or an HTTP service
 * in its settings (hr-settings.ts); both answer the same verdict.
 */
export interface HrIdentity {
  /** Nine digits (normalizeSsn). */
  ssn: string;
  /** The e-mail the form gives, trimmed. */
  email: string;
  /** The candidate's account e-mail, for the local rules' match. */
  accountEmail: string;
}

/** Which of the two the HR system refused, when it did. */
export type HrVerdict = { valid: true } | { valid: false; reason: 'ssn' | 'email' };

export interface HrSystem {
  /** The verdict, or HR_SYSTEM_UNAVAILABLE when the system cannot give one. */
  validate(identity: HrIdentity): Promise<HrVerdict>;
}

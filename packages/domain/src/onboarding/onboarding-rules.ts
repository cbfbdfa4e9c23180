/**
 * Onboarding (spec 2 §1, §3, §4, §5): the forms a hired candidate fills in after accepting an
 * offer, drawn by the apply engine from a tenant's onboarding stream and saved per
 * application, each form to its own table.
 */

/** A tenant's onboarding stream is its stream of this flow type (the first, if several). */
export const ONBOARDING_FLOW_TYPE = 'onboarding';

/**
 * The tables an onboarding form's `tableMap` may name (spec 2 §3 "Onboarding"): onboarding
 * data (agreement and signature), W-4 data, emergency contacts, dependent contacts, I-9 data
 * and its preparers. A grid field's rows are records of its table.
 */
export const ONBOARDING_TABLES = [
  'onboarding_data',
  'w4_data',
  'emergency_contact',
  'dependent_contact',
  'i9_data',
  'i9_preparers',
] as const;
export type OnboardingTable = (typeof ONBOARDING_TABLES)[number];

export function isOnboardingTable(value: string): value is OnboardingTable {
  return ONBOARDING_TABLES.some((table) => table === value);
}

/** The candidate's SSN and its confirmation (spec 2 §3): typed twice, kept once, masked. */
export const SSN_FIELD = 'ssn';
export const SSN_CONFIRM_FIELD = 'ssn_confirm';

/** The typed signature of the onboarding data form (spec 2 §5). */
export const SIGNATURE_FIELD = 'signature';

/**
 * Fields whose values are kept only by the sensitive-data module (encrypted) and shown
 * masked: the SSN (its confirmation is compared, never kept) and identity document numbers.
 */
export function isSensitiveField(name: string): boolean {
  return name === SSN_FIELD || name === SSN_CONFIRM_FIELD || /DocumentNumber$/u.test(name);
}

/**
 * A form sent back with the masked value it was shown leaves the kept value as it is.
 * Any other mask-like text (`****`) is a new value and goes through the form's rules.
 */
export function isMaskedValue(value: unknown): boolean {
  return typeof value === 'string' && /^\*[*\p{L}\p{N}-]*$/u.test(value);
}

/**
 * Spec 2 §5 "OTP only for configured countries": whether the candidate's country, kept as an
 * ISO code (`US`) or an English name (`United States`), is one of a form's `otpCountryList`.
 */
export function countryInList(country: string | null, isoCodes: readonly string[]): boolean {
  if (country === null || country.trim() === '') return false;
  const given = country.trim().toLowerCase();
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return isoCodes.some(
    (code) => code.toLowerCase() === given || names.of(code)?.toLowerCase() === given,
  );
}

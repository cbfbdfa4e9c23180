import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, phoneDigits } from '@talentgate/domain';

export interface ContactDraft {
  firstName: string;
  lastName: string;
  phone1: string;
}

export type ContactField = keyof ContactDraft;
export type ContactProblem = 'required' | 'invalid';

/**
 * What stops the contact form from saving: a name is required (the update call would keep
 * the old one for an empty text, so an empty box would look saved but not be); a phone, when
 * given, has 9 to 14 digits and only phone characters (spec 1 §5).
 */
export function contactProblems(
  draft: ContactDraft,
): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  if (draft.firstName.trim() === '') problems.firstName = 'required';
  if (draft.lastName.trim() === '') problems.lastName = 'required';
  const phone = draft.phone1.trim();
  if (phone !== '') {
    const digits = phoneDigits(phone).length;
    if (!/^[0-9 ()+.-]*$/.test(phone) || digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS)
      problems.phone1 = 'invalid';
  }
  return problems;
}

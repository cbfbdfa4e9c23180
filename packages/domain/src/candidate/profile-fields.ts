/**
 * The candidate's profile fields that a form sets by name (update candidate, spec 1 §3): the
 * apply flows' candidate answers, the dashboard form and the final submit read this one list.
 */
export const CANDIDATE_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'phone1',
  'city',
  'state',
  'country',
  'zip',
  'dob',
  'description',
  'veteran',
  'termsAndPolicy',
] as const;

export type CandidateTextField = (typeof CANDIDATE_TEXT_FIELDS)[number];

/** Profile fields that hold numbers (a place pick's coordinates, the language's id). */
export const CANDIDATE_NUMBER_FIELDS = ['latitude', 'longitude', 'languageCodeId'] as const;

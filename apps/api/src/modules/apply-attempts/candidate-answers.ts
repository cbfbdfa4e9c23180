/**
 * The candidate-table answers of an attempt as the candidate workflow takes them: known
 * profile fields by name, area-of-interest names as entries, and everything else (plus the
 * subscription flags) as custom fields (candidateCustomFieldsValueDTO, spec 2 §3). Passwords
 * are never kept in attempts, so a candidate made here has none: the activation e-mail lets
 * them set one.
 */
import {
  CANDIDATE_NUMBER_FIELDS,
  CANDIDATE_TEXT_FIELDS,
  type AreaOfInterestList,
  type CandidateCreate,
  type CandidateUpdate,
} from '@talentgate/domain';

/** Identity fields: set on creation only, never changed by an update. */
const IDENTITY_FIELDS = new Set(['uname', 'email', 'password']);
const KNOWN = new Set<string>([
  ...CANDIDATE_TEXT_FIELDS,
  ...CANDIDATE_NUMBER_FIELDS,
  'areaOfInterestList',
]);

type ProfileFields = Omit<CandidateUpdate, 'candidateId'>;

function areaEntries(value: unknown): AreaOfInterestList {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === 'string' && item !== '')
    .map((areaOfInterest) => ({ usersId: null, areaOfInterest }));
}

/** The profile fields of the answers (identity fields excluded). */
export function profileFromAnswers(
  answers: Record<string, unknown>,
  subscriptions: Record<string, string>,
): ProfileFields {
  const profile: ProfileFields = {};
  for (const name of CANDIDATE_TEXT_FIELDS) {
    const value = answers[name];
    if (typeof value === 'string') profile[name] = value;
  }
  for (const name of CANDIDATE_NUMBER_FIELDS) {
    const value = answers[name];
    if (typeof value === 'number') profile[name] = value;
  }
  if (answers['areaOfInterestList'] !== undefined) {
    profile.areaOfInterestList = areaEntries(answers['areaOfInterestList']);
  }
  const custom: Record<string, string> = { ...subscriptions };
  for (const [name, value] of Object.entries(answers)) {
    if (KNOWN.has(name) || IDENTITY_FIELDS.has(name)) continue;
    if (typeof value === 'string') custom[name] = value;
    else if (Array.isArray(value)) custom[name] = strings(value).join('||');
  }
  if (Object.keys(custom).length > 0) {
    profile.candidateCustomFieldsValueDTO = { customFieldsNameValuePairs: custom };
  }
  return profile;
}

const strings = (value: unknown[]) =>
  value.filter((item): item is string => typeof item === 'string');

/** A new candidate from the answers; uname falls back to an `email` answer. */
export function candidateFromAnswers(
  answers: Record<string, unknown>,
  subscriptions: Record<string, string>,
  pageUrl: string,
): CandidateCreate {
  const uname = answers['uname'] ?? answers['email'];
  const email = answers['email'];
  return {
    ...profileFromAnswers(answers, subscriptions),
    uname: typeof uname === 'string' ? uname : '',
    ...(typeof email === 'string' ? { email } : {}),
    pageUrl,
  };
}

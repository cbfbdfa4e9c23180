/**
 * Who the provider says the person is, in one shape for every provider (spec 1 §3 "Social
 * profile"): issuer and subject (the link's key), the e-mail and whether the provider
 * verified it, names, picture, and work and education history where the provider gives
 * them. Google, LinkedIn, Cognito and enterprise IdPs give OpenID Connect claims (Cognito
 * writes `email_verified` as the string "true"); Facebook gives its Graph API user.
 */
import type { SocialEducationHistory, SocialWorkHistory } from '@talentgate/domain';

export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  /** Only when the provider says so; an unverified address proves nothing (decision 0028). */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  photoUrl: string | null;
  workHistory: SocialWorkHistory[];
  educationHistory: SocialEducationHistory[];
  /** Enterprise providers: the apps the user may use (spec 1 §4). */
  entitlements: string[];
}

type Claims = Record<string, unknown>;

const text = (value: unknown, max = 200): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;
/** An object's own properties as claims; anything else has none. */
export function asClaims(value: unknown): Claims {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value));
}
const record = asClaims;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** `{ year, month }` (LinkedIn) as yyyy-MM, or a date string as given. */
function dateText(value: unknown): string | null {
  if (typeof value === 'string') return text(value, 20);
  const parts = record(value);
  const year = typeof parts['year'] === 'number' ? String(parts['year']) : null;
  if (!year) return null;
  const month = typeof parts['month'] === 'number' ? String(parts['month']).padStart(2, '0') : null;
  return month ? `${year}-${month}` : year;
}

/** LinkedIn's profile positions and educations (`{ values: [...] }` or a plain list). */
function linkedInHistory(claims: Claims) {
  const values = (value: unknown) => list(record(value)['values'] ?? value);
  const workHistory: SocialWorkHistory[] = values(claims['positions']).flatMap((item) => {
    const position = record(item);
    const company = text(record(position['company'])['name']);
    if (!company) return [];
    return [
      {
        company,
        title: text(position['title']),
        startDate: dateText(position['startDate']),
        endDate: dateText(position['endDate']),
        current: position['isCurrent'] === true,
      },
    ];
  });
  const educationHistory: SocialEducationHistory[] = values(claims['educations']).flatMap(
    (item) => {
      const education = record(item);
      const levelAttained = text(education['degree']);
      if (!levelAttained) return [];
      return [
        {
          institution: text(education['schoolName']),
          levelAttained,
          subject: text(education['fieldOfStudy']),
          endDate: dateText(education['endDate']),
        },
      ];
    },
  );
  return { workHistory, educationHistory };
}

/** Facebook's `work` and `education` fields of the Graph API user. */
function facebookHistory(user: Claims) {
  const name = (value: unknown) => text(record(value)['name']);
  const workHistory: SocialWorkHistory[] = list(user['work']).flatMap((item) => {
    const work = record(item);
    const company = name(work['employer']);
    if (!company) return [];
    const endDate = text(work['end_date'], 20);
    return [
      {
        company,
        title: name(work['position']),
        startDate: text(work['start_date'], 20),
        endDate,
        current: endDate === null,
      },
    ];
  });
  const educationHistory: SocialEducationHistory[] = list(user['education']).flatMap((item) => {
    const education = record(item);
    const levelAttained = name(education['degree']) ?? text(education['type']);
    if (!levelAttained) return [];
    return [
      {
        institution: name(education['school']),
        levelAttained,
        subject: name(list(education['concentration'])[0]),
        endDate: name(education['year']),
      },
    ];
  });
  return { workHistory, educationHistory };
}

export function oidcIdentity(issuer: string, claims: Claims, entitlementsClaim: string) {
  const verified = claims['email_verified'] === true || claims['email_verified'] === 'true';
  const entitlements = list(claims[entitlementsClaim]).filter(
    (item): item is string => typeof item === 'string',
  );
  return {
    issuer,
    subject: String(claims['sub']),
    email: text(claims['email'], 320)?.toLowerCase() ?? null,
    emailVerified: verified,
    firstName: text(claims['given_name'], 100),
    lastName: text(claims['family_name'], 100),
    photoUrl: text(claims['picture'], 1000),
    ...linkedInHistory(claims),
    entitlements,
  } satisfies ProviderIdentity;
}

/**
 * Facebook does not say whether the address is verified, so it counts as unverified: it can
 * open a new account, never claim an existing one without the owner's proof.
 */
export function facebookIdentity(issuer: string, user: Claims): ProviderIdentity | null {
  const id = text(user['id']);
  if (!id) return null;
  return {
    issuer,
    subject: id,
    email: text(user['email'], 320)?.toLowerCase() ?? null,
    emailVerified: false,
    firstName: text(user['first_name'], 100),
    lastName: text(user['last_name'], 100),
    photoUrl: text(record(record(user['picture'])['data'])['url'], 1000),
    ...facebookHistory(user),
    entitlements: [],
  };
}

/**
 * Social sign-in and single sign-on constants (spec 1 §3, §4, §8, §9; spec 2 §4, §9). Plain
 * values, so the browser can import them without the TypeBox contract.
 */

/** Social providers (spec 1 §9), plus Cognito (spec 1 §2) and the enterprise IdP (§4). */
export const IDENTITY_PROVIDER_KINDS = [
  'googleplus',
  'facebook',
  'linkedin',
  'cognito',
  'enterprise',
] as const;
export type IdentityProviderKind = (typeof IDENTITY_PROVIDER_KINDS)[number];

/** Kinds a candidate signs in with from the social widget; `enterprise` is single sign-on. */
export const SOCIAL_PROVIDER_KINDS: readonly IdentityProviderKind[] = [
  'googleplus',
  'facebook',
  'linkedin',
  'cognito',
];

/** The sign-in popup (spec 1 §9 "Cognito popup 600x700"). */
export const SOCIAL_POPUP_WIDTH = 600;
export const SOCIAL_POPUP_HEIGHT = 700;
/** Spec 1 §9 "popup-closed and code polling every 500 ms". */
export const SOCIAL_POPUP_POLL_MS = 500;
/** Spec 1 §9 "Social widget load delay 50 ms". */
export const SOCIAL_WIDGET_LOAD_DELAY_MS = 50;
/** Spec 1 §8: what is logged when the browser blocks the popup. */
export const POPUP_BLOCKED_MESSAGE = 'Popup blocked. Please allow popups for this site.';

/** Spec 1 §4 "Single sign-on": "The session check repeats every 5 minutes" (§9 300000 ms). */
export const SSO_SESSION_CHECK_MS = 300_000;
/** The entitlement the internal-app flow needs (spec 1 §4, §6). */
export const SSO_INTERNAL_APP_ENTITLEMENT = 'xcei';

/**
 * Where a social sign-in started (spec 1 §3 Social profile `redirectType`; spec 2 §4): it
 * decides the redirect afterwards and whether the social work and education history
 * overrides what the flow captured (applying does; talent community and sign-in do not).
 */
export const SOCIAL_SOURCES = ['sign-in', 'applying', 'talent-community', 'microsite'] as const;
export type SocialSource = (typeof SOCIAL_SOURCES)[number];

/** Spec 2 §4: "applying overrides; talent-community and sign-in do not". */
export function socialHistoryOverrides(source: SocialSource): boolean {
  return source === 'applying';
}

/** How long a started social sign-in waits for the provider's answer. */
export const SOCIAL_STATE_MINUTES = 10;
/** How long a pending merge waits for its proof (password or e-mailed link). */
export const SOCIAL_PENDING_MERGE_MINUTES = 30;

export function isSocialSource(value: unknown): value is SocialSource {
  return typeof value === 'string' && (SOCIAL_SOURCES as readonly string[]).includes(value);
}

/**
 * Social sign-in and single sign-on calls (spec 1 §3, §4, §7; spec 2 §4), and the tenant's
 * identity providers file (config as code, decision 0028).
 */
import Type from 'typebox';
import { IDENTITY_PROVIDER_KINDS, SOCIAL_SOURCES } from '../social/social-constants.js';
import { Candidate } from './candidate.js';
import { ClientKey } from './common.js';
import { TokenResponse } from './auth.js';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A provider's key in paths and files: `google`, `facebook`, `corp-sso`. */
export const IDENTITY_PROVIDER_KEY_PATTERN = '^[a-z0-9][a-z0-9-]{0,39}$';
export const IdentityProviderKey = Type.String({ pattern: IDENTITY_PROVIDER_KEY_PATTERN });
/** Secrets come from the environment: the file names a variable, never the secret. */
export const IDENTITY_PROVIDER_SECRET_PREFIX = 'IDP_SECRET_';
const SecretEnvName = Type.String({
  pattern: `^${IDENTITY_PROVIDER_SECRET_PREFIX}[A-Z0-9_]{1,60}$`,
});
const Url = Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 500 });

const ProviderKind = Type.Enum([...IDENTITY_PROVIDER_KINDS]);
const Source = Type.Enum([...SOCIAL_SOURCES]);

/**
 * One provider of a tenant. OpenID Connect for every kind but `facebook`, which is OAuth 2.0
 * with the Graph API's user info; the three endpoints default to Facebook's own.
 */
export const IdentityProviderEntry = Type.Object(
  {
    key: IdentityProviderKey,
    kind: ProviderKind,
    /** The button says "Sign in with {label}". */
    label: Type.String({ minLength: 1, maxLength: 60 }),
    /** The OpenID Connect issuer (discovery at {issuer}/.well-known/openid-configuration). */
    issuer: Type.Optional(Url),
    clientId: Type.String({ minLength: 1, maxLength: 200 }),
    clientSecretEnv: SecretEnvName,
    scopes: Type.Optional(
      Type.Array(Type.String({ pattern: '^[\\x21\\x23-\\x5B\\x5D-\\x7E]{1,100}$' }), {
        maxItems: 20,
      }),
    ),
    authorizationEndpoint: Type.Optional(Url),
    tokenEndpoint: Type.Optional(Url),
    userInfoEndpoint: Type.Optional(Url),
    /** Enterprise only: the claim listing the apps the user may use (spec 1 §4). */
    entitlementsClaim: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    /**
     * Enterprise only: staff sign in to the console with it too (decision 0037). Its client must
     * also allow the redirect URI `{site}/staff/sso-return`.
     */
    staffSignIn: Type.Optional(Type.Boolean({ default: false })),
    enabled: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
export type IdentityProviderEntry = Type.Static<typeof IdentityProviderEntry>;

/** `config/tenants/{client}/identity-providers.yaml`. */
export const IdentityProvidersFile = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    version: Type.Literal(1),
    providers: Type.Array(IdentityProviderEntry, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type IdentityProvidersFile = Type.Static<typeof IdentityProvidersFile>;

/** What the browser may know of a provider: never a secret, endpoint or client id. */
export const PublicIdentityProvider = Type.Object({
  key: Type.String(),
  kind: ProviderKind,
  label: Type.String(),
});
export type PublicIdentityProvider = Type.Static<typeof PublicIdentityProvider>;
export const PublicIdentityProviders = Type.Array(PublicIdentityProvider);

export const SocialClientParams = Type.Object({ client: ClientKey });
export const SocialProviderParams = Type.Object({
  client: ClientKey,
  provider: IdentityProviderKey,
});
export type SocialProviderParams = Type.Static<typeof SocialProviderParams>;

/** Start a sign-in: where it started, and whether a signed-in candidate links a provider. */
export const SocialStartBody = Type.Object(
  {
    source: Type.Optional(Source),
    /** Link the provider to the signed-in candidate (the dashboard) instead of signing in. */
    link: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SocialStartBody = Type.Static<typeof SocialStartBody>;

export const SocialStartResult = Type.Object({ authorizationUrl: Type.String() });
export type SocialStartResult = Type.Static<typeof SocialStartResult>;

/** The return page's query string as the provider sent it (code, state, iss or error). */
export const SocialReturnBody = Type.Object(
  { query: Type.String({ minLength: 1, maxLength: 8192 }) },
  { additionalProperties: false },
);
export type SocialReturnBody = Type.Static<typeof SocialReturnBody>;

const HistoryText = Type.String({ maxLength: 200 });
export const SocialWorkHistory = Type.Object({
  company: HistoryText,
  title: Nullable(HistoryText),
  startDate: Nullable(HistoryText),
  endDate: Nullable(HistoryText),
  current: Type.Boolean(),
});
export type SocialWorkHistory = Type.Static<typeof SocialWorkHistory>;
export const SocialEducationHistory = Type.Object({
  institution: Nullable(HistoryText),
  levelAttained: HistoryText,
  subject: Nullable(HistoryText),
  endDate: Nullable(HistoryText),
});
export type SocialEducationHistory = Type.Static<typeof SocialEducationHistory>;

/** Spec 1 §3 "Social profile", as far as the browser needs it. */
export const SocialProfile = Type.Object({
  provider: ProviderKind,
  email: Nullable(Type.String()),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  photoUrl: Nullable(Type.String()),
  workHistory: Type.Array(SocialWorkHistory),
  educationHistory: Type.Array(SocialEducationHistory),
  redirectType: Source,
  /**
   * Spec 2 §4: whether this history replaces the education and work history the flow holds
   * (a sign-in started while applying), or is only added like a parsed resume's.
   */
  overridesHistory: Type.Boolean(),
});
export type SocialProfile = Type.Static<typeof SocialProfile>;

/**
 * The end of a social sign-in. `signedIn`: a session cookie was set; `firstLogin` when the
 * candidate was created now, `merged` when an existing account was linked now. `mergePending`:
 * an account with the provider's e-mail exists and must be proved first. `loginless`: the
 * tenant deactivated profile login, so a temporary token stands in for the session.
 */
export const SocialSignInResult = Type.Object({
  outcome: Type.Union([
    Type.Literal('signedIn'),
    Type.Literal('mergePending'),
    Type.Literal('loginless'),
    Type.Literal('linked'),
  ]),
  source: Source,
  providerLabel: Type.String(),
  firstLogin: Type.Boolean(),
  merged: Type.Boolean(),
  candidate: Type.Optional(Candidate),
  /** For `mergePending`: the account's address and the secret that names the pending merge. */
  pending: Type.Optional(Type.Object({ email: Type.String(), token: Type.String() })),
  temporaryToken: Type.Optional(TokenResponse),
  socialProfile: Type.Optional(SocialProfile),
});
export type SocialSignInResult = Type.Static<typeof SocialSignInResult>;

const PendingToken = Type.String({ minLength: 20, maxLength: 200 });
export const MergeWithPasswordBody = Type.Object(
  { pending: PendingToken, password: Type.String({ maxLength: 1024 }) },
  { additionalProperties: false },
);
export type MergeWithPasswordBody = Type.Static<typeof MergeWithPasswordBody>;
export const MergeByEmailBody = Type.Object(
  { pending: PendingToken },
  { additionalProperties: false },
);
export type MergeByEmailBody = Type.Static<typeof MergeByEmailBody>;
export const MergeConfirmBody = Type.Object(
  { token: Type.String({ minLength: 20, maxLength: 200 }) },
  { additionalProperties: false },
);
export type MergeConfirmBody = Type.Static<typeof MergeConfirmBody>;
export const MergeEmailSent = Type.Object({ status: Type.Literal('Sent') });

/** Spec 1 §3 "Social channel link", as the dashboard lists it. */
export const SocialLink = Type.Object({
  socialChannelId: Type.Integer(),
  provider: Type.String(),
  kind: ProviderKind,
  label: Type.String(),
  email: Nullable(Type.String()),
  created: Type.Integer({ description: 'epoch milliseconds' }),
});
export type SocialLink = Type.Static<typeof SocialLink>;
export const SocialLinks = Type.Object({
  links: Type.Array(SocialLink),
  /** Whether the candidate can also sign in with a password (then every link may go). */
  hasPassword: Type.Boolean(),
});
export type SocialLinks = Type.Static<typeof SocialLinks>;
export const SocialLinkParams = Type.Object({
  client: ClientKey,
  socialChannelId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

/** Single sign-on: the ID token for `POST /rest/login` with a bearer header (spec 1 §7). */
export const SsoTokenResult = Type.Object({ token: Type.String() });
export type SsoTokenResult = Type.Static<typeof SsoTokenResult>;

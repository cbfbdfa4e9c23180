/**
 * The identity providers tests sign in with, all real protocol peers on local ports: three
 * `oidc-provider`s shaped like Google, LinkedIn (profile positions and educations) and
 * Cognito (`email_verified` as a string), an enterprise IdP whose `apps` claim lists the
 * entitlements, and the Facebook-shaped OAuth 2.0 server. Each registers one client per
 * tenant with that tenant's exact redirect URIs; `providersFile(client)` is the tenant's
 * identity-providers file and `secrets` the environment that holds the client secrets.
 */
import {
  defaultClaimsForLogin,
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '../modules/dev-identity-provider/local-oidc-provider.js';
import type { ClientMetadata } from 'oidc-provider';
import { startFakeFacebook, type FakeFacebook } from './fake-facebook.js';

export interface IdentityProviderPeers {
  google: LocalOidcProvider;
  linkedin: LocalOidcProvider;
  cognito: LocalOidcProvider;
  enterprise: LocalOidcProvider;
  facebook: FakeFacebook;
  /** IDP_SECRET_… variables for the site. */
  secrets: Record<string, string>;
  /** The tenant's identity-providers file (YAML). */
  providersFile(client: string, options?: { only?: string[]; staffSignIn?: boolean }): string;
  close(): Promise<void>;
}

const KINDS = ['google', 'linkedin', 'cognito', 'enterprise', 'facebook'] as const;
type PeerKind = (typeof KINDS)[number];

const secretEnv = (client: string, kind: PeerKind) =>
  `IDP_SECRET_${client.toUpperCase().replace(/-/g, '_')}_${kind.toUpperCase()}`;
const clientId = (client: string, kind: PeerKind) => `${client}-${kind}`;
const secretOf = (client: string, kind: PeerKind) => `${client}-${kind}-secret-0123456789`;

export const LINKEDIN_HISTORY = {
  positions: {
    values: [
      {
        title: 'Site Reliability Engineer',
        company: { name: 'Contoso Cloud' },
        startDate: { year: 2021, month: 3 },
        isCurrent: true,
      },
      { title: 'Intern', startDate: { year: 2019, month: 6 } },
    ],
  },
  educations: {
    values: [
      {
        schoolName: 'State University',
        degree: 'Bachelor',
        fieldOfStudy: 'Computer Science',
        endDate: { year: 2020 },
      },
      { schoolName: 'Night School', fieldOfStudy: 'Pottery' },
    ],
  },
};

export async function startIdentityProviderPeers(
  origin: string,
  clients: readonly string[],
): Promise<IdentityProviderPeers> {
  const registrations = (kind: PeerKind): ClientMetadata[] =>
    clients.map((client) => ({
      client_id: clientId(client, kind),
      client_secret: secretOf(client, kind),
      // The enterprise IdP also signs staff in to the console (decision 0037).
      redirect_uris:
        kind === 'enterprise'
          ? [`${origin}/auth0_authentication/`, `${origin}/staff/sso-return`]
          : [`${origin}/cognito-callback/`],
      post_logout_redirect_uris: [`${origin}/auth0_logout/`],
      token_endpoint_auth_method:
        kind === 'linkedin' ? ('client_secret_post' as const) : ('client_secret_basic' as const),
    }));
  const [google, linkedin, cognito, enterprise, facebook] = await Promise.all([
    startLocalOidcProvider({
      clients: registrations('google'),
      claimsForLogin: (login) => {
        const claims = defaultClaimsForLogin(login);
        return (
          claims && { ...claims, sub: `google-${login}`, picture: 'https://example.com/a.png' }
        );
      },
    }),
    startLocalOidcProvider({
      clients: registrations('linkedin'),
      claimsForLogin: (login) => {
        const claims = defaultClaimsForLogin(login);
        return claims && { ...claims, sub: `linkedin-${login}`, ...LINKEDIN_HISTORY };
      },
    }),
    startLocalOidcProvider({
      clients: registrations('cognito'),
      claimsForLogin: (login) => {
        const claims = defaultClaimsForLogin(login);
        return (
          claims && {
            ...claims,
            sub: `cognito-${login}`,
            email_verified: 'true',
            'cognito:username': login,
          }
        );
      },
    }),
    startLocalOidcProvider({
      clients: registrations('enterprise'),
      extraScopes: { apps: ['apps'] },
      claimsForLogin: (login) => {
        const claims = defaultClaimsForLogin(login);
        return claims && { ...claims, sub: `corp-${login}`, apps: ['xcc', 'xcei'] };
      },
    }),
    startFakeFacebook(
      Object.fromEntries(
        clients.map((client) => [clientId(client, 'facebook'), secretOf(client, 'facebook')]),
      ),
    ),
  ]);

  const secrets: Record<string, string> = {};
  for (const client of clients)
    for (const kind of KINDS) secrets[secretEnv(client, kind)] = secretOf(client, kind);

  const entry = (client: string, kind: PeerKind, staffSignIn = false): string => {
    const common = `    clientId: ${clientId(client, kind)}\n    clientSecretEnv: ${secretEnv(client, kind)}\n`;
    switch (kind) {
      case 'google':
        return `  - key: google\n    kind: googleplus\n    label: Google\n    issuer: ${google.issuer}\n${common}`;
      case 'linkedin':
        return `  - key: linkedin\n    kind: linkedin\n    label: LinkedIn\n    issuer: ${linkedin.issuer}\n${common}`;
      case 'cognito':
        return `  - key: cognito\n    kind: cognito\n    label: Amazon Cognito\n    issuer: ${cognito.issuer}\n${common}`;
      case 'enterprise':
        return `  - key: corp-sso\n    kind: enterprise\n    label: Contoso employees\n    issuer: ${enterprise.issuer}\n${common}    scopes: [openid, email, profile, apps]\n    entitlementsClaim: apps\n${staffSignIn ? '    staffSignIn: true\n' : ''}`;
      case 'facebook':
        return `  - key: facebook\n    kind: facebook\n    label: Facebook\n${common}    authorizationEndpoint: ${facebook.endpoints.authorizationEndpoint}\n    tokenEndpoint: ${facebook.endpoints.tokenEndpoint}\n    userInfoEndpoint: ${facebook.endpoints.userInfoEndpoint}\n`;
    }
  };

  return {
    google,
    linkedin,
    cognito,
    enterprise,
    facebook,
    secrets,
    providersFile: (client, options = {}) => {
      const kinds = KINDS.filter((kind) => !options.only || options.only.includes(kind));
      const entries = kinds.map((kind) => entry(client, kind, options.staffSignIn));
      return `version: 1\nproviders:\n${entries.join('')}`;
    },
    close: async () => {
      await Promise.all(
        [google, linkedin, cognito, enterprise, facebook].map((peer) => peer.close()),
      );
    },
  };
}

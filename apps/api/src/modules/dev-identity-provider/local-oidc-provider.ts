/**
 * A real OpenID Connect provider (`oidc-provider`) on a local port: the providers tests sign
 * in with (Google-, LinkedIn-, Cognito-shaped claims; an enterprise IdP with entitlement
 * claims), and the demo tenant's development provider outside production (dev-provider.ts).
 * Its own login page takes any login name; the claims are the account's, or made from an
 * e-mail-like login.
 * Consent is taken as given, as a first-party app would be. Never used in production.
 */
import { createServer, type Server } from 'node:http';
import Provider, { type ClientMetadata } from 'oidc-provider';

export type AccountClaims = Record<string, unknown>;

export interface LocalOidcOptions {
  /** Port to listen on (0: any free one); the issuer is http://127.0.0.1:{port}. */
  port?: number;
  clients: ClientMetadata[];
  /** Claims by login name; `sub` defaults to the login name. */
  accounts?: Record<string, AccountClaims>;
  /** Claims of a login name without an account (default: e-mail-like logins get verified e-mails). */
  claimsForLogin?: (login: string) => AccountClaims | null;
  /** Extra claims by scope (a custom scope such as `apps`). */
  extraScopes?: Record<string, string[]>;
}

export interface LocalOidcProvider {
  issuer: string;
  /** Replace an account's claims (tests change what the provider says). */
  setAccount(login: string, claims: AccountClaims): void;
  close(): Promise<void>;
}

const STANDARD_CLAIMS = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['given_name', 'family_name', 'name', 'picture', 'positions', 'educations'],
};

export function defaultClaimsForLogin(login: string): AccountClaims | null {
  const email = login.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/.test(email)) return null;
  const [local = ''] = email.split('@');
  const [first = local, last = ''] = local.split(/[._-]/);
  const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return {
    sub: `dev-${email}`,
    email,
    email_verified: true,
    given_name: title(first),
    family_name: last ? title(last) : null,
  };
}

export async function startLocalOidcProvider(
  options: LocalOidcOptions,
): Promise<LocalOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const claimsForLogin = options.claimsForLogin ?? defaultClaimsForLogin;
  const scopes = { ...STANDARD_CLAIMS, ...options.extraScopes };

  const provider = new Provider(issuer, {
    clients: options.clients,
    claims: scopes,
    scopes: Object.keys(scopes),
    // Every claim of the granted scopes goes into the ID token too (the enterprise IdP's
    // entitlements are read from it).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: { enabled: true },
    },
    async findAccount(_ctx, id) {
      const claims = accounts.get(id) ?? claimsForLogin(id);
      if (!claims) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
    },
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope(Object.keys(scopes).join(' '));
      grant.addOIDCClaims(Object.values(scopes).flat());
      await grant.save();
      return grant;
    },
    ttl: {
      Session: 3600,
      Interaction: 600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  // Quiet: the provider logs to its own emitter only.
  provider.on('server_error', () => undefined);
  const handle = provider.callback();
  server.on('request', (request, response) => void handle(request, response));

  return {
    issuer,
    setAccount: (login, claims) => void accounts.set(login, claims),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

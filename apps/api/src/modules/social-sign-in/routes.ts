import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  MergeByEmailBody,
  MergeConfirmBody,
  MergeEmailSent,
  MergeWithPasswordBody,
  PublicIdentityProviders,
  SocialClientParams,
  SocialLinkParams,
  SocialLinks,
  SocialProviderParams,
  SocialReturnBody,
  SocialSignInResult,
  SocialStartBody,
  SocialStartResult,
  SsoTokenResult,
} from '@talentgate/domain';
import type { FastifyRequest } from 'fastify';
import { appError } from '../../errors/catalogue.js';
import { currentSession, requireSession } from '../auth/authenticate.js';
import { findProvider, listProviders } from '../identity-providers/find-providers.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { completeSignIn, type SocialContext } from './complete-sign-in.js';
import { confirmMergeByEmail, mergeWithPassword, sendMergeEmail } from './merge-account.js';
import { signedInAnswer } from './present-result.js';
import { hasSecret, type ProviderSecrets } from './provider-client.js';
import { exchangeSsoCode } from './single-sign-on.js';
import { linkedSignInMethods, unlinkSignInMethod } from './sign-in-methods.js';
import { startSignIn } from './start-sign-in.js';

export interface SocialRouteOptions {
  secrets: ProviderSecrets;
  cookieSecure: boolean;
  loginThrottleDelayMs: number;
  /** The site origin of a tenant: redirect URIs and e-mailed links are built from it. */
  originFor: (client: string) => string;
}

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
  502: ErrorBody,
  503: ErrorBody,
};

/**
 * Social sign-in and single sign-on (spec 1 §4, §7; spec 2 §4; decision 0028): the tenant's
 * providers, starting a sign-in, the return page's call, the merge proofs, the SSO code
 * exchange, and the signed-in candidate's linked sign-in methods.
 */
export const socialSignInRoutes: FastifyPluginAsyncTypebox<SocialRouteOptions> = async (
  app,
  options,
) => {
  const context = (tenant: Tenant, request: FastifyRequest): SocialContext => ({
    db: app.db,
    secrets: options.secrets,
    tenant,
    log: request.log,
  });

  app.get(
    '/rest/public/social/:client/providers',
    {
      schema: {
        tags: ['social sign-in'],
        summary: "The tenant's identity providers the sign-in widget offers",
        params: SocialClientParams,
        response: { 200: PublicIdentityProviders, 404: ErrorBody },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const providers = await listProviders(app.db, tenant);
      return providers
        .filter((provider) => provider.enabled && hasSecret(provider, options.secrets))
        .map(({ key, kind, label }) => ({ key, kind, label }));
    },
  );

  app.post(
    '/rest/public/social/:client/:provider/start',
    {
      schema: {
        tags: ['social sign-in'],
        summary: 'Start a sign-in at a provider: the authorization URL (code, PKCE, state, nonce)',
        params: SocialProviderParams,
        body: SocialStartBody,
        response: { 200: SocialStartResult, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const provider = await findProvider(app.db, tenant, request.params.provider);
      if (!provider) throw appError('SOCIAL_PROVIDER_NOT_FOUND');
      const linking = request.body.link === true;
      if (linking && provider.kind === 'enterprise') throw appError('SOCIAL_UNSUPPORTED_ACTIVITY');
      const candidateId = linking ? (await requireSession(app, request, tenant)).candidateId : null;
      const authorizationUrl = await startSignIn(
        { db: app.db, secrets: options.secrets, tenant, origin: options.originFor(tenant.client) },
        provider,
        { source: request.body.source ?? 'sign-in', candidateId },
      );
      return { authorizationUrl };
    },
  );

  app.post(
    '/rest/public/social/:client/signin',
    {
      schema: {
        tags: ['social sign-in'],
        summary: "The return page's call: exchange the code, then sign in, merge or link",
        params: SocialClientParams,
        body: SocialReturnBody,
        response: { 200: SocialSignInResult, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const session = await currentSession(app, request);
      const signedIn = session && session.tenantId === tenant.id ? session.candidateId : null;
      const completion = await completeSignIn(
        context(tenant, request),
        new URLSearchParams(request.body.query),
        signedIn,
      );
      const { provider, source, exchanged } = completion;
      if (completion.kind === 'mergePending') {
        return {
          outcome: 'mergePending' as const,
          source,
          providerLabel: provider.label,
          firstLogin: false,
          merged: false,
          pending: { email: completion.email, token: completion.token },
        };
      }
      return signedInAnswer(app, reply, tenant, options.cookieSecure, {
        kind: completion.kind === 'linked' ? 'linked' : 'signedIn',
        candidate: completion.candidate,
        source,
        providerLabel: provider.label,
        firstLogin: completion.kind === 'signIn' && completion.firstLogin,
        merged: false,
        profile: { identity: exchanged.identity, providerKind: provider.kind },
      });
    },
  );

  app.post(
    '/rest/public/social/:client/merge/password',
    {
      schema: {
        tags: ['social sign-in'],
        summary: 'Prove a pending merge with the existing account’s password',
        params: SocialClientParams,
        body: MergeWithPasswordBody,
        response: { 200: SocialSignInResult, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const merged = await mergeWithPassword(app.db, tenant, {
        ...request.body,
        address: request.ip,
        throttleDelayMs: options.loginThrottleDelayMs,
      });
      return signedInAnswer(app, reply, tenant, options.cookieSecure, {
        ...merged,
        kind: 'signedIn',
        firstLogin: false,
        merged: true,
        profile: null,
      });
    },
  );

  app.post(
    '/rest/public/social/:client/merge/email',
    {
      schema: {
        tags: ['social sign-in'],
        summary: 'Prove a pending merge by a link e-mailed to the existing account',
        params: SocialClientParams,
        body: MergeByEmailBody,
        response: { 200: MergeEmailSent, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      await sendMergeEmail(app.db, tenant, {
        pending: request.body.pending,
        origin: options.originFor(tenant.client),
      });
      return { status: 'Sent' as const };
    },
  );

  app.post(
    '/rest/public/social/:client/merge/confirm',
    {
      schema: {
        tags: ['social sign-in'],
        summary: 'Use the e-mailed link of a pending merge: link, then sign in',
        params: SocialClientParams,
        body: MergeConfirmBody,
        response: { 200: SocialSignInResult, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await app.tenants.require(request.params.client);
      const merged = await confirmMergeByEmail(app.db, tenant, request.body.token);
      return signedInAnswer(app, reply, tenant, options.cookieSecure, {
        ...merged,
        kind: 'signedIn',
        firstLogin: false,
        merged: true,
        profile: null,
      });
    },
  );

  app.post(
    '/rest/public/sso/:client/token',
    {
      schema: {
        tags: ['single sign-on'],
        summary: "The SSO return page's call: exchange the code for the ID token /rest/login takes",
        params: SocialClientParams,
        body: SocialReturnBody,
        response: { 200: SsoTokenResult, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const token = await exchangeSsoCode(
        context(tenant, request),
        new URLSearchParams(request.body.query),
      );
      return { token };
    },
  );

  app.get(
    '/rest/private/social/:client/links',
    {
      schema: {
        tags: ['social sign-in'],
        summary: "The signed-in candidate's linked sign-in methods",
        params: SocialClientParams,
        response: { 200: SocialLinks, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const session = await requireSession(app, request, tenant);
      return linkedSignInMethods(app.db, tenant, session.candidateId);
    },
  );

  app.delete(
    '/rest/private/social/:client/links/:socialChannelId',
    {
      schema: {
        tags: ['social sign-in'],
        summary: 'Unlink a sign-in method (never the last way in)',
        params: SocialLinkParams,
        response: { 200: SocialLinks, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const session = await requireSession(app, request, tenant);
      return unlinkSignInMethod(
        app.db,
        tenant,
        session.candidateId,
        request.params.socialChannelId,
      );
    },
  );
};

/**
 * Builds the Fastify application without listening, so tests can `inject()` requests.
 * Order matters: error handling and security hooks first, then data, then routes.
 */
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { siteOfRequest, siteOrigin } from './modules/tenants/site-origin.js';
import type { DatabaseHandle, DatabaseTarget } from './db/client.js';
import {
  frameworkErrorHandler,
  registerErrorHandler,
  registerNotFoundHandler,
} from './errors/handler.js';
import { applicationRoutes } from './modules/applications/routes.js';
import { screeningRoutes } from './modules/screening/routes.js';
import { attachmentRoutes } from './modules/attachments/routes.js';
import { ClamdScanner } from './modules/attachments/virus-scan.js';
import { areaOfInterestRoutes } from './modules/area-of-interest/routes.js';
import { applyAttemptRoutes } from './modules/apply-attempts/routes.js';
import { continueLinkRoutes } from './modules/apply-attempts/continue-link-routes.js';
import { heldResumeRoutes } from './modules/apply-attempts/held-resume-routes.js';
import { applyStreamRoutes } from './modules/apply-streams/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { candidateActivityRoutes } from './modules/candidate-activity/routes.js';
import { addressRoutes } from './modules/addresses/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { onboardingRoutes } from './modules/onboarding/routes.js';
import { staffOnboardingRoutes } from './modules/onboarding/staff-routes.js';
import { referralRoutes } from './modules/referrals/routes.js';
import { transactionLogRoutes } from './modules/transaction-log/routes.js';
import { candidateFlowRoutes } from './modules/candidate-flow/routes.js';
import { candidateRecordRoutes } from './modules/candidate-records/routes.js';
import { folderRoutes } from './modules/folders/routes.js';
import { candidateRoutes } from './modules/candidates/routes.js';
import { passwordRoutes } from './modules/auth/password-routes.js';
import { sessionCookieName } from './modules/auth/sessions.js';
import { mailboxRoutes } from './modules/mail/mailbox-routes.js';
import { mailPlugin } from './modules/mail/plugin.js';
import { signingKeysPlugin } from './modules/tokens/plugin.js';
import { tokenRoutes } from './modules/tokens/routes.js';
import { featureFlagRoutes } from './modules/feature-flags/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { jobAlertPlugin } from './modules/job-alerts/plugin.js';
import { jobAlertRoutes } from './modules/job-alerts/routes.js';
import { createJobSearchCache, jobRoutes } from './modules/jobs/routes.js';
import { jobBoardRoutes } from './modules/job-boards/routes.js';
import { staffRequisitionRoutes } from './modules/staff-requisitions/routes.js';
import { interviewSlotRoutes } from './modules/interview-slots/routes.js';
import { staffInterviewRoutes } from './modules/staff-interviews/routes.js';
import { candidateOfferRoutes } from './modules/offers/candidate-routes.js';
import { staffOfferRoutes } from './modules/offers/staff-routes.js';
import { campaignRoutes } from './modules/campaigns/routes.js';
import { assessmentVendorsPlugin } from './modules/assessments/plugin.js';
import { assessmentRoutes } from './modules/assessments/routes.js';
import { staffApplicationRoutes } from './modules/staff-applications/routes.js';
import { privacyPlugin } from './modules/privacy/plugin.js';
import { sensitiveDataPlugin } from './modules/sensitive-data/plugin.js';
import { hrSystemPlugin } from './modules/hr-system/plugin.js';
import { hrSystemRoutes } from './modules/hr-system/routes.js';
import { oneTimeCodeRoutes } from './modules/one-time-codes/routes.js';
import { smsOutboxRoutes } from './modules/sms/sms-outbox-routes.js';
import { createSmsSender } from './modules/sms/sms-sender.js';
import { createHttpSmsGateway } from './modules/sms/http-sms-gateway.js';
import { staffSensitiveDataRoutes } from './modules/sensitive-data/staff-routes.js';
import { sensitiveDataRoutes } from './modules/sensitive-data/routes.js';
import { privacyRoutes } from './modules/privacy/routes.js';
import { placesPlugin } from './modules/places/plugin.js';
import { placeRoutes } from './modules/places/routes.js';
import { resumeParsingRoutes } from './modules/resume-parsing/routes.js';
import { languageRoutes } from './modules/languages/routes.js';
import { listRoutes } from './modules/lists/routes.js';
import { siteRoutes } from './modules/site/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { staffReportRoutes } from './modules/staff-reports/routes.js';
import { analyticsCollectorRoutes, staffFunnelRoutes } from './modules/analytics/routes.js';
import { staffCandidateRoutes } from './modules/staff-candidates/routes.js';
import { staffTemplateRoutes } from './modules/staff-templates/routes.js';
import { staffSettingsRoutes } from './modules/staff-settings/routes.js';
import { messageBrandingRoutes } from './modules/message-branding/routes.js';
import { backgroundProvidersPlugin } from './modules/background-checks/plugin.js';
import { backgroundCheckRoutes } from './modules/background-checks/routes.js';
import { staffAdminRoutes } from './modules/staff-admin/routes.js';
import { vendorRoutes } from './modules/vendors/routes.js';
import { hierarchyRoutes } from './modules/hierarchy/routes.js';
import { staffAuthPlugin } from './modules/staff-auth/plugin.js';
import { staffAuthRoutes } from './modules/staff-auth/routes.js';
import { socialSignInRoutes } from './modules/social-sign-in/routes.js';
import { staffSsoRoutes } from './modules/staff-sso/routes.js';
import { subscriptionRoutes } from './modules/subscriptions/routes.js';
import { termsOptInRoutes } from './modules/terms-optin/routes.js';
import { tenantsPlugin } from './modules/tenants/plugin.js';
import { databasePlugin } from './plugins/database.js';
import { loggerOptions } from './plugins/logger.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerPreparedAnswers } from './plugins/prepared-answers.js';
import { sharedSchemaCompilers } from './plugins/schema-compilers.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWriteRateLimit } from './plugins/rate-limit.js';
import { setAttemptCacheSeconds } from './stores/attempt-cache.js';
import { registerWeb } from './plugins/web.js';
import { refuseUnstorableInput } from './plugins/storable-input.js';
import { requireXhrMarker } from './plugins/xhr-marker.js';

export interface AppDependencies {
  /** An open database the caller owns and closes (tests); by default the app opens its own. */
  database?: DatabaseHandle;
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: { write(line: string): void };
}

export { siteOrigin };

export function databaseTargetFor(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? {
        engine: 'postgres',
        url: config.databaseUrl,
        maxConnections: config.databasePoolSize,
        pipeline: config.databasePipeline,
      }
    : { engine: 'pglite', dataDir: config.dataDir };
}

export async function buildApp(
  config: Config,
  dependencies: AppDependencies = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, dependencies.logStream),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Opening the database runs its migrations (a fresh embedded one also loads pg_trgm):
    // on a busy machine that passed Fastify's 10 s default, and the site did not start.
    pluginTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: true, allErrors: false } },
    schemaController: sharedSchemaCompilers,
    // A malformed URL (a bad percent-escape) gets the catalogue's 400, not Fastify's body.
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerErrorHandler(app);
  registerNotFoundHandler(app);
  requireXhrMarker(app);
  refuseUnstorableInput(app);
  registerSecurityHeaders(app, config.nodeEnv === 'production');
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  app.decorate('sessionCookieName', sessionCookieName(config.cookieSecure));
  await registerWriteRateLimit(app, config.writeRateLimitPerMinute, config.redisUrl);
  setAttemptCacheSeconds(config.applyAttemptCacheSeconds);
  await registerOpenApi(app, config.openApiUi);
  registerPreparedAnswers(app);

  await app.register(
    databasePlugin,
    dependencies.database
      ? { handle: dependencies.database }
      : { target: databaseTargetFor(config) },
  );
  await app.register(tenantsPlugin);
  await app.register(sensitiveDataPlugin, { masterKeys: config.masterKeys });
  await app.register(hrSystemPlugin, { secrets: config.hrSystemSecrets });
  await app.register(placesPlugin);
  await app.register(signingKeysPlugin);
  await app.register(assessmentVendorsPlugin);
  await app.register(backgroundProvidersPlugin, {
    simulatedStepDelayMs: config.nodeEnv === 'test' ? 50 : 1500,
  });
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    autoStart: config.nodeEnv !== 'test',
    originFor: (client) => siteOrigin(config, client),
  });
  await app.register(privacyPlugin, { autoStart: config.nodeEnv !== 'test' });
  await app.register(jobAlertPlugin, {
    intervalMs:
      config.nodeEnv === 'test' || config.jobAlertIntervalSeconds === 0
        ? null
        : config.jobAlertIntervalSeconds * 1000,
    originFor: (client) => siteOrigin(config, client),
  });
  await app.register(staffAuthPlugin, { cookieSecure: config.cookieSecure });

  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(analyticsCollectorRoutes);
  await app.register(featureFlagRoutes);
  await app.register(languageRoutes);
  await app.register(listRoutes);
  const jobSearchCache = createJobSearchCache(config.jobSearchCacheSeconds);
  await app.register(jobRoutes, { searchCache: jobSearchCache });
  await app.register(jobBoardRoutes, {
    siteOf: (request) => siteOfRequest(app, config, request),
  });
  await app.register(authRoutes, {
    cookieSecure: config.cookieSecure,
    loginThrottleDelayMs: config.loginThrottleDelayMs,
    secrets: config.identityProviderSecrets,
    originFor: (client) => siteOrigin(config, client),
  });
  await app.register(socialSignInRoutes, {
    secrets: config.identityProviderSecrets,
    cookieSecure: config.cookieSecure,
    loginThrottleDelayMs: config.loginThrottleDelayMs,
    originFor: (client) => siteOrigin(config, client),
  });
  await app.register(candidateRoutes);
  await app.register(placeRoutes);
  await app.register(applyStreamRoutes);
  await app.register(applyAttemptRoutes, { originFor: (client) => siteOrigin(config, client) });
  await app.register(continueLinkRoutes, {
    originFor: (client) => siteOrigin(config, client),
  });
  await app.register(tokenRoutes);
  await app.register(passwordRoutes, { originFor: (client) => siteOrigin(config, client) });
  await app.register(candidateFlowRoutes, {
    originFor: (client) => siteOrigin(config, client),
    lookupsPerMinute: config.lookupRateLimitPerMinute,
  });
  await app.register(candidateRecordRoutes);
  const scanner = config.clamd ? new ClamdScanner(config.clamd) : null;
  await app.register(attachmentRoutes, { scanner });
  await app.register(heldResumeRoutes, {
    scanner,
    parsesPerMinute: config.resumeParseRateLimitPerMinute,
  });
  await app.register(areaOfInterestRoutes);
  await app.register(candidateActivityRoutes);
  await app.register(transactionLogRoutes);
  await app.register(addressRoutes);
  await app.register(dashboardRoutes);
  await app.register(onboardingRoutes);
  await app.register(referralRoutes);
  await app.register(hrSystemRoutes, { checksPerMinute: config.lookupRateLimitPerMinute });
  await app.register(oneTimeCodeRoutes, {
    sms: createSmsSender(config.smsGateway ? createHttpSmsGateway(config.smsGateway) : null),
  });
  await app.register(sensitiveDataRoutes);
  await app.register(folderRoutes);
  await app.register(applicationRoutes);
  await app.register(screeningRoutes);
  await app.register(subscriptionRoutes);
  await app.register(termsOptInRoutes);
  await app.register(jobAlertRoutes);
  await app.register(privacyRoutes, { originFor: (client) => siteOrigin(config, client) });
  await app.register(resumeParsingRoutes, {
    parsesPerMinute: config.resumeParseRateLimitPerMinute,
  });
  // The employer's side (issue 20): every route behind requireStaff, apart from sign-in.
  await app.register(staffAuthRoutes, {
    cookieSecure: config.cookieSecure,
    loginThrottleDelayMs: config.loginThrottleDelayMs,
    signInsPerMinute: config.staffSignInRateLimitPerMinute,
  });
  await app.register(staffSsoRoutes, {
    secrets: config.identityProviderSecrets,
    cookieSecure: config.cookieSecure,
    originFor: (client) => siteOrigin(config, client),
    signInsPerMinute: config.staffSignInRateLimitPerMinute,
  });
  await app.register(staffAdminRoutes);
  await app.register(staffRequisitionRoutes, { jobsChanged: () => jobSearchCache.clear() });
  await app.register(staffOnboardingRoutes);
  await app.register(staffApplicationRoutes, { originFor: (client) => siteOrigin(config, client) });
  await app.register(interviewSlotRoutes, { originFor: (client) => siteOrigin(config, client) });
  await app.register(staffInterviewRoutes, { originFor: (client) => siteOrigin(config, client) });
  await app.register(staffOfferRoutes, { originFor: (client) => siteOrigin(config, client) });
  await app.register(candidateOfferRoutes, { originFor: (client) => siteOrigin(config, client) });
  await app.register(campaignRoutes);
  await app.register(assessmentRoutes, { originFor: (client) => siteOrigin(config, client) });
  await app.register(auditRoutes);
  await app.register(staffReportRoutes);
  await app.register(staffFunnelRoutes);
  await app.register(staffCandidateRoutes, { originFor: (client) => siteOrigin(config, client) });
  await app.register(staffSensitiveDataRoutes);
  await app.register(staffTemplateRoutes, { originFor: (client) => siteOrigin(config, client) });
  await app.register(staffSettingsRoutes);
  await app.register(messageBrandingRoutes, { originFor: (client) => siteOrigin(config, client) });
  await app.register(backgroundCheckRoutes, { originFor: (client) => siteOrigin(config, client) });
  await app.register(vendorRoutes, { scanner });
  await app.register(hierarchyRoutes);
  if (!config.smtpUrl && config.nodeEnv !== 'production') await app.register(mailboxRoutes);
  // Texts are kept in the outbox (delivered too with SMS_GATEWAY_URL): readable outside production.
  if (config.nodeEnv !== 'production') await app.register(smsOutboxRoutes);
  await registerWeb(app, config);

  return app;
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  Onboarding,
  OnboardingFormParams,
  OnboardingParams,
  SaveOnboardingFormBody,
} from '@talentgate/domain';
import { requireSignedInOwner } from '../auth/signed-in-owner.js';
import { loadOnboarding, presentOnboarding } from './find-onboarding.js';
import { saveOnboardingForm } from './save-onboarding-form.js';

const tags = ['onboarding'];

/**
 * Onboarding by application (spec 2 §7; decision 0047): the signed-in hire reads their
 * onboarding and saves its forms one at a time. Another candidate's or another tenant's
 * application is not found.
 */
export const onboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rest/private/onboarding/:client/application/:applicationId',
    {
      schema: {
        tags,
        summary: 'An application\u2019s onboarding forms with what each has saved',
        params: OnboardingParams,
        response: { 200: Onboarding, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { params } = request;
      const { tenant, owner } = await requireSignedInOwner(app, request, params.client);
      const context = await loadOnboarding(app.db, tenant, owner, params.applicationId);
      return presentOnboarding(app.db, app.sensitiveData, context);
    },
  );

  app.post(
    '/rest/private/onboarding/:client/application/:applicationId/form/:applyFormId',
    {
      schema: {
        tags,
        summary: 'Save one onboarding form (its own table, by application)',
        description:
          'Checked by the form\u2019s rules, then: ssn and ssn_confirm match (SSN_MISMATCH), ' +
          'a new SSN with the e-mail passes the HR system (HR_VALIDATION_REFUSED), ' +
          'the signature equals first plus last name (SIGNATURE_MISMATCH), the one-time code ' +
          'was given when the form asks for it (ONBOARDING_CODE_REQUIRED). Once every form ' +
          'is saved the onboarding is Completed with dueDate today.',
        params: OnboardingFormParams,
        body: SaveOnboardingFormBody,
        response: {
          200: Onboarding,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          422: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request) => {
      const { params } = request;
      const { tenant, owner } = await requireSignedInOwner(app, request, params.client);
      const services = { sensitive: app.sensitiveData, hr: app.hrSystemOf(tenant) };
      return saveOnboardingForm(app.db, tenant, services, owner, {
        applicationId: params.applicationId,
        applyFormId: params.applyFormId,
        data: request.body.data,
      });
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, StaffOnboarding, StaffOnboardingParams } from '@talentgate/domain';
import { requireStaff, staffContext } from '../staff-auth/require-staff.js';
import { staffOnboarding } from './staff-onboarding.js';

/**
 * Staff read a hire's onboarding (decision 0047): who may read candidates, for an application
 * they see; vendors' users never (they hold no candidate permission).
 */
export const staffOnboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rest/staff/:client/onboarding/application/:applicationId',
    {
      preHandler: requireStaff(app, 'candidates:read'),
      schema: {
        tags: ['staff: onboarding'],
        summary: 'A hire\u2019s onboarding forms with their state and saved answers (masked)',
        params: StaffOnboardingParams,
        response: { 200: StaffOnboarding, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { tenant, actor } = staffContext(request);
      return staffOnboarding(
        app.db,
        app.sensitiveData,
        tenant,
        actor,
        request.params.applicationId,
      );
    },
  );
};

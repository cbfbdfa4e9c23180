import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  HrValidationBody,
  HrValidationResult,
  maskSsn,
  SensitiveClientParams,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { requireSignedInOwner } from '../auth/signed-in-owner.js';
import { findCandidateById } from '../candidates/find-candidate.js';
import { validateSsnAndEmail } from './validate-identity.js';

/** Spec 2 §7 "Validate SSN and e-mail (HR system)", for the signed-in candidate. */
export const hrSystemRoutes: FastifyPluginAsyncTypebox<{ checksPerMinute: number }> = async (
  app,
  options,
) => {
  app.post(
    '/rest/private/candidate/:client/hr-validation',
    {
      // Each answer says whether an SSN goes with an e-mail: limited like other look-ups.
      config: { rateLimit: { max: options.checksPerMinute, timeWindow: 60_000, allowList: [] } },
      schema: {
        tags: ['onboarding'],
        summary: 'Validate the SSN (twice) and e-mail against the HR system',
        params: SensitiveClientParams,
        body: HrValidationBody,
        response: {
          200: HrValidationResult,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request) => {
      const { tenant, owner } = await requireSignedInOwner(app, request, request.params.client);
      const candidate = await findCandidateById(app.db, tenant.id, owner.candidateId);
      if (!candidate) throw appError('UNAUTHORIZED');
      const ssn = await validateSsnAndEmail(app.hrSystemOf(tenant), candidate.email, {
        ssn: request.body.ssn,
        ssnConfirm: request.body.ssn_confirm,
        email: request.body.email,
      });
      return { valid: true as const, ssnMasked: maskSsn(ssn) };
    },
  );
};

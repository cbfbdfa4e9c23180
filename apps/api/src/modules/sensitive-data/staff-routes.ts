import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  StaffCandidateParams,
  StaffRevealBody,
  StaffRevealedValue,
  SensitiveValueList,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { requireStaff, staffContext } from '../staff-auth/require-staff.js';
import { findVisibleCandidate } from '../staff-candidates/scope.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['staff: candidates'];

/**
 * A candidate's SSNs and document numbers for staff (decision 0048): masked for whoever reads
 * candidates; in full only with `sensitive:reveal`, each read written to the audit log.
 */
export const staffSensitiveDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const one = '/rest/staff/:client/candidate/:candidateId/sensitive';

  app.get(
    one,
    {
      preHandler: requireStaff(app, 'candidates:read'),
      schema: {
        tags,
        summary: 'A candidate\u2019s SSNs and document numbers, masked',
        params: StaffCandidateParams,
        response: { 200: SensitiveValueList, ...errors },
      },
    },
    async (request) => {
      const { actor } = staffContext(request);
      const candidate = await findVisibleCandidate(app.db, actor, request.params.candidateId);
      const owner = { tenantId: actor.tenantId, candidateId: candidate.id };
      return { items: await app.sensitiveData.masked(app.db, owner) };
    },
  );

  app.post(
    `${one}/reveal`,
    {
      preHandler: requireStaff(app, 'sensitive:reveal'),
      schema: {
        tags,
        summary: 'One value in full (audit-logged)',
        params: StaffCandidateParams,
        body: StaffRevealBody,
        response: { 200: StaffRevealedValue, ...errors },
      },
    },
    async (request) => {
      const { actor } = staffContext(request);
      const candidate = await findVisibleCandidate(app.db, actor, request.params.candidateId);
      const value = await app.sensitiveData.revealForStaff(
        app.db,
        actor,
        candidate.id,
        request.body.field,
      );
      if (value === null) throw appError('SENSITIVE_VALUE_NOT_FOUND');
      return { field: request.body.field, value };
    },
  );
};

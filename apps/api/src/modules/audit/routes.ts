import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditPage, AuditQuery, ErrorBody, StaffParams } from '@talentgate/domain';
import { requireStaff, staffContext } from '../staff-auth/require-staff.js';
import { listAudit } from './list-audit.js';

/** The audit log, for admins (permission audit:read). */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rest/staff/:client/audit',
    {
      preHandler: requireStaff(app, 'audit:read'),
      schema: {
        tags: ['staff: audit'],
        summary: 'The audit log of staff writes, newest first',
        params: StaffParams,
        querystring: AuditQuery,
        response: {
          200: AuditPage,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      const { tenant } = staffContext(request);
      return listAudit(app.db, tenant.id, request.query);
    },
  );
};

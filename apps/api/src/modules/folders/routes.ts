import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddToFolderBody,
  ErrorBody,
  FolderList,
  FolderLookupParams,
  SiteParams,
  SuccessResult,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { requireFlowCandidate } from '../auth/authenticate.js';
import { addCandidateToFolders, findFolders } from './folders.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

export const folderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rest/public/folder/:client/requisition/:requisitionId/type/:type',
    {
      schema: {
        tags: ['candidate flow'],
        summary: 'Folders of a requisition by type (lead capture: live)',
        params: FolderLookupParams,
        response: { 200: FolderList, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const { requisitionId, type } = request.params;
      return findFolders(app.db, tenant.id, requisitionId, type);
    },
  );

  app.post(
    '/rest/private/folder/:client/candidates',
    {
      schema: {
        tags: ['candidate flow'],
        summary: 'Add the acting candidate to lead-capture folders',
        params: SiteParams,
        body: AddToFolderBody,
        response: { 200: SuccessResult, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const { candidate } = await requireFlowCandidate(app, request, tenant);
      if (request.body.candidateList.some((id) => id !== candidate.id)) {
        throw appError('CANDIDATE_NOT_FOUND', { field: 'candidateList' });
      }
      await addCandidateToFolders(
        app.db,
        { tenantId: tenant.id, candidateId: candidate.id },
        request.body.destinationList,
      );
      return { status: 'Success' as const };
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApproversInput,
  ErrorBody,
  RequisitionCreateInput,
  RequisitionSearchBody,
  RequisitionSearchResult,
  RequisitionStatusParams,
  RequisitionTemplateList,
  RequisitionUpdateInput,
  StaffDirectory,
  StaffParams,
  StaffRequisition,
  StaffRequisitionParams,
} from '@talentgate/domain';
import { requireStaff, staffContext } from '../staff-auth/require-staff.js';
import {
  approveRequisition,
  changeRequisitionStatus,
  createFromTemplate,
  listTemplates,
  readRequisition,
  setApprovers,
  updateRequisition,
} from './manage-requisitions.js';
import { searchRequisitions } from './search-requisitions.js';
import { staffDirectory } from './staff-directory.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['staff: requisitions'];

export interface StaffRequisitionRouteOptions {
  /** Drops the public job search's cached answers: a posted or closed job shows at once. */
  jobsChanged: () => void;
}

/**
 * Requisitions (spec 2 §7 "requisition (status, approvers, search, templates)"). Create is
 * PUT and update POST as the spec's convention; state changes are POST (never GET, which a
 * link from another site could trigger).
 */
export const staffRequisitionRoutes: FastifyPluginAsyncTypebox<
  StaffRequisitionRouteOptions
> = async (app, options) => {
  const read = requireStaff(app, 'requisitions:read');
  const write = requireStaff(app, 'requisitions:write');

  app.get(
    '/rest/staff/:client/requisition/templates',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Requisition templates',
        params: StaffParams,
        response: { 200: RequisitionTemplateList, ...errors },
      },
    },
    async (request) => listTemplates(app.db, staffContext(request).tenant.id),
  );

  app.get(
    '/rest/staff/:client/directory',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Staff users to name as hiring managers and approvers',
        params: StaffParams,
        response: { 200: StaffDirectory, ...errors },
      },
    },
    async (request) => staffDirectory(app.db, staffContext(request).tenant.id),
  );

  app.post(
    '/rest/staff/:client/requisition/search',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Search the requisitions this user sees',
        params: StaffParams,
        body: RequisitionSearchBody,
        response: { 200: RequisitionSearchResult, ...errors },
      },
    },
    async (request) => searchRequisitions(app.db, staffContext(request).actor, request.body),
  );

  app.put(
    '/rest/staff/:client/requisition',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Create a requisition (a draft) from a template',
        params: StaffParams,
        body: RequisitionCreateInput,
        response: { 201: StaffRequisition, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createFromTemplate(app.db, staffContext(request).actor, request.body)),
  );

  app.get(
    '/rest/staff/:client/requisition/:requisitionId',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'A requisition',
        params: StaffRequisitionParams,
        response: { 200: StaffRequisition, ...errors },
      },
    },
    async (request) =>
      readRequisition(app.db, staffContext(request).actor, request.params.requisitionId),
  );

  app.post(
    '/rest/staff/:client/requisition/:requisitionId',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Edit a requisition (an open one\u2019s job shows the edit at once)',
        params: StaffRequisitionParams,
        body: RequisitionUpdateInput,
        response: { 200: StaffRequisition, ...errors },
      },
    },
    async (request) =>
      updateRequisition(
        app.db,
        staffContext(request).actor,
        request.params.requisitionId,
        request.body,
        options.jobsChanged,
      ),
  );

  app.get(
    '/rest/staff/:client/requisition/approvers/:requisitionId',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'requisition approvers: the approval chain',
        params: StaffRequisitionParams,
        response: { 200: StaffRequisition, ...errors },
      },
    },
    async (request) =>
      readRequisition(app.db, staffContext(request).actor, request.params.requisitionId),
  );

  app.post(
    '/rest/staff/:client/requisition/approvers/:requisitionId',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Name the approvers of a draft, in order',
        params: StaffRequisitionParams,
        body: ApproversInput,
        response: { 200: StaffRequisition, ...errors },
      },
    },
    async (request) =>
      setApprovers(
        app.db,
        staffContext(request).actor,
        request.params.requisitionId,
        request.body.staffUserIds,
      ),
  );

  app.post(
    '/rest/staff/:client/requisition/approve/:requisitionId',
    {
      preHandler: requireStaff(app, 'requisitions:approve'),
      schema: {
        tags,
        summary: 'Approve a submitted requisition (its approvers only)',
        params: StaffRequisitionParams,
        response: { 200: StaffRequisition, ...errors },
      },
    },
    async (request) =>
      approveRequisition(app.db, staffContext(request).actor, request.params.requisitionId),
  );

  app.post(
    '/rest/staff/:client/requisition/status/:requisitionId/:status',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'requisition status: submit, back to draft, open (posts the job), close',
        params: RequisitionStatusParams,
        response: { 200: StaffRequisition, ...errors },
      },
    },
    async (request) =>
      changeRequisitionStatus(
        app.db,
        staffContext(request).actor,
        request.params.requisitionId,
        request.params.status,
        options.jobsChanged,
      ),
  );
};

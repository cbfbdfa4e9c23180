import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { Value } from 'typebox/value';
import {
  attachmentLimitsOf,
  ErrorBody,
  PortalRequisition,
  PortalRequisitionList,
  PortalRequisitionParams,
  PortalSubmissionFields,
  PortalSubmissionList,
  StaffParams,
  VendorDetail,
  VendorInput,
  VendorList,
  VendorParams,
  VendorRequisitionsInput,
  VendorUserInput,
  VendorUserParams,
  ViewGroupInput,
} from '@talentgate/domain';
import { AppError, appError } from '../../errors/catalogue.js';
import { isStorableText } from '../../plugins/storable-input.js';
import type { VirusScanner } from '../attachments/virus-scan.js';
import { readMultipartFile } from '../uploads/read-multipart-file.js';
import { requireStaff, staffContext } from '../staff-auth/require-staff.js';
import {
  addVendorUser,
  createVendor,
  listVendors,
  readVendor,
  setVendorRequisitions,
  setVendorUserActive,
  setViewGroup,
  updateVendor,
} from './manage-vendors.js';
import {
  listPortalRequisitions,
  listPortalSubmissions,
  portalActorOf,
  readPortalRequisition,
  submitPortalCandidate,
  type PortalSubmissionInput,
} from './vendor-portal.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const uploadErrors = { ...errors, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody, 503: ErrorBody };
const tags = ['staff: vendors'];
const portalTags = ['staff: vendor portal'];

/** The submission's fields and resume, read while the body streams, checked as one form. */
async function readSubmission(
  request: FastifyRequest,
  reply: FastifyReply,
  maxResumeBytes: number,
): Promise<PortalSubmissionInput> {
  try {
    const upload = await readMultipartFile(request, {
      largestBytes: maxResumeBytes,
      maxBytes: () => maxResumeBytes,
      fields: 4,
      tooLarge: 'ATTACHMENT_TOO_LARGE',
      missing: 'ATTACHMENT_FILE_REQUIRED',
    });
    const fields = {
      firstName: upload.fields['firstName'] ?? '',
      lastName: upload.fields['lastName'] ?? '',
      email: (upload.fields['email'] ?? '').trim(),
      phone1: (upload.fields['phone1'] ?? '').replace(/[\s().+-]/g, ''),
    };
    const [problem] = Value.Errors(PortalSubmissionFields, fields);
    if (problem) throw appError('VALIDATION_FAILED', { field: problem.instancePath.slice(1) });
    for (const [field, text] of Object.entries(fields))
      if (!isStorableText(text) || text.trim() === '')
        throw appError('VALIDATION_FAILED', { field });
    if (!Value.Check(PortalSubmissionFields, fields)) throw appError('VALIDATION_FAILED');
    return { fields, resume: { fileName: upload.fileName, bytes: upload.bytes } };
  } catch (error) {
    // Past the limit, the answer goes out and the rest of the body is not read.
    if (error instanceof AppError && error.code === 'ATTACHMENT_TOO_LARGE') {
      reply.header('connection', 'close');
      reply.raw.once('finish', () => request.raw.destroy());
    }
    throw error;
  }
}

/**
 * Vendors (issue 27, decision 0051; spec 2 §7 "vendor", "vendor user", "view group"): staff
 * with `vendors:write` manage agencies, their users and the requisitions they are given; the
 * vendor portal under `vendor/portal/` answers a vendor's own users only (`vendor:portal`,
 * and a vendor behind the user), each call limited to their vendor.
 */
export const vendorRoutes: FastifyPluginAsyncTypebox<{ scanner: VirusScanner | null }> = async (
  app,
  options,
) => {
  // Registered here, not app-wide: only the submission accepts a multipart body.
  await app.register(multipart, { throwFileSizeLimit: true });
  const manage = requireStaff(app, 'vendors:write');
  const portal = requireStaff(app, 'vendor:portal');
  // A vendor's users see what their vendor and view group allow: their cached rights change.
  const changed = () => app.staffAuthCache.clear();
  const base = '/rest/staff/:client/vendor';

  app.get(
    base,
    {
      preHandler: manage,
      schema: {
        tags,
        summary: 'Vendors',
        params: StaffParams,
        response: { 200: VendorList, ...errors },
      },
    },
    async (request) => listVendors(app.db, staffContext(request).tenant.id),
  );

  app.put(
    base,
    {
      preHandler: manage,
      schema: {
        tags,
        summary: 'Create a vendor',
        params: StaffParams,
        body: VendorInput,
        response: { 201: VendorDetail, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createVendor(app.db, staffContext(request).actor, request.body)),
  );

  app.get(
    `${base}/:vendorId`,
    {
      preHandler: manage,
      schema: {
        tags,
        summary: 'A vendor with its users and requisitions',
        params: VendorParams,
        response: { 200: VendorDetail, ...errors },
      },
    },
    async (request) => readVendor(app.db, staffContext(request).tenant.id, request.params.vendorId),
  );

  app.post(
    `${base}/:vendorId`,
    {
      preHandler: manage,
      schema: {
        tags,
        summary: 'Edit a vendor (an inactive vendor\u2019s users are refused by the portal)',
        params: VendorParams,
        body: VendorInput,
        response: { 200: VendorDetail, ...errors },
      },
    },
    async (request) => {
      const vendor = await updateVendor(
        app.db,
        staffContext(request).actor,
        request.params.vendorId,
        request.body,
      );
      changed();
      return vendor;
    },
  );

  app.put(
    `${base}/:vendorId/user`,
    {
      preHandler: manage,
      schema: {
        tags,
        summary: 'Create a vendor user (a staff user with the vendor role)',
        params: VendorParams,
        body: VendorUserInput,
        response: { 201: VendorDetail, ...errors },
      },
    },
    async (request, reply) => {
      const vendor = await addVendorUser(
        app.db,
        staffContext(request).actor,
        request.params.vendorId,
        request.body,
      );
      changed();
      return reply.status(201).send(vendor);
    },
  );

  app.post(
    `${base}/:vendorId/user/:staffUserId/viewgroup`,
    {
      preHandler: manage,
      schema: {
        tags,
        summary: 'A vendor user\u2019s view group: the vendor\u2019s submissions or their own',
        params: VendorUserParams,
        body: ViewGroupInput,
        response: { 200: VendorDetail, ...errors },
      },
    },
    async (request) => {
      const { vendorId, staffUserId } = request.params;
      const vendor = await setViewGroup(
        app.db,
        staffContext(request).actor,
        vendorId,
        staffUserId,
        request.body.viewGroup,
      );
      changed();
      return vendor;
    },
  );

  for (const [verb, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(
      `${base}/:vendorId/user/:staffUserId/${verb}`,
      {
        preHandler: manage,
        schema: {
          tags,
          summary: active ? 'Activate a vendor user' : 'Deactivate a vendor user (ends sessions)',
          params: VendorUserParams,
          response: { 200: VendorDetail, ...errors },
        },
      },
      async (request) => {
        const { vendorId, staffUserId } = request.params;
        const vendor = await setVendorUserActive(
          app.db,
          staffContext(request).actor,
          vendorId,
          staffUserId,
          active,
        );
        changed();
        return vendor;
      },
    );
  }

  app.post(
    `${base}/:vendorId/requisitions`,
    {
      preHandler: manage,
      schema: {
        tags,
        summary: 'The requisitions a vendor is given (replaced whole)',
        params: VendorParams,
        body: VendorRequisitionsInput,
        response: { 200: VendorDetail, ...errors },
      },
    },
    async (request) =>
      setVendorRequisitions(
        app.db,
        staffContext(request).actor,
        request.params.vendorId,
        request.body.requisitionIds,
      ),
  );

  const portalBase = `${base}/portal`;

  app.get(
    `${portalBase}/requisitions`,
    {
      preHandler: portal,
      schema: {
        tags: portalTags,
        summary: 'The open requisitions given to the caller\u2019s vendor',
        params: StaffParams,
        response: { 200: PortalRequisitionList, ...errors },
      },
    },
    async (request) => listPortalRequisitions(app.db, portalActorOf(staffContext(request).actor)),
  );

  app.get(
    `${portalBase}/requisition/:requisitionId`,
    {
      preHandler: portal,
      schema: {
        tags: portalTags,
        summary: 'One of those requisitions (any other is not found)',
        params: PortalRequisitionParams,
        response: { 200: PortalRequisition, ...errors },
      },
    },
    async (request) =>
      readPortalRequisition(
        app.db,
        portalActorOf(staffContext(request).actor),
        request.params.requisitionId,
      ),
  );

  app.put(
    `${portalBase}/requisition/:requisitionId/candidate`,
    {
      preHandler: portal,
      schema: {
        tags: portalTags,
        summary:
          'Submit a candidate (multipart: firstName, lastName, email, phone1, then the resume as file)',
        consumes: ['multipart/form-data'],
        params: PortalRequisitionParams,
        response: { 201: Type.Object({ applicationId: Type.Integer() }), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { tenant, actor } = staffContext(request);
      const caller = portalActorOf(actor);
      const limits = attachmentLimitsOf(tenant.settings);
      const input = await readSubmission(request, reply, limits.maxResumeBytes);
      const applicationId = await submitPortalCandidate(
        app.db,
        tenant,
        caller,
        request.params.requisitionId,
        input,
        { limits, scanner: options.scanner },
      );
      return reply.status(201).send({ applicationId });
    },
  );

  app.get(
    `${portalBase}/submissions`,
    {
      preHandler: portal,
      schema: {
        tags: portalTags,
        summary: 'The submissions of the caller\u2019s view group, with their stages',
        params: StaffParams,
        response: { 200: PortalSubmissionList, ...errors },
      },
    },
    async (request) => listPortalSubmissions(app.db, portalActorOf(staffContext(request).actor)),
  );
};

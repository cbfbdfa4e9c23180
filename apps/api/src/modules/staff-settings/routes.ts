import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ClientKey,
  ErrorBody,
  FEATURE_FLAG_NAMES,
  FeatureFlagsResult,
  ListName,
  ListsFile,
  ListsFileList,
  resolveFeatureFlags,
  StaffParams,
} from '@talentgate/domain';
import Type from 'typebox';
import { requireStaff, staffContext } from '../staff-auth/require-staff.js';
import { allLists, setFlags, writeList } from './manage-settings.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['staff: settings'];

const FlagChanges = Type.Object(
  Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, Type.Optional(Type.Boolean())])),
  { additionalProperties: false, minProperties: 1 },
);

const ImportSummary = Type.Object({
  listsAdded: Type.Integer(),
  listsSkipped: Type.Integer(),
  itemsAdded: Type.Integer(),
  itemsChanged: Type.Integer(),
  itemsRemoved: Type.Integer(),
});

/**
 * The tenant's lists and feature flags for admins (spec 2 §7 staff "lists"; permission
 * settings:write): lists in the lists file's shape (config as code), flags by name.
 */
export const staffSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = requireStaff(app, 'settings:write');

  app.get(
    '/rest/staff/:client/lists',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Every list of the tenant, as a lists file',
        params: StaffParams,
        response: { 200: ListsFile, ...errors },
      },
    },
    async (request) => allLists(app.db, staffContext(request).tenant),
  );

  app.post(
    '/rest/staff/:client/lists/:name',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Write a list (created if new; its items become exactly these)',
        params: Type.Object({ client: ClientKey, name: ListName }),
        body: ListsFileList,
        response: { 200: ImportSummary, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = staffContext(request);
      return writeList(app.db, tenant, actor, request.params.name, request.body);
    },
  );

  app.get(
    '/rest/staff/:client/featureflags',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'The tenant\u2019s feature flags',
        params: StaffParams,
        response: { 200: FeatureFlagsResult, ...errors },
      },
    },
    async (request) => {
      const { tenant } = staffContext(request);
      return resolveFeatureFlags(tenant.featureFlags);
    },
  );

  app.post(
    '/rest/staff/:client/featureflags',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Set feature flags (the ones not named keep their values)',
        params: StaffParams,
        body: FlagChanges,
        response: { 200: FeatureFlagsResult, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = staffContext(request);
      const flags = await setFlags(app.db, tenant, actor, request.body);
      app.tenants.forget(tenant.client);
      return flags;
    },
  );
};

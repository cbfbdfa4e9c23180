import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  ApplyContainer,
  ApplyContainerConfig,
  ApplyForm,
  ApplyFormConfigRecord,
  ApplyFormParams,
  ApplyStream,
  ApplyStreamCfgParams,
  ApplyStreamConfig,
  ApplyStreamKeyParams,
  ApplyStreamMetadata,
  ApplyStreamParams,
  ErrorBody,
  FormConfigsQuery,
} from '@talentgate/domain';
import { appError } from '../../errors/catalogue.js';
import { findStream, findStreamByKey } from './find-stream.js';
import { presentStream } from './present-stream.js';
import { StreamMetadataCache } from './stream-metadata.js';
import {
  listContainerConfigs,
  listFormConfigs,
  listStreamConfigForms,
  listStreamConfigs,
  listStreamContainers,
} from './stream-structure.js';

const errors = { 400: ErrorBody, 404: ErrorBody };

const written = new WeakMap<object, string>();
function jsonOnce(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data);
  const kept = written.get(data);
  if (kept !== undefined) return kept;
  const json = JSON.stringify(data);
  written.set(data, json);
  return json;
}
const jsonOnceSerializerCompiler = () => jsonOnce;
const tags = ['apply streams'];

/** Apply flow structure (spec 2 §7, public GET) and the whole-stream metadata. */
export const applyStreamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const metadataCache = new StreamMetadataCache();

  app.get(
    '/rest/public/applystream/:client/id/:applyStreamId',
    {
      schema: {
        tags,
        summary: 'Apply stream by id',
        params: ApplyStreamParams,
        response: { 200: ApplyStream, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return presentStream(await findStream(app.db, tenant, request.params.applyStreamId));
    },
  );

  app.get(
    '/rest/public/applystream/:client/key/:key',
    {
      schema: {
        tags,
        summary: 'Apply stream by key (the EasyApplyStream list names the easy stream by key)',
        params: ApplyStreamKeyParams,
        response: { 200: ApplyStream, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      const stream = await findStreamByKey(app.db, tenant, request.params.key);
      if (!stream) throw appError('APPLY_STREAM_NOT_FOUND');
      return presentStream(stream);
    },
  );

  app.get(
    '/rest/public/applystream/:client/metadata/:applyStreamId',
    {
      schema: {
        tags,
        summary: 'The whole stream for the renderer: steps and every form\u2019s metadata',
        params: ApplyStreamParams,
        response: { 200: ApplyStreamMetadata, ...errors },
      },
      // Answers are kept objects built by the presenter from checked configs: their JSON is
      // written once, without compiling a serializer for the large metadata schema.
      serializerCompiler: jsonOnceSerializerCompiler,
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return metadataCache.load(app.db, tenant, request.params.applyStreamId);
    },
  );

  app.get(
    '/rest/public/applystream/:client/configs/:applyStreamId',
    {
      schema: {
        tags,
        summary: 'Stream configs (steps) of a stream, by sortOrder',
        params: ApplyStreamParams,
        response: { 200: Type.Array(ApplyStreamConfig), ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return listStreamConfigs(app.db, tenant, request.params.applyStreamId);
    },
  );

  app.get(
    '/rest/public/applystream/:client/containers/:applyStreamId',
    {
      schema: {
        tags,
        summary: 'Containers a stream shows, in step order',
        params: ApplyStreamParams,
        response: { 200: Type.Array(ApplyContainer), ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return listStreamContainers(app.db, tenant, request.params.applyStreamId);
    },
  );

  app.get(
    '/rest/public/applystream/:client/containerconfigs/:applyStreamCfgId',
    {
      schema: {
        tags,
        summary: 'Container configs (forms in order) of a stream config',
        params: ApplyStreamCfgParams,
        response: { 200: Type.Array(ApplyContainerConfig), ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return listContainerConfigs(app.db, tenant, request.params.applyStreamCfgId);
    },
  );

  app.get(
    '/rest/public/applystream/:client/forms/:applyStreamCfgId',
    {
      schema: {
        tags,
        summary: 'Forms of a stream config, in order',
        params: ApplyStreamCfgParams,
        response: { 200: Type.Array(ApplyForm), ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return listStreamConfigForms(app.db, tenant, request.params.applyStreamCfgId);
    },
  );

  app.get(
    '/rest/public/applystream/:client/formconfigs/:applyFormId',
    {
      schema: {
        tags,
        summary: 'Form configs of a form (one per stream using it, or the given stream\u2019s)',
        params: ApplyFormParams,
        querystring: FormConfigsQuery,
        response: { 200: Type.Array(ApplyFormConfigRecord), ...errors },
      },
    },
    async (request) => {
      const tenant = await app.tenants.require(request.params.client);
      return listFormConfigs(
        app.db,
        tenant,
        request.params.applyFormId,
        request.query.applyStreamId,
      );
    },
  );
};

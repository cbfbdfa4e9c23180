import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Address,
  AddressIdParams,
  AddressInput,
  AddressList,
  ErrorBody,
  SiteParams,
  SuccessResult,
  UsersIdParams,
} from '@talentgate/domain';
import { requireSignedInOwner } from '../auth/signed-in-owner.js';
import {
  deleteAddress,
  findAddress,
  listAddresses,
  presentAddress,
  saveAddress,
} from './addresses.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
const tags = ['dashboard'];

/** Address calls (spec 1 §7), for the signed-in candidate's own addresses only. */
export const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rest/private/address/:client/id/:addressId',
    {
      schema: {
        tags,
        summary: 'An address of the signed-in candidate by id',
        params: AddressIdParams,
        response: { 200: Address, ...errors },
      },
    },
    async (request) => {
      const { owner } = await requireSignedInOwner(app, request, request.params.client);
      return presentAddress(await findAddress(app.db, owner, request.params.addressId));
    },
  );

  app.get(
    '/rest/private/address/:client/user/:usersId',
    {
      schema: {
        tags,
        summary: 'The addresses of the signed-in candidate',
        params: UsersIdParams,
        response: { 200: AddressList, ...errors },
      },
    },
    async (request) => {
      const { params } = request;
      const { owner } = await requireSignedInOwner(app, request, params.client, params.usersId);
      return (await listAddresses(app.db, owner)).map(presentAddress);
    },
  );

  app.put(
    '/rest/private/address/:client',
    {
      schema: {
        tags,
        summary: 'Create an address (or replace one, given its addressId)',
        params: SiteParams,
        body: AddressInput,
        response: { 201: Address, ...errors },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const { owner } = await requireSignedInOwner(
        app,
        request,
        request.params.client,
        body.usersId,
      );
      return reply.status(201).send(presentAddress(await saveAddress(app.db, owner, body)));
    },
  );

  app.delete(
    '/rest/private/address/:client/:addressId',
    {
      schema: {
        tags,
        summary: 'Delete an address of the signed-in candidate',
        params: AddressIdParams,
        response: { 200: SuccessResult, ...errors },
      },
    },
    async (request) => {
      const { owner } = await requireSignedInOwner(app, request, request.params.client);
      await deleteAddress(app.db, owner, request.params.addressId);
      return { status: 'Success' as const };
    },
  );
};

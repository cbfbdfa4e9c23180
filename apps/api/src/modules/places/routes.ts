import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  NearestPlaceQuery,
  Place,
  PlaceParams,
  PlaceSearchQuery,
  PlaceSuggestions,
  PLACE_SUGGESTIONS_DEFAULT,
  PostalCodeDataList,
  PostalCodeQuery,
  SiteParams,
} from '@talentgate/domain';
import { findPostalCodes } from './find-postal-codes.js';

const errors = { 400: ErrorBody, 404: ErrorBody };

/** Postal code data and places, served from our own data (spec 2 §7 "Lookups and lists"). */
export const placeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rest/public/postalcodes/:client',
    {
      schema: {
        tags: ['places'],
        summary: 'Postal code data: the places a postal code names, in every loaded country',
        params: SiteParams,
        querystring: PostalCodeQuery,
        response: { 200: PostalCodeDataList, ...errors },
      },
    },
    async (request) => {
      await app.tenants.require(request.params.client);
      return findPostalCodes(app.db, request.query.postalcode);
    },
  );

  app.get(
    '/rest/public/places/:client',
    {
      schema: {
        tags: ['places'],
        summary: 'Place suggestions for the place field (fewer than 2 characters: none)',
        params: SiteParams,
        querystring: PlaceSearchQuery,
        response: { 200: PlaceSuggestions, ...errors },
      },
    },
    async (request) => {
      await app.tenants.require(request.params.client);
      const { q = '', limit = PLACE_SUGGESTIONS_DEFAULT } = request.query;
      return { places: await app.places.suggest(q, limit) };
    },
  );

  app.get(
    '/rest/public/places/:client/nearest',
    {
      schema: {
        tags: ['places'],
        summary: 'The city nearest a point (reverse geocode of a browser location)',
        params: SiteParams,
        querystring: NearestPlaceQuery,
        response: { 200: Place, ...errors },
      },
    },
    async (request) => {
      await app.tenants.require(request.params.client);
      return app.places.nearest(request.query.latitude, request.query.longitude);
    },
  );

  app.get(
    '/rest/public/places/:client/id/:placeId',
    {
      schema: {
        tags: ['places'],
        summary: 'A picked place, with its postal code when known',
        params: PlaceParams,
        response: { 200: Place, ...errors },
      },
    },
    async (request) => {
      await app.tenants.require(request.params.client);
      return app.places.find(request.params.placeId);
    },
  );
};

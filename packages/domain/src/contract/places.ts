import Type from 'typebox';
import {
  PLACE_QUERY_MAX_LENGTH,
  PLACE_SUGGESTIONS_DEFAULT,
  PLACE_SUGGESTIONS_MAX,
  POSTAL_CODE_PATTERN,
} from '../places/place-constants.js';
import { ClientKey, IdParam } from './common.js';

export const PostalCodeQuery = Type.Object(
  {
    postalcode: Type.String({
      minLength: 1,
      maxLength: PLACE_QUERY_MAX_LENGTH,
      pattern: POSTAL_CODE_PATTERN,
    }),
  },
  { additionalProperties: false },
);
export type PostalCodeQuery = Type.Static<typeof PostalCodeQuery>;

/** Postal code data (spec 2 §3), one per place the code covers. */
export const PostalCodeData = Type.Object({
  country: Type.String({ description: 'ISO 3166-1 alpha-2 code' }),
  countryName: Type.String(),
  provinceName: Type.String(),
  CityName: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
});
export type PostalCodeData = Type.Static<typeof PostalCodeData>;

export const PostalCodeDataList = Type.Array(PostalCodeData);
export type PostalCodeDataList = Type.Static<typeof PostalCodeDataList>;

/** A place as a pick gives it (spec 1 §3 "Geolocation from a place pick"). */
export const Place = Type.Object({
  /** GeoNames id of the city. */
  id: Type.Integer(),
  label: Type.String(),
  /** The postal code nearest the point, when postal data for its country is loaded. */
  zip: Type.Union([Type.String(), Type.Null()]),
  city: Type.String(),
  state: Type.String(),
  /** ISO 3166-2 subdivision code without the country prefix ("TX", "ARA"); '' when unknown. */
  stateIso: Type.String(),
  country: Type.String(),
  countryIso: Type.String({ description: 'ISO 3166-1 alpha-2 code' }),
  latitude: Type.Number(),
  longitude: Type.Number(),
});
export type Place = Type.Static<typeof Place>;

export const PlaceSearchQuery = Type.Object(
  {
    /** Shorter than two characters answers no places (not an error). */
    q: Type.Optional(Type.String({ maxLength: PLACE_QUERY_MAX_LENGTH })),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: PLACE_SUGGESTIONS_MAX,
        default: PLACE_SUGGESTIONS_DEFAULT,
      }),
    ),
  },
  { additionalProperties: false },
);
export type PlaceSearchQuery = Type.Static<typeof PlaceSearchQuery>;

export const PlaceSuggestions = Type.Object({ places: Type.Array(Place) });
export type PlaceSuggestions = Type.Static<typeof PlaceSuggestions>;

export const PlaceParams = Type.Object({ client: ClientKey, placeId: IdParam });
export type PlaceParams = Type.Static<typeof PlaceParams>;

export const NearestPlaceQuery = Type.Object(
  {
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
  },
  { additionalProperties: false },
);
export type NearestPlaceQuery = Type.Static<typeof NearestPlaceQuery>;

/**
 * The place and postal-code calls (spec 2 §7): all answered by our own API, so no request
 * leaves the deployment. Only types come from the domain's contract module.
 */
import type { Place, PlaceSuggestions, PostalCodeData } from '@talentgate/domain';
import { apiClient, apiPath, type ApiClient } from '../../lib/api-client';

export function fetchPostalCodes(
  client: string,
  postalcode: string,
  signal?: AbortSignal,
  api: ApiClient = apiClient,
): Promise<PostalCodeData[]> {
  const query = new URLSearchParams({ postalcode: postalcode.trim() });
  return api.get<PostalCodeData[]>(`${apiPath('public', 'postalcodes', client)}?${query}`, signal);
}

export function searchPlaces(
  client: string,
  q: string,
  signal?: AbortSignal,
  api: ApiClient = apiClient,
): Promise<PlaceSuggestions> {
  const query = new URLSearchParams({ q: q.trim() });
  return api.get<PlaceSuggestions>(`${apiPath('public', 'places', client)}?${query}`, signal);
}

/** A picked place with its postal code, when the server knows one. */
export function fetchPlace(client: string, placeId: number, api: ApiClient = apiClient) {
  return api.get<Place>(apiPath('public', 'places', client, 'id', placeId));
}

export function fetchNearestPlace(
  client: string,
  latitude: number,
  longitude: number,
  api: ApiClient = apiClient,
): Promise<Place> {
  const query = new URLSearchParams({ latitude: String(latitude), longitude: String(longitude) });
  return api.get<Place>(`${apiPath('public', 'places', client, 'nearest')}?${query}`);
}

import type { Candidate } from '@talentgate/domain';
import { vi } from 'vitest';
import { createApiClient, type FetchLike } from '../lib/api-client';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const errorJson = (status: number, code: string, message = code) =>
  json(status, { statusCode: status, code, message });

export type Route = (init: RequestInit, url: URL) => Response | Promise<Response>;

/** An ApiClient whose fetch answers `METHOD /path` from the given table; others are 404. */
export function fakeApi(routes: Record<string, Route>) {
  const fetchImpl = vi.fn<FetchLike>(async (input, init) => {
    const url = new URL(input, 'http://localhost');
    const route = routes[`${init.method ?? 'GET'} ${url.pathname}`];
    return route ? route(init, url) : errorJson(404, 'ROUTE_NOT_FOUND');
  });
  return { fetchImpl, api: createApiClient(fetchImpl) };
}

export const CANDIDATE: Candidate = {
  candidateId: 7,
  uname: 'jane.doe@example.com',
  email: 'jane.doe@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  phone1: '5551234567',
  city: 'Austin',
  state: 'TX',
  country: 'United States',
  zip: '73301',
  latitude: null,
  longitude: null,
  dob: null,
  description: null,
  accessType: 'E',
  veteran: null,
  locked: 'f',
  languageCodeId: null,
  termsAndPolicy: null,
  areaInterest: null,
  areaOfInterestList: null,
  preferences: null,
  createDate: 0,
  updateDate: 0,
  candidateCustomFieldsValueDTO: { customFieldsNameValuePairs: {} },
};

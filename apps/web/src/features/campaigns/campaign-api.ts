/** The calls of campaign pages and event check-in (decision 0046). */
import { queryOptions } from '@tanstack/react-query';
import type { Campaign, CheckIn, EventStatus, EventStatusBody } from '@talentgate/domain';
import { apiClient, apiPath, initialAnswer, type ApiClient } from '../../lib/api-client';

export function campaignQueryOptions(client: string, name: string) {
  const path = apiPath('public', 'campaigns', client, name);
  return queryOptions({
    queryKey: ['campaign', client, name],
    queryFn: ({ signal }) => apiClient.get<Campaign>(path, signal),
    // The page carries the campaign (decision 0030): its first draw needs no round trip.
    initialData: () => initialAnswer<Campaign>(path),
    retry: false,
  });
}

/** What a check-in link shows; the token goes in the body, out of logs. */
export function fetchCheckIn(client: string, token: string, api: ApiClient = apiClient) {
  return api.request<CheckIn>(apiPath('public', 'events', client, 'check-in'), {
    method: 'POST',
    body: { token },
  });
}

/** The event status call: the link's registrant is marked Attended, with the names shown. */
export function checkIn(
  client: string,
  target: { eventId: string; candidateId: number; token: string },
  names: { firstName: string; lastName: string },
  api: ApiClient = apiClient,
) {
  const body: EventStatusBody = { statusName: 'Attended', token: target.token };
  if (names.firstName.trim() !== '') body.firstName = names.firstName.trim().slice(0, 50);
  if (names.lastName.trim() !== '') body.lastName = names.lastName.trim().slice(0, 50);
  return api.request<EventStatus>(
    apiPath('public', 'events', client, target.eventId, 'candidates', target.candidateId, 'status'),
    { method: 'PUT', body },
  );
}

/** The signed-in candidate's referral link (decision 0041). */
import type { ReferralLink } from '@talentgate/domain';
import { apiClient, apiPath, type ApiClient } from '../../lib/api-client';

export function fetchReferralLink(client: string, api: ApiClient = apiClient) {
  return api.get<ReferralLink>(apiPath('private', 'referral', client, 'link'));
}

/** Makes the link if the candidate has none; the same link every time after. */
export function makeReferralLink(client: string, api: ApiClient = apiClient) {
  return api.request<ReferralLink>(apiPath('private', 'referral', client, 'link'), {
    method: 'PUT',
  });
}

/** Where a friend following the link lands: the sponsor's way into the talent community. */
export const referralUrl = (origin: string, handle: string) =>
  `${origin}/r/${encodeURIComponent(handle)}/profile/join/`;

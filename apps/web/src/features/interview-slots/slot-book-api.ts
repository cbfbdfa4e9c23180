import type { SlotInvitation } from '@talentgate/domain';
import { apiClient, apiPath, type ApiClient } from '../../lib/api-client';

/** `/apply/slot-book/?hash=`: the e-mailed link's hash authorises every call; no sign-in. */
export type SlotAction = 'invitation' | 'book' | 'cancel' | 'accept' | 'reject';

export function slotCall(
  client: string,
  action: SlotAction,
  body: { hash: string; slotId?: number },
  api: ApiClient = apiClient,
): Promise<SlotInvitation> {
  return api.request(apiPath('public', 'interview-slots', client, action), {
    method: 'POST',
    body,
  });
}

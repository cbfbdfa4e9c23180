import { useQuery } from '@tanstack/react-query';
import type { ApplicationExists } from '@talentgate/domain';
import { apiClient, apiPath } from '../../lib/api-client';
import { useSignedIn } from '../auth/auth-context';
import { useClient } from '../site/client-context';

export type Applied =
  /** Signed out, no requisition, or the check failed: nothing to say. */
  | { status: 'unknown' }
  /** Signed in, the answer has not come yet. */
  | { status: 'checking' }
  | { status: 'notApplied' }
  | { status: 'applied'; applyDate: string };

/**
 * Whether the signed-in candidate has applied to the requisition (issue 21 item 3): the job
 * page and the start of the apply flow say so instead of letting them fill everything in.
 */
export function useApplied(requisitionId: number | null): Applied {
  const client = useClient();
  const signedIn = useSignedIn();
  const query = useQuery({
    queryKey: ['applied', client, requisitionId],
    queryFn: ({ signal }) =>
      apiClient.get<ApplicationExists>(
        `${apiPath('private', 'application', 'exists', client)}/candidate/requisition/${requisitionId}`,
        signal,
      ),
    enabled: signedIn && requisitionId !== null,
  });
  if (!signedIn || requisitionId === null || query.isError) return { status: 'unknown' };
  if (!query.data) return { status: 'checking' };
  const { reqStatus, applyDate } = query.data;
  return reqStatus === 'true' && applyDate !== undefined
    ? { status: 'applied', applyDate }
    : { status: 'notApplied' };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { useClient } from '../site/client-context';
import { fetchOptInStatus, optIn, optInKey } from './subscriptions-api';

/** The candidate's terms opt-in (check by candidate id) and the call that records it once. */
export function useOptIn(candidateId: number | null, enabled = true) {
  const client = useClient();
  const { recovery } = useAuth();
  const queryClient = useQueryClient();
  const key = optInKey(client, candidateId ?? 0);
  const status = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => recovery.run(() => fetchOptInStatus(client, candidateId ?? 0, signal)),
    enabled: enabled && candidateId !== null,
  });
  const record = useMutation({
    mutationFn: () => recovery.run(() => optIn(client, candidateId ?? 0)),
    onSuccess: (recorded) => queryClient.setQueryData(key, { optedIn: true, optIn: recorded }),
  });
  return { status, record };
}

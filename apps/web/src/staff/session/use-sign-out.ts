import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi, staffKeys } from '../api';

/**
 * Sign-out: asking again who is signed in answers 401 and the gate shows the sign-in;
 * nothing the user saw stays cached for whoever signs in next in this tab.
 */
export function useSignOut(client: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffApi.logout(client),
    onSuccess: async () => {
      await queryClient.resetQueries({ queryKey: staffKeys.me(client) });
      queryClient.removeQueries({
        queryKey: staffKeys.all(client),
        predicate: (query) => query.queryKey[2] !== 'me',
      });
    },
  });
}

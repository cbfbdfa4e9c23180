import { createContext, useContext } from 'react';
import { useAuth } from '../auth/auth-context';
import { useClient } from '../site/client-context';
import type { Owner } from './dashboard-api';

export const DashboardCandidateContext = createContext<number | null>(null);

/** Whose dashboard this is: the tenant, the signed-in candidate and the request recovery. */
export function useDashboardOwner(): Owner {
  const candidateId = useContext(DashboardCandidateContext);
  const client = useClient();
  const { recovery } = useAuth();
  if (candidateId === null) throw new Error('useDashboardOwner needs the dashboard');
  return { client, candidateId, recovery };
}

import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../auth/auth-context';
import { activitiesQuery } from '../dashboard-api';
import { useDashboardOwner } from '../dashboard-owner';

/** The candidate's activities; nothing is requested without a signed-in session. */
export function useActivities() {
  const { state } = useAuth();
  return useQuery(activitiesQuery(useDashboardOwner(), state.status === 'loggedIn'));
}

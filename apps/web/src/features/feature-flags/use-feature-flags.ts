import { useQuery } from '@tanstack/react-query';
import { useClient } from '../site/client-context';
import { featureFlagsQueryOptions } from './feature-flags-query';

export function useFeatureFlags() {
  return useQuery(featureFlagsQueryOptions(useClient()));
}

import { queryOptions } from '@tanstack/react-query';
import type { ScreeningQuestions } from '@talentgate/domain';
import { apiClient, apiPath } from '../../lib/api-client';

/** The requisition's screening questions (spec 2 §7 "Screening"), as candidates see them. */
export function screeningQuestionsQuery(client: string, requisitionId: number) {
  return queryOptions({
    queryKey: ['screening-questions', client, requisitionId],
    queryFn: ({ signal }) =>
      apiClient.get<ScreeningQuestions>(
        apiPath('public', 'questions', client, 'requisition', requisitionId),
        signal,
      ),
    staleTime: 5 * 60_000,
  });
}

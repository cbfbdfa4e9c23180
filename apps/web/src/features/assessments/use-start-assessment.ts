/**
 * Starting an assessment from the step's list or the dashboard: the server marks it
 * inprocess and answers the vendor's URL. The built-in vendor's page is one of ours, so it
 * opens here, in the page's language, without reloading the site; any other vendor's URL is
 * left for (the candidate comes back through the vendor's own link or the dashboard).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { useClient } from '../site/client-context';
import { setAssessmentReturn, type AssessmentReturn } from './assessment-step';
import { startAssessment, type AssessmentAuth } from './assessments-api';

const TAKE_PATH = '/apply/assessment/take/';

export function useStartAssessment(auth: AssessmentAuth, from: AssessmentReturn) {
  const client = useClient();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assessmentId: number) => startAssessment(client, assessmentId, auth),
    onSuccess: (answer) => {
      // Its status is inprocess now, wherever it is listed (the step, the dashboard).
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey.includes('assessments'),
      });
      setAssessmentReturn(from);
      const url = new URL(answer, window.location.origin);
      // By its path: the server names the site by its public address, which may not be the
      // host this visitor uses (and session storage, with the step, belongs to this one).
      if (url.pathname === TAKE_PATH && url.searchParams.has('link')) {
        void navigate(`${hrefTo(language, 'applyAssessmentTake')}${url.search}`);
      } else {
        window.location.assign(url.toString());
      }
    },
  });
}

import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { canSkipAssessments } from '@talentgate/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { useAuth } from '../auth/auth-context';
import { usePageLoading } from '../feedback/loading-overlay-context';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { useClient } from '../site/client-context';
import classes from './Assessments.module.css';
import { usePageTitle } from '../site/use-page-title';
import { clearAssessmentStep, type AssessmentStep } from './assessment-step';
import { leaveAssessmentStep, listAssessments, type AssessmentAuth } from './assessments-api';
import { AssessmentRow } from './AssessmentRow';
import { readAssessmentStep } from './read-assessment-step';
import { useStartAssessment } from './use-start-assessment';

/** Who the page lists assessments for: the flow's step, else the signed-in candidate. */
interface Viewer {
  candidateId: number;
  auth: AssessmentAuth;
  step: AssessmentStep | null;
}

/**
 * `/apply/assessment/` (spec 2 §2 "Assessment list with start and skip"): after the final
 * submit of an application that created assessments, the flow comes here before its
 * thank-you page. Each assessment shows its status (spec 2 §4) and can be started or
 * continued; the step can be left only when all are Completed (the server refuses otherwise
 * too), and leaving ends a new candidate's temporary token (the unlock-and-logout rule).
 * Opened directly, it lists the signed-in candidate's assessments.
 */
export default function AssessmentPage() {
  const { t } = useTranslation('account');
  const client = useClient();
  const { state, requireSignIn } = useAuth();
  usePageTitle(t('assessments.documentTitle'));
  // Read once: leaving the step clears it, and the page must not draw again without it.
  const [step] = useState(() => readAssessmentStep(client));
  const signedInId = state.status === 'loggedIn' ? state.candidate.candidateId : null;
  const viewer: Viewer | null =
    step && (step.token !== null || signedInId === step.candidateId)
      ? { candidateId: step.candidateId, auth: step.token, step }
      : signedInId !== null
        ? { candidateId: signedInId, auth: null, step: null }
        : null;
  const waiting = viewer === null && state.status === 'restoring';
  usePageLoading(waiting);
  const signedOut = viewer === null && state.status === 'loggedOut';
  useEffect(() => {
    if (signedOut) requireSignIn();
  }, [signedOut, requireSignIn]);

  if (viewer) return <AssessmentList viewer={viewer} />;
  if (waiting) return null;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('assessments.heading')}</Title>
        <Text>{t('assessments.signIn')}</Text>
        <Button onClick={requireSignIn}>{t('assessments.signInAction')}</Button>
      </Stack>
    </Container>
  );
}

function AssessmentList({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation('account');
  const client = useClient();
  const language = useLanguage();
  const navigate = useNavigate();
  const { step, auth, candidateId } = viewer;
  const applicationId = step?.applicationId ?? null;
  const query = useQuery({
    queryKey: ['assessments', client, candidateId, applicationId],
    queryFn: () => listAssessments(client, candidateId, auth, applicationId),
    retry: false,
  });
  usePageLoading(query.isPending);
  const start = useStartAssessment(auth, 'step');
  const hintId = useId();

  const leave = useMutation({
    mutationFn: () => leaveAssessmentStep(client, applicationId ?? 0, auth),
    onSuccess: () => {
      // The token is ended on the server; here the step (and its token) is forgotten.
      clearAssessmentStep();
      if (step) void navigate(step.thankYouHref, { state: step.thankYou });
    },
  });

  const assessments = query.data ?? [];
  const done = canSkipAssessments(assessments.map((one) => one.testStatus));
  // A step with nothing to take (none created, or all gone) goes straight on.
  const empty = query.isSuccess && assessments.length === 0;
  useEffect(() => {
    if (empty && step) {
      clearAssessmentStep();
      void navigate(step.thankYouHref, { replace: true, state: step.thankYou });
    }
  }, [empty, step, navigate]);

  const problem = start.error ?? leave.error ?? query.error;
  const problemText =
    problem === null
      ? null
      : isApiError(problem) && problem.code === 'ASSESSMENTS_NOT_COMPLETED'
        ? t('assessments.notDone')
        : isApiError(problem) && problem.status === 401
          ? t('assessments.expired')
          : t('assessments.failed');

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('assessments.heading')}</Title>
        <Text>{t(step ? 'assessments.introStep' : 'assessments.intro')}</Text>
        <div role="alert">
          {problemText && (
            <Alert color="red" variant="light">
              {problemText}
            </Alert>
          )}
        </div>
        {query.isSuccess && (
          <Stack gap="sm" component="ul" className={classes.plainList}>
            {assessments.map((assessment) => (
              <AssessmentRow
                key={assessment.assessmentId}
                assessment={assessment}
                starting={start.isPending && start.variables === assessment.assessmentId}
                onStart={() => start.mutate(assessment.assessmentId)}
                actionLabel={(display) =>
                  t(display === 'notStarted' ? 'assessments.start' : 'assessments.continue')
                }
              />
            ))}
          </Stack>
        )}
        {step ? (
          <Stack gap={4} align="flex-start">
            <Button
              disabled={!query.isSuccess || !done}
              loading={leave.isPending}
              aria-describedby={done ? undefined : hintId}
              onClick={() => leave.mutate()}
            >
              {t('assessments.skip')}
            </Button>
            {query.isSuccess && !done && (
              <Text id={hintId} size="sm">
                {t('assessments.skipHint')}
              </Text>
            )}
          </Stack>
        ) : (
          <Button component={Link} to={hrefTo(language, 'profileAssessments')} variant="default">
            {t('assessments.toDashboard')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}

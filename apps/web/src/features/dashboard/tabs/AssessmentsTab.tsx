import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../routing/current-route';
import { hrefTo } from '../../routing/href';
import { assessmentsQuery } from '../dashboard-api';
import { useDashboardOwner } from '../dashboard-owner';
import classes from '../Dashboard.module.css';
import { EmptyState } from '../EmptyState';
import { QueryView } from '../QueryView';
import { AssessmentRow } from '../../assessments/AssessmentRow';
import { useStartAssessment } from '../../assessments/use-start-assessment';

export function AssessmentsTab() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const query = useQuery(assessmentsQuery(useDashboardOwner()));
  // Signed in: the session starts them; the test's page leads back here.
  const start = useStartAssessment(null, 'dashboard');
  return (
    <QueryView query={query}>
      {(assessments) =>
        assessments.length === 0 ? (
          <EmptyState
            title={t('dashboard.assessments.emptyTitle')}
            hint={t('dashboard.assessments.emptyHint')}
            action={{
              label: t('dashboard.seeApplications'),
              href: hrefTo(language, 'profileApplications'),
            }}
          />
        ) : (
          <Stack gap="sm">
            <div role="alert">
              {start.isError && (
                <Alert color="red" variant="light">
                  {t('assessments.failed')}
                </Alert>
              )}
            </div>
            <Stack gap="sm" component="ul" className={classes.plainList}>
              {assessments.map((assessment) => (
                <AssessmentRow
                  key={assessment.assessmentId}
                  assessment={assessment}
                  starting={start.isPending && start.variables === assessment.assessmentId}
                  onStart={() => start.mutate(assessment.assessmentId)}
                  actionLabel={(display) =>
                    t(
                      display === 'notStarted'
                        ? 'dashboard.assessments.start'
                        : 'dashboard.assessments.continue',
                    )
                  }
                />
              ))}
            </Stack>
          </Stack>
        )
      }
    </QueryView>
  );
}

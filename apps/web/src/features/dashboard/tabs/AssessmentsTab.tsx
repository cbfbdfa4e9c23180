import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { assessmentDisplay, type Assessment } from '@talentgate/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../routing/current-route';
import { hrefTo } from '../../routing/href';
import { assessmentsQuery } from '../dashboard-api';
import { useDashboardOwner } from '../dashboard-owner';
import classes from '../Dashboard.module.css';
import { EmptyState } from '../EmptyState';
import { QueryView } from '../QueryView';
import { useStartAssessment } from '../../assessments/use-start-assessment';

/** Spec 2 §4's display of a test status: the domain's rule, shared with the server. */
export { assessmentDisplay };

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
                <AssessmentItem
                  key={assessment.assessmentId}
                  assessment={assessment}
                  starting={start.isPending && start.variables === assessment.assessmentId}
                  onStart={() => start.mutate(assessment.assessmentId)}
                />
              ))}
            </Stack>
          </Stack>
        )
      }
    </QueryView>
  );
}

function AssessmentItem({
  assessment,
  starting,
  onStart,
}: {
  assessment: Assessment;
  starting: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation('account');
  const display = assessmentDisplay(assessment.testStatus);
  const labelId = useId();
  return (
    <Paper withBorder p="md" component="li">
      <Group justify="space-between">
        <Stack gap={4} align="flex-start">
          <Text fw={600} id={labelId} dir="auto">
            {assessment.positionLabel}
          </Text>
          <Badge variant="outline" color={display === 'completed' ? 'teal.9' : 'dark'}>
            {t(`dashboard.assessments.status.${display}`)}
          </Badge>
        </Stack>
        {display !== 'completed' && (
          <Button variant="light" loading={starting} aria-describedby={labelId} onClick={onStart}>
            {t(
              display === 'notStarted'
                ? 'dashboard.assessments.start'
                : 'dashboard.assessments.continue',
            )}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

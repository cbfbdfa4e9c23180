import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Assessment } from '@talentgate/domain';
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

/** Spec 2 §4: invited shows as Not Started, inprocess as Incomplete, anything else Completed. */
export type AssessmentDisplay = 'notStarted' | 'incomplete' | 'completed';
export function assessmentDisplay(testStatus: string): AssessmentDisplay {
  if (testStatus === 'invited') return 'notStarted';
  if (testStatus === 'inprocess') return 'incomplete';
  return 'completed';
}

export function AssessmentsTab() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const query = useQuery(assessmentsQuery(useDashboardOwner()));
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
          <Stack gap="sm" component="ul" className={classes.plainList}>
            {assessments.map((assessment) => (
              <AssessmentItem key={assessment.assessmentId} assessment={assessment} />
            ))}
          </Stack>
        )
      }
    </QueryView>
  );
}

function AssessmentItem({ assessment }: { assessment: Assessment }) {
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
        {display !== 'completed' && assessment.url !== null && (
          <Button
            component="a"
            href={assessment.url}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            aria-describedby={labelId}
          >
            {t('dashboard.assessments.start')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

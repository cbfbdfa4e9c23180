import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { assessmentDisplay, type Assessment, type AssessmentDisplay } from '@talentgate/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface AssessmentRowProps {
  assessment: Assessment;
  starting: boolean;
  onStart: () => void;
  /** The button's words: the apply step says "Start", the dashboard "Start assessment". */
  actionLabel: (display: Exclude<AssessmentDisplay, 'completed'>) => string;
}

/**
 * One assessment with its status (spec 2 §4 mapping) and, until it is completed, the button
 * that starts or continues it: the apply flow's assessment step and the dashboard's tab.
 */
export function AssessmentRow({ assessment, starting, onStart, actionLabel }: AssessmentRowProps) {
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
            {actionLabel(display)}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

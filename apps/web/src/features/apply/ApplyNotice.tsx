import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppliedNotice } from '../applications/AppliedNotice';
import { JobClosedNotice } from '../jobs/JobClosedNotice';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { usePageTitle } from '../site/use-page-title';

interface ApplyNoticeProps {
  /** The requisition's job title. */
  title: string;
  reason: 'closed' | 'noApplyStream' | 'applied';
  /** With reason 'applied': when (ISO date-time). */
  applyDate?: string;
}

/**
 * Why this requisition cannot be applied to here (closed, no stream, or applied already),
 * with the way back to the open jobs.
 */
export function ApplyNotice({ title, reason, applyDate }: ApplyNoticeProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('apply.documentTitle', { title }));

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text fw={700} c="dimmed" size="sm">
            {t('apply.eyebrow')}
          </Text>
          <Title order={1}>
            <bdi>{title}</bdi>
          </Title>
        </Stack>
        {reason === 'applied' && applyDate !== undefined ? (
          <AppliedNotice applyDate={applyDate} />
        ) : reason === 'closed' ? (
          <JobClosedNotice withSearchLink={false} />
        ) : (
          <Alert color="blue" variant="light" title={t('apply.noStreamTitle')}>
            <Text size="sm">{t('apply.noStreamText')}</Text>
          </Alert>
        )}
        <Group>
          <Button component={Link} to={hrefTo(language, 'careerHome')} variant="default">
            {t('common.searchOpenJobs')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

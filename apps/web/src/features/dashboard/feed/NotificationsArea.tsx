import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { notificationActivities, type Activity } from '@talentgate/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../auth/use-api-error-text';
import { useNotify } from '../../feedback/notifications-context';
import { dashboardKey, updateActivity } from '../dashboard-api';
import { useDashboardOwner } from '../dashboard-owner';
import classes from '../Dashboard.module.css';
import { QueryView } from '../QueryView';
import { ActivityItem } from './ActivityItem';
import { useActivities } from './use-activities';

/** Notifications: activities of type notification that are not completed (spec 1 §4). */
export function NotificationsArea() {
  const { t } = useTranslation('account');
  const headingId = useId();
  const query = useActivities();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {t('dashboard.notifications.heading')}
        </Title>
        <QueryView query={query}>
          {(activities) => {
            const open = notificationActivities(activities);
            if (open.length === 0)
              return <Text size="sm">{t('dashboard.notifications.empty')}</Text>;
            return (
              <Stack gap="md" component="ul" className={classes.plainList}>
                {open.map((activity) => (
                  <ActivityItem
                    key={activity.activityId}
                    activity={activity}
                    action={<MarkRead activity={activity} />}
                  />
                ))}
              </Stack>
            );
          }}
        </QueryView>
      </Stack>
    </Paper>
  );
}

/** Marks a notification read: the update call completes it now. */
function MarkRead({ activity }: { activity: Activity }) {
  const { t } = useTranslation('account');
  const owner = useDashboardOwner();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const [saving, setSaving] = useState(false);
  const markRead = async () => {
    setSaving(true);
    try {
      await updateActivity(owner.client, {
        activityId: activity.activityId,
        candidateId: activity.candidateId,
        contextType: 'candidate',
        type: 'notification',
        status: 'completed',
        activityData: activity.activityData,
      });
      await queryClient.invalidateQueries({
        queryKey: dashboardKey(owner.client, owner.candidateId, 'activities'),
      });
    } catch (error) {
      notify({ message: errorText(error), alertClass: 'danger' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      loading={saving}
      onClick={() => void markRead()}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('dashboard.notifications.markRead')}
    </Button>
  );
}

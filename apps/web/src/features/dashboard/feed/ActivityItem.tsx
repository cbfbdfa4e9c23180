import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { activityText, isActivityType, type Activity } from '@talentgate/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../routing/current-route';
import { ActivityIcon, FILTER_COLOURS } from './activity-style';

/** One activity: its type's icon and name, its text (creation date filled in) and date. */
export function ActivityItem({ activity, action }: { activity: Activity; action?: ReactNode }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const type = isActivityType(activity.type) ? activity.type : 'summary';
  const date = (epoch: number) => formatDate(epoch, language);
  return (
    <Group component="li" gap="sm" align="flex-start" wrap="nowrap">
      <ThemeIcon variant="light" color={FILTER_COLOURS[type]} radius="xl" size="md">
        <ActivityIcon filter={type} />
      </ThemeIcon>
      <Stack gap={2} style={{ flex: 1 }}>
        <Text size="sm">
          <bdi>{activityText(activity, date)}</bdi>
        </Text>
        <Text size="xs" c="dimmed">
          {t(`dashboard.feed.filters.${type}`)} · {date(activity.createdDatetime)}
        </Text>
        {action}
      </Stack>
    </Group>
  );
}

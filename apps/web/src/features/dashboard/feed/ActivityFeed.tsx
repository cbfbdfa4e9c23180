import '@mantine/core/styles/Chip.css';
import { Chip, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ACTIVITY_FILTERS, feedActivities, type ActivityFilter } from '@talentgate/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../Dashboard.module.css';
import { QueryView } from '../QueryView';
import { ActivityIcon, FILTER_COLOURS } from './activity-style';
import { ActivityItem } from './ActivityItem';
import { useActivities } from './use-activities';

const isFilter = (value: string): value is ActivityFilter =>
  (ACTIVITY_FILTERS as readonly string[]).includes(value);

/**
 * The activity feed (spec 1 §2): filters recent, action, reminder, summary, notification,
 * status and suggestion, each with its own icon and colour; 7 items shown.
 */
export function ActivityFeed() {
  const { t } = useTranslation('account');
  const headingId = useId();
  const [filter, setFilter] = useState<ActivityFilter>('recent');
  const query = useActivities();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {t('dashboard.feed.heading')}
        </Title>
        <Chip.Group
          multiple={false}
          value={filter}
          onChange={(value) => {
            if (isFilter(value)) setFilter(value);
          }}
        >
          <Group gap={6} role="radiogroup" aria-label={t('dashboard.feed.filtersLabel')}>
            {ACTIVITY_FILTERS.map((name) => (
              <Chip key={name} value={name} size="sm" color="dark" variant="outline">
                <Group gap={4} wrap="nowrap" component="span">
                  <Text span c={`${FILTER_COLOURS[name]}.8`} lh={0}>
                    <ActivityIcon filter={name} size={14} />
                  </Text>
                  {t(`dashboard.feed.filters.${name}`)}
                </Group>
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <QueryView query={query}>
          {(activities) => {
            const shown = feedActivities(activities, filter);
            if (shown.length === 0) return <Text size="sm">{t('dashboard.feed.empty')}</Text>;
            return (
              <Stack
                gap="md"
                component="ul"
                className={classes.plainList}
                aria-label={t('dashboard.feed.listLabel', {
                  filter: t(`dashboard.feed.filters.${filter}`),
                })}
              >
                {shown.map((activity) => (
                  <ActivityItem key={activity.activityId} activity={activity} />
                ))}
              </Stack>
            );
          }}
        </QueryView>
      </Stack>
    </Paper>
  );
}

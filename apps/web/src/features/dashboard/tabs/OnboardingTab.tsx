import { Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format';
import { useLanguage } from '../../routing/current-route';
import { hrefTo } from '../../routing/href';
import { onboardingQuery } from '../dashboard-api';
import { useDashboardOwner } from '../dashboard-owner';
import classes from '../Dashboard.module.css';
import { EmptyState } from '../EmptyState';
import { NextStepNote } from '../NextStepNote';
import { QueryView } from '../QueryView';

/**
 * Onboarding forms with their status and due date (spec 2 §3 "Onboarding"). They cannot be
 * filled in on the site yet: a pending one says so and whom to reach, and its status is
 * plain text, not a badge that looks like a button (issue 21 item 9).
 */
export function OnboardingTab() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const query = useQuery(onboardingQuery(useDashboardOwner()));
  return (
    <QueryView query={query}>
      {(forms) =>
        forms.length === 0 ? (
          <EmptyState
            title={t('dashboard.onboarding.emptyTitle')}
            hint={t('dashboard.onboarding.emptyHint')}
            action={{ label: t('dashboard.seeOffers'), href: hrefTo(language, 'profileOffers') }}
          />
        ) : (
          <Stack gap="sm">
            <Text size="sm">
              {t('dashboard.onboarding.progress', {
                done: forms.filter((form) => form.status === 'Completed').length,
                total: forms.length,
              })}
            </Text>
            <Stack gap="sm" component="ul" className={classes.plainList}>
              {forms.map((form) => (
                <Paper withBorder p="md" component="li" key={form.onboardingId}>
                  <Group justify="space-between" align="flex-start">
                    <Stack gap={2}>
                      <Text fw={600}>{form.formName}</Text>
                      <Text size="sm" c="dimmed">
                        {form.status === 'Completed' && form.formDate !== null
                          ? t('dashboard.onboarding.completedOn', {
                              date: formatCalendarDate(form.formDate, language),
                            })
                          : form.dueDate !== null
                            ? t('dashboard.onboarding.due', {
                                date: formatCalendarDate(form.dueDate, language),
                              })
                            : t('dashboard.onboarding.noDue')}
                      </Text>
                      {form.status === 'Pending' && (
                        <NextStepNote
                          next={t('dashboard.onboarding.pendingNext')}
                          applicationId={null}
                        />
                      )}
                    </Stack>
                    <Text size="sm" fw={600} c={form.status === 'Completed' ? 'teal.9' : undefined}>
                      {t(`dashboard.onboarding.status.${form.status}`)}
                    </Text>
                  </Group>
                </Paper>
              ))}
            </Stack>
          </Stack>
        )
      }
    </QueryView>
  );
}

import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { OnboardingForm } from '@talentgate/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { parseId } from '../../../lib/ids';
import { formatCalendarDate } from '../../../lib/format';
import { useLanguage } from '../../routing/current-route';
import { hrefTo } from '../../routing/href';
import { onboardingQuery } from '../dashboard-api';
import { useDashboardOwner } from '../dashboard-owner';
import classes from '../Dashboard.module.css';
import { EmptyState } from '../EmptyState';
import { NextStepNote } from '../NextStepNote';
import { QueryView } from '../QueryView';
import { BackToList } from '../RecordList';

// The renderer (widgets, validation) loads only when a candidate opens their forms.
const OnboardingForms = lazy(() => import('../../onboarding/OnboardingForms'));

/**
 * Onboarding forms with their status and dates (spec 2 §3 "Onboarding"). A form of an
 * accepted offer's onboarding links to its application's forms page
 * `/profile/onboarding/{applicationId}/`, where the apply engine draws them (decision 0047).
 */
export function OnboardingTab({ applicationId }: { applicationId: string | undefined }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  if (applicationId === undefined) return <OnboardingList />;
  const id = parseId(applicationId);
  if (id === null) {
    return (
      <BackToList
        href={hrefTo(language, 'profileOnboarding')}
        label={t('dashboard.onboarding.backToList')}
        message={t('dashboard.onboarding.notFound')}
      />
    );
  }
  return (
    <Suspense fallback={null}>
      <OnboardingForms applicationId={id} />
    </Suspense>
  );
}

function OnboardingList() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const query = useQuery(onboardingQuery(useDashboardOwner()));
  const dateText = (form: OnboardingForm) => {
    if (form.status === 'Completed' && form.formDate !== null)
      return t('dashboard.onboarding.completedOn', {
        date: formatCalendarDate(form.formDate, language),
      });
    if (form.formDate !== null)
      return t('dashboard.onboarding.savedOn', {
        date: formatCalendarDate(form.formDate, language),
      });
    if (form.dueDate !== null)
      return t('dashboard.onboarding.due', { date: formatCalendarDate(form.dueDate, language) });
    return t('dashboard.onboarding.noDue');
  };
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
                      {form.applicationId !== null ? (
                        <Anchor
                          component={Link}
                          to={hrefTo(language, 'profileOnboardingForms', {
                            applicationId: form.applicationId,
                          })}
                          fw={600}
                        >
                          {form.formName}
                        </Anchor>
                      ) : (
                        <Text fw={600}>{form.formName}</Text>
                      )}
                      <Text size="sm" c="dimmed">
                        {dateText(form)}
                      </Text>
                      {form.status === 'Pending' && form.applicationId === null && (
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

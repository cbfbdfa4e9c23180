import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { StaffOnboardingForm } from '@talentgate/domain';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { useStaffSession } from '../staff-context';
import { answerLines, fieldTitle, type AnswerWords } from './answer-text';
import { onboardingApi, onboardingKeys } from './onboarding-api';

/**
 * A hire's onboarding on the application page (decision 0047): its state and due date, then
 * each form with the day it was saved and the hire's answers, sensitive values masked.
 */
/** A yyyy-mm-dd day in the console's language. */
function useDay(): (day: string | null) => string {
  const { i18n } = useTranslation('staff');
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (day) => (day === null ? '' : format.format(new Date(`${day}T00:00:00Z`)));
}

export function OnboardingSection({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('staff');
  const day = useDay();
  const { client } = useStaffSession();
  const onboarding = useQuery({
    queryKey: onboardingKeys.ofApplication(client, applicationId),
    queryFn: ({ signal }) => onboardingApi.ofApplication(client, applicationId, signal),
  });
  const started = onboarding.data?.onboarding;

  return (
    <Section id="onboarding" title={t('onboarding.title')}>
      <Stack>
        <ErrorAlert error={onboarding.error} />
        {started === null ? <Text>{t('onboarding.notStarted')}</Text> : null}
        {started ? (
          <>
            <Text>
              {started.status === 'Completed'
                ? t('onboarding.completed', { date: day(started.dueDate) })
                : t('onboarding.pending', { date: day(started.dueDate) })}
            </Text>
            {started.forms.map((form) => (
              <OnboardingFormAnswers key={form.applyFormId} form={form} />
            ))}
          </>
        ) : null}
      </Stack>
    </Section>
  );
}

function OnboardingFormAnswers({ form }: { form: StaffOnboardingForm }) {
  const { t, i18n } = useTranslation('staff');
  const day = useDay();
  const words: AnswerWords = {
    yes: t('onboarding.yes'),
    no: t('onboarding.no'),
    empty: t('onboarding.empty'),
  };
  const headingId = `onboarding-form-${form.applyFormId}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group gap="sm">
        <Title order={3} size="h5" id={headingId}>
          {form.formName}
        </Title>
        <Badge variant="light" color={form.formDate === null ? 'gray' : 'green'}>
          {form.formDate === null
            ? t('onboarding.notSaved')
            : t('onboarding.saved', { date: day(form.formDate) })}
        </Badge>
      </Group>
      {form.answers.length > 0 ? (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('onboarding.field')}</Table.Th>
              <Table.Th scope="col">{t('onboarding.answer')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {form.answers.map(({ field, value }) => {
              const lines = answerLines(field, value, i18n.language, words);
              return (
                <Table.Tr key={field.name}>
                  <Table.Td>{fieldTitle(field, i18n.language)}</Table.Td>
                  <Table.Td>
                    {lines.length === 0
                      ? words.empty
                      : lines.map((line, index) => <Text key={index}>{line}</Text>)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}

import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import { Alert, Button, Radio, Stack, Text } from '@mantine/core';
import type { TakeTest } from '@talentgate/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { AuthPageLayout } from '../auth/AuthPageLayout';
import { usePageLoading } from '../feedback/loading-overlay-context';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { useClient } from '../site/client-context';
import { usePageTitle } from '../site/use-page-title';
import { assessmentReturn } from './assessment-step';
import { answerTakeTest, showTakeTest } from './assessments-api';

const COMPACT_JWS = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** A text in the page's language when the test has it, else its English text. */
const localized = (text: string, translations: Record<string, string>, language: string) =>
  translations[language] ?? text;

/** How a refused link reads: expired links say so, anything else is "not valid". */
function linkProblem(error: unknown): 'expired' | 'invalid' | 'failed' {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'ASSESSMENT_LINK_EXPIRED') return 'expired';
  if (['ASSESSMENT_LINK_INVALID', 'ASSESSMENT_NOT_FOUND', 'VALIDATION_FAILED'].includes(error.code))
    return 'invalid';
  return 'failed';
}

/**
 * `/apply/assessment/take/?link=`: the built-in assessment vendor's test (decision 0042).
 * Its signed link is the only credential. The answers go to the vendor, which scores them and
 * reports the result to the site by its signed callback; the page then leads back to the
 * assessment step (or the dashboard it was started from).
 */
export default function AssessmentTakePage() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const given = search.get('link') ?? '';
  const link = COMPACT_JWS.test(given) ? given : '';
  const client = useClient();
  usePageTitle(t('assessmentTake.documentTitle'));
  const query = useQuery({
    queryKey: ['assessment-take', client, link],
    queryFn: () => showTakeTest(client, link),
    enabled: link !== '',
    retry: false,
  });
  usePageLoading(link !== '' && query.isPending);

  if (link === '' || query.isError) {
    const problem = link === '' ? 'invalid' : linkProblem(query.error);
    return (
      <AuthPageLayout title={t('assessmentTake.heading')}>
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t(`assessmentTake.${problem}.title`)}
        >
          {t(`assessmentTake.${problem}.text`)}
        </Alert>
        <BackLink />
      </AuthPageLayout>
    );
  }
  if (!query.data) return null;
  return <TakeForm test={query.data} link={link} />;
}

function BackLink() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const toDashboard = assessmentReturn() === 'dashboard';
  return (
    <Button
      component={Link}
      to={hrefTo(language, toDashboard ? 'profileAssessments' : 'applyAssessment')}
      variant={toDashboard ? 'default' : 'filled'}
    >
      {t(toDashboard ? 'assessmentTake.backToDashboard' : 'assessmentTake.back')}
    </Button>
  );
}

function TakeForm({ test, link }: { test: TakeTest; link: string }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const client = useClient();
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState(false);
  const submit = useMutation({
    // What is on the screen travels with the click (the mutation's variables): useMutation
    // renews this function in an effect, after the frame (the approvers' race, d69ade3).
    mutationFn: (chosen: Record<string, string>) =>
      answerTakeTest(client, {
        link,
        answers: Object.entries(chosen).map(([questionId, optionId]) => ({
          questionId,
          optionId,
        })),
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['assessment-take', client, link], answer);
      // The list and the dashboard show it Completed when they are opened again.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey.includes('assessments'),
      });
    },
  });
  const title = localized(test.title, test.titleTranslations, language);

  if (test.completed) {
    return (
      <AuthPageLayout title={title}>
        <div role="status">
          <Alert color="green" variant="light" title={t('assessmentTake.doneTitle')}>
            {t('assessmentTake.doneText')}
          </Alert>
        </div>
        <BackLink />
      </AuthPageLayout>
    );
  }

  const failed = submit.error !== null;
  return (
    <AuthPageLayout title={title} intro={t('assessmentTake.intro')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const open = test.questions.some((question) => !answers[question.questionId]);
          setMissing(open);
          if (!open) submit.mutate(answers);
        }}
      >
        <Stack gap="lg">
          {test.questions.map((question, index) => (
            <Radio.Group
              key={question.questionId}
              name={`question-${question.questionId}`}
              label={`${index + 1}. ${localized(question.text, question.textTranslations, language)}`}
              required
              value={answers[question.questionId] ?? null}
              onChange={(value) =>
                setAnswers((current) => ({ ...current, [question.questionId]: value }))
              }
              error={missing && !answers[question.questionId] ? t('assessmentTake.required') : null}
            >
              <Stack gap="xs" mt="xs">
                {question.options.map((option) => (
                  <Radio
                    key={option.optionId}
                    value={option.optionId}
                    label={localized(option.text, option.textTranslations, language)}
                  />
                ))}
              </Stack>
            </Radio.Group>
          ))}
          <div role="alert">
            {failed && (
              <Alert color="red" variant="light">
                {t('assessmentTake.failed.text')}
              </Alert>
            )}
          </div>
          <Text size="sm">{t('assessmentTake.once')}</Text>
          <Button type="submit" loading={submit.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('assessmentTake.submit')}
          </Button>
        </Stack>
      </form>
    </AuthPageLayout>
  );
}

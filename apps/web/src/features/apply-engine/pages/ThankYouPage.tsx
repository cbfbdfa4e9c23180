import { Anchor, Button, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { requisitionQueryOptions } from '../../apply/requisition-query';
import { useAuth } from '../../auth/auth-context';
import { usePageLoading } from '../../feedback/loading-overlay-context';
import { jobHref } from '../../jobs/job-links';
import { jobSearchQueryOptions } from '../../jobs/jobs-queries';
import { useCurrentRoute, useLanguage } from '../../routing/current-route';
import { hrefTo } from '../../routing/href';
import { useClient } from '../../site/client-context';
import { usePageTitle } from '../../site/use-page-title';
import { readThankYouState, type ThankYouState } from '../flow/thank-you-state';

const SIMILAR_JOBS = 3;

/** Open jobs of the same category as the one applied or joined for, that one left out. */
function SimilarJobs({ requisitionId }: { requisitionId: number }) {
  const { t } = useTranslation('applyEngine');
  const client = useClient();
  const language = useLanguage();
  const requisition = useQuery(requisitionQueryOptions(client, requisitionId));
  const category = requisition.data?.category ?? '';
  const search = useQuery({
    ...jobSearchQueryOptions(client, { q: '', category, location: '', page: 1 }),
    enabled: category !== '',
  });
  const jobs = (search.data?.jobs ?? [])
    .filter((job) => job.requisitionId !== requisitionId)
    .slice(0, SIMILAR_JOBS);
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="similar-jobs">
      <Title order={2} size="h4" id="similar-jobs" mb="xs">
        {t('thankYou.similarJobs')}
      </Title>
      <List spacing={4}>
        {jobs.map((job) => (
          <List.Item key={job.id}>
            <Anchor component={Link} to={jobHref(language, job)}>
              <bdi>{job.title}</bdi>
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              <bdi>{job.location.label}</bdi>
            </Text>
          </List.Item>
        ))}
      </List>
    </section>
  );
}

/** What happens next, from what the final submit answered and who is signed in. */
interface NextStepsProps {
  state: ThankYouState;
  application: boolean;
  alert: boolean;
}

function NextSteps({ state, application, alert }: NextStepsProps) {
  const { t } = useTranslation('applyEngine');
  const language = useLanguage();
  const signedIn = useAuth().state.status === 'loggedIn';
  const steps: string[] = [];
  if (state.alertConfirmationSent) steps.push(t('thankYou.next.confirmAlerts'));
  else if (state.emailSent === 'activation') steps.push(t('thankYou.next.activation'));
  else if (state.emailSent === 'welcome') steps.push(t('thankYou.next.welcome'));
  if (application) steps.push(t('thankYou.next.review'));
  else if (!alert) steps.push(t('thankYou.next.community'));
  return (
    <Paper withBorder p="lg" radius="md" w="100%" ta="start">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('thankYou.next.heading')}
        </Title>
        {steps.map((step) => (
          <Text key={step}>{step}</Text>
        ))}
        {signedIn && (
          <Group>
            <Button
              component={Link}
              to={hrefTo(language, application ? 'profileApplications' : 'profile')}
            >
              {t('thankYou.next.dashboard')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /apply/thank-you/, /profile/thank-you/, /profile/alert-thank-you/ (spec 2 §2):
 * 'Application complete, thank you!' after an application, 'update complete, thank you!'
 * after the profile flows (spec 2 §8), and the form's own message when it has one; then what
 * happens next (the e-mail to expect, the dashboard) and similar jobs (issue 21 item 4).
 */
export default function ThankYouPage() {
  const { t, ready } = useTranslation('applyEngine');
  const { t: tMain } = useTranslation();
  const { routeId } = useCurrentRoute();
  const language = useLanguage();
  const state = readThankYouState(useLocation().state);
  const application = routeId === 'applyThankYou';
  const heading = application ? t('thankYou.application') : t('thankYou.update');
  usePageTitle(ready ? heading : undefined);
  usePageLoading(!ready);
  if (!ready) return null;
  return (
    <Container size="sm" py={64}>
      <Stack gap="lg" align="center" ta="center">
        <Title order={1}>{heading}</Title>
        {state.message && (
          <Text size="lg">
            <bdi>{state.message}</bdi>
          </Text>
        )}
        {state.screening && (
          <Text size="lg" data-screening={state.screening.qualified ? 'in' : 'out'}>
            <bdi>
              {state.screening.message ??
                t(state.screening.qualified ? 'thankYou.screenIn' : 'thankYou.screenOut')}
            </bdi>
          </Text>
        )}
        <NextSteps state={state} application={application} alert={routeId === 'alertThankYou'} />
        {state.requisitionId !== null && <SimilarJobs requisitionId={state.requisitionId} />}
        <Group>
          <Button component={Link} to={hrefTo(language, 'careerHome')} variant="outline">
            {tMain('common.searchOpenJobs')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

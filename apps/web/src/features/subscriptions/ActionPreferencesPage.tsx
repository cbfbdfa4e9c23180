import { Alert, Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  planActionPreferences,
  type ActionPreferencesOutcome,
  type ActionPreferencesRequest,
} from '@talentgate/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthPageLayout } from '../auth/AuthPageLayout';
import { usePageLoading } from '../feedback/loading-overlay-context';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import { useClient } from '../site/client-context';
import { usePageTitle } from '../site/use-page-title';
import { runPreferenceAction } from './subscriptions-api';

/**
 * `/profile/actionpreferences/?action=&email=` (spec 1 §2, §8): the action of an e-mailed
 * link, with the spec's messages. Links we send carry the e-mail's signature; without it a
 * typed address changes nothing (decision 0018).
 */
export default function ActionPreferencesPage() {
  const { t } = useTranslation();
  const client = useClient();
  const language = useLanguage();
  const [search] = useSearchParams();
  const [plan] = useState(() => planActionPreferences(search));
  const [outcome, setOutcome] = useState<ActionPreferencesOutcome | null>(
    plan.kind === 'answer' ? plan.outcome : null,
  );
  const started = useRef(false);
  usePageTitle(t('subscriptions.actionPreferences.documentTitle'));
  usePageLoading(outcome === null);

  const action = useMutation({
    mutationFn: (request: ActionPreferencesRequest) => runPreferenceAction(client, request),
    onSuccess: () => setOutcome('success'),
    onError: () => setOutcome('failure'),
  });

  useEffect(() => {
    if (started.current || plan.kind !== 'call') return;
    started.current = true;
    action.mutate({ action: plan.action, email: plan.email, signature: plan.signature });
  }, [plan, action]);

  return (
    <AuthPageLayout title={t('subscriptions.actionPreferences.heading')}>
      {outcome && (
        <Alert
          color={outcome === 'success' ? 'green' : 'red'}
          role={outcome === 'success' ? 'status' : 'alert'}
        >
          {t(`subscriptions.actionPreferences.${outcome}`)}
        </Alert>
      )}
      <Group>
        <Button component={Link} to={hrefTo(language, 'profile')} variant="default">
          {t('subscriptions.actionPreferences.profile')}
        </Button>
      </Group>
    </AuthPageLayout>
  );
}

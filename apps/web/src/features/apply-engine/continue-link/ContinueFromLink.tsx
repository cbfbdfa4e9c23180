import { Alert, Button, Container, Group, Title } from '@mantine/core';
import { CONTINUE_TOKEN_PARAM } from '@talentgate/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePageLoading } from '../../feedback/loading-overlay-context';
import { useNotify } from '../../feedback/notifications-context';
import { storeAttempt } from '../api/attempt-storage';
import { continueAttempt } from './continue-link-api';
import {
  continueLinkProblem,
  takeContinueToken,
  type ContinueLinkProblem,
} from './continue-link-error';

interface ContinueFromLinkProps {
  client: string;
  /** Where this flow keeps its attempt in the browser (flowStorageKey). */
  flowKey: string;
  applyStreamId: number;
  /** The flow, rendered once the link is handled (it then finds the attempt stored). */
  children: ReactNode;
}

type LinkState =
  | { status: 'none' }
  | { status: 'opening'; token: string }
  | { status: 'failed'; token: string; problem: ContinueLinkProblem };

/**
 * A flow page opened from an e-mailed continue link (`?token=`, decision 0017): the token is
 * dropped from the address at once, exchanged for the attempt, and the attempt kept in this
 * browser, so the flow opens with the saved answers at the step that comes next. A used,
 * expired or edited link is said so, and the visitor can go on without it.
 */
export function ContinueFromLink({
  client,
  flowKey,
  applyStreamId,
  children,
}: ContinueFromLinkProps) {
  const { t } = useTranslation('applyEngine');
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [state, setState] = useState<LinkState>(() => {
    const { token } = takeContinueToken(search, CONTINUE_TOKEN_PARAM);
    return token === null ? { status: 'none' } : { status: 'opening', token };
  });
  usePageLoading(state.status === 'opening');

  // The address bar, history and later requests keep no secret.
  const { token: inAddress, search: withoutToken } = takeContinueToken(
    search,
    CONTINUE_TOKEN_PARAM,
  );
  useEffect(() => {
    if (inAddress !== null) void navigate(`${pathname}${withoutToken}`, { replace: true });
  }, [inAddress, pathname, withoutToken, navigate]);

  const tried = useRef<string | null>(null);
  const opening = state.status === 'opening' ? state.token : null;
  useEffect(() => {
    // A token works once: never send it twice (a re-run effect, a re-render).
    if (opening === null || tried.current === opening) return;
    tried.current = opening;
    continueAttempt(client, opening).then(
      ({ attemptId, ...attempt }) => {
        if (attempt.applyStreamId !== applyStreamId) {
          setState({ status: 'failed', token: opening, problem: 'otherFlow' });
          return;
        }
        storeAttempt(client, flowKey, { attemptId, expiresAt: attempt.expiresAt });
        notify({ alertClass: 'success', message: t('continueLink.restored') });
        setState({ status: 'none' });
      },
      (error: unknown) =>
        setState({ status: 'failed', token: opening, problem: continueLinkProblem(error) }),
    );
  }, [opening, client, flowKey, applyStreamId, notify, t]);

  if (state.status === 'opening') return null;
  if (state.status === 'failed') {
    const retry = () => {
      tried.current = null;
      setState({ status: 'opening', token: state.token });
    };
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          {t('continueLink.linkErrorTitle')}
        </Title>
        <Alert color="red" variant="light">
          {t(`continueLink.problem.${state.problem}`)}
          <Group mt="md" gap="sm">
            {state.problem === 'failed' && (
              <Button variant="default" onClick={retry}>
                {t('continueLink.retry')}
              </Button>
            )}
            <Button onClick={() => setState({ status: 'none' })}>{t('continueLink.goOn')}</Button>
          </Group>
        </Alert>
      </Container>
    );
  }
  return children;
}

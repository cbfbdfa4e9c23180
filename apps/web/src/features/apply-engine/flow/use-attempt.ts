/**
 * The visitor's apply attempt for one flow: restored from the id this browser kept (save and
 * resume), started on the first save (with that form's answers), forgotten when the server
 * no longer knows it.
 */
import type {
  ApplyAttempt,
  FormSubmission,
  HeldResume,
  StartApplyAttemptBody,
} from '@talentgate/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { fetchAttempt, startAttempt } from '../api/engine-api';
import { forgetAttempt, readStoredAttempt, storeAttempt } from '../api/attempt-storage';

export interface KnownAttempt {
  attemptId: string;
  attempt: ApplyAttempt;
}

export type AttemptState =
  | { status: 'restoring' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; current: KnownAttempt | null };

/**
 * Keyed by flow: a component using it is mounted afresh for another flow (ApplyFlow's key).
 * `requisitionId` is the job an apply flow is for (null for join and job-alert flows).
 */
export function useAttempt(
  client: string,
  flowKey: string,
  applyStreamId: number,
  requisitionId: number | null,
) {
  const [stored] = useState(() => readStoredAttempt(client, flowKey));
  const [state, setState] = useState<AttemptState>(
    stored ? { status: 'restoring' } : { status: 'ready', current: null },
  );
  const [round, setRound] = useState(0);
  // The resume the attempt holds (decision 0023): from the server when the visitor comes
  // back, then as their resume field keeps or removes one. The field shows it when it opens.
  const [heldResume, setHeldResume] = useState<HeldResume | null>(null);

  useEffect(() => {
    if (!stored) return undefined;
    const controller = new AbortController();
    const retry = () => {
      setState({ status: 'restoring' });
      setRound((value) => value + 1);
    };
    fetchAttempt(client, stored.attemptId, undefined, controller.signal).then(
      ({ heldResume: held, ...attempt }) => {
        if (attempt.applyStreamId !== applyStreamId) {
          forgetAttempt(client, flowKey);
          setState({ status: 'ready', current: null });
          return;
        }
        setHeldResume(held);
        setState({ status: 'ready', current: { attemptId: stored.attemptId, attempt } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) {
          // Expired or unknown: the visitor starts afresh (their drafts are still here).
          forgetAttempt(client, flowKey);
          setState({ status: 'ready', current: null });
          return;
        }
        setState({ status: 'failed', retry });
      },
    );
    return () => controller.abort();
  }, [client, flowKey, applyStreamId, stored, round]);

  const remember = useCallback(
    (known: KnownAttempt) => {
      storeAttempt(client, flowKey, {
        attemptId: known.attemptId,
        expiresAt: known.attempt.expiresAt,
      });
      setState({ status: 'ready', current: known });
    },
    [client, flowKey],
  );

  /**
   * The attempt, started on first need: the first save, or a widget that keeps something with
   * it before that (a resume). A start under way is shared, so a save racing an upload does
   * not start a second attempt.
   */
  const starting = useRef<Promise<KnownAttempt> | null>(null);
  const known = state.status === 'ready' ? state.current : null;
  const begin = (firstForm?: FormSubmission): Promise<KnownAttempt> => {
    const body: StartApplyAttemptBody = { applyStreamId };
    if (requisitionId !== null) body.requisitionId = requisitionId;
    if (firstForm) body.firstForm = firstForm;
    const started = startAttempt(client, body).then(({ attemptId, ...attempt }) => {
      const current: KnownAttempt = { attemptId, attempt };
      remember(current);
      // The funnel's apply start: the visitor saved the first answers for a job.
      if (requisitionId !== null) countFunnelStep('applystart', requisitionId);
      return current;
    });
    // A failed start may be tried again.
    started.catch(() => {
      if (starting.current === started) starting.current = null;
    });
    starting.current = started;
    return started;
  };
  const ensure = (): Promise<KnownAttempt> => {
    if (known) return Promise.resolve(known);
    return starting.current ?? begin();
  };
  /**
   * The attempt started with the first form's answers saved (one request rather than a start
   * and a save), when there is none yet and none starting; else null: save the form as usual.
   */
  const startWith = (firstForm: FormSubmission): Promise<KnownAttempt> | null =>
    known || starting.current ? null : begin(firstForm);

  const forget = useCallback(() => {
    starting.current = null;
    forgetAttempt(client, flowKey);
    setHeldResume(null);
    setState({ status: 'ready', current: null });
  }, [client, flowKey]);

  return {
    state,
    remember,
    forget,
    ensure,
    startWith,
    heldResume,
    keepHeldResume: setHeldResume,
  };
}

/**
 * The apply funnel's steps of this flow (decision 0045): the sender loads now, not with the
 * page, which keeps it out of the apply page's start-up code.
 */
export function countFunnelStep(step: 'applystart' | 'conversion', requisitionId: number): void {
  import('../../analytics/send-event').then(
    (analytics) => analytics.sendEvent(step, { requisitionId }),
    () => undefined,
  );
}

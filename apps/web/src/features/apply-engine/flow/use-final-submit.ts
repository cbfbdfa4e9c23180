/**
 * The final submit of the flow (final-submit.ts) and what its answer leads to: the thank-you
 * page or the last form's redirect; the form the server still misses; refused answers on
 * their own form (a refused screening answer on the screening step); the login prompt when
 * the e-mail has an account, after which signing in completes the same attempt for that
 * account.
 */
import type {
  ScreeningResultCode,
  CompletedAttempt,
  FieldError,
  FormSubmission,
  StreamFormMetadata,
} from '@talentgate/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useAuth } from '../../auth/auth-context';
import { useApiErrorText } from '../../auth/use-api-error-text';
import { useNotify } from '../../feedback/notifications-context';
import { hrefTo } from '../../routing/href';
import { clearLoginPending, isLoginPending, markLoginPending } from '../api/attempt-storage';
import { submitFinishedFlow, type FinalSubmitResult } from '../final-submit';
import type { SaveOutcome } from '../render/SchemaForm';
import {
  refusalMessage,
  screeningRefusal,
  SCREENING_QUESTIONS_KEY,
  type ScreeningRefusalKind,
} from '../../screening/screening-refusal';
import { afterFlowAction } from './after-flow';

/**
 * Spec 2 §9's code for a qualified candidate, checked against the domain's type: a value import
 * of the domain package here would bring its contracts into the apply page's start-up code.
 */
const QUALIFIED: ScreeningResultCode = 450;
import type { ThankYouState } from './thank-you-state';
import { PASS_THROUGH_QUERY, thankYouRoute, type FlowLocation } from './flow-location';
import { visibleFormIds, type FlowSnapshot } from './flow-state';
import { countFunnelStep, type KnownAttempt } from './use-attempt';
import type { FormDrafts } from './use-form-drafts';
import type { FormSave } from './use-form-save';

export interface FinalSubmitInput {
  client: string;
  language: string;
  location: FlowLocation;
  query: URLSearchParams;
  /** `easyApplyFlag=t` on a tenant with easy apply on. */
  easyApply: boolean;
  forms: readonly StreamFormMetadata[];
  flowKey: string;
  known: KnownAttempt | null;
  /** The flow as saved, for the completion after signing in. */
  base: FlowSnapshot;
  forget: () => void;
  drafts: FormDrafts;
  formSave: FormSave;
  open: (applyFormId: number) => void;
  /**
   * A flow embedded in another page (a campaign page) ends there: this takes the answer
   * instead of the thank-you page or the last form's action.
   */
  onCompleted?: ((answer: CompletedAttempt) => void) | undefined;
}

/** What the final submit answered when it concerned another form than the open one. */
export type FinishOutcome = SaveOutcome | 'saveFirst';

export function useFinalSubmit({
  client,
  language,
  location,
  query,
  easyApply,
  forms,
  flowKey,
  known,
  base,
  forget,
  drafts,
  formSave,
  open,
  onCompleted,
}: FinalSubmitInput) {
  const { t } = useTranslation('applyEngine');
  const notify = useNotify();
  const errorText = useApiErrorText();
  const auth = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [finishing, setFinishing] = useState(false);
  /** The final submit found an account with the e-mail: the login prompt shows. */
  const [loginPrompt, setLoginPrompt] = useState(false);
  /** Errors the final submit found on another form than the open one, shown when it opens. */
  const [pendingErrors, setPendingErrors] = useState<{
    applyFormId: number;
    errors: readonly FieldError[];
  } | null>(null);

  const formById = (applyFormId: number) => forms.find((form) => form.applyFormId === applyFormId);

  const refusalText = (kind: ScreeningRefusalKind, apiMessage: string) =>
    refusalMessage(kind, apiMessage, language, (key) => t(key));

  /** The form a refused answer belongs to (by its top-level field name), visible ones first. */
  const formOfField = (path: string, visible: readonly number[]): number | null => {
    const name = path.split('.')[0] ?? path;
    const owner = forms.find(
      (form) => visible.includes(form.applyFormId) && name in form.schemaMetaData.properties,
    );
    return owner?.applyFormId ?? null;
  };

  const completed = (visible: readonly number[], answer: CompletedAttempt): SaveOutcome => {
    clearLoginPending(client, flowKey);
    forget();
    drafts.endFlow();
    // The funnel's last step (spec 2 §7 "conversion"): an application made for a job.
    if (location.kind === 'apply' && location.requisitionId !== null) {
      countFunnelStep('conversion', location.requisitionId);
    }
    if (onCompleted) {
      onCompleted(answer);
      return { kind: 'saved' };
    }
    const lastForm = formById(visible.at(-1) ?? -1);
    const action = afterFlowAction(lastForm?.formMetaData.action, language);
    if (action.kind === 'redirect') {
      window.location.assign(action.url);
      return { kind: 'saved' };
    }
    const state: ThankYouState = {
      ...(action.kind === 'text' ? { message: action.message } : {}),
      emailSent: answer.emailSent,
      alertConfirmationSent: answer.alertConfirmationSent,
      requisitionId: location.requisitionId,
      ...(answer.screening && answer.screening.result !== null
        ? {
            screening: {
              qualified: answer.screening.result === QUALIFIED,
              message: answer.screening.message,
            },
          }
        : {}),
    };
    const thankYouHref = hrefTo(language, thankYouRoute(location.kind));
    // Assessments created for the application: the flow's assessment step comes before the
    // thank-you page (spec 2 §2), for a signed-in candidate or a new one with the step's token.
    const created = answer.assessments;
    const signedIn = auth.state.status === 'loggedIn';
    if (created && answer.applicationId !== null && (created.token || signedIn)) {
      const step = {
        client,
        candidateId: answer.candidateId,
        applicationId: answer.applicationId,
        token: created.token ?? null,
        thankYouHref,
        thankYou: state,
      };
      // The step's code loads when an application has assessments, off the apply page's start.
      void import('../../assessments/assessment-step').then(({ saveAssessmentStep }) => {
        saveAssessmentStep(step);
        void navigate(hrefTo(language, 'applyAssessment'));
      });
      return { kind: 'saved' };
    }
    void navigate(thankYouHref, { state });
    return { kind: 'saved' };
  };

  /**
   * Runs the final submit. What it answers for `openFormId` (the form just saved, if any) is
   * returned, so its refused fields show where the visitor is; everything else is handled here.
   * With `lastForm` (the open form, whose submit ends the flow) its answers go with the final
   * submit: one request instead of a save and then the final submit. When the answer concerns
   * another form or the attempt (a missing form, another form's refused fields, an expired
   * attempt), it is 'saveFirst': the form is then saved on its own, and the usual way shows
   * the rest. Before the login prompt the form is saved here, for the completion after it.
   */
  const finish = async (
    current: KnownAttempt,
    after: FlowSnapshot,
    openFormId: number | null,
    lastForm: FormSubmission | null = null,
  ): Promise<FinishOutcome> => {
    setFinishing(true);
    setLoginPrompt(false);
    const visible = visibleFormIds(after);
    const answered = await submitFinishedFlow({
      client,
      language,
      attemptId: current.attemptId,
      easyApply,
      sponsorHandle: location.sponsorHandle,
      passThrough: Object.fromEntries(
        PASS_THROUGH_QUERY.flatMap((name) => {
          const value = query.get(name);
          return value === null ? [] : [[name, value]];
        }),
      ),
      pageUrl: window.location.href,
      ...(lastForm ? { lastForm } : {}),
      ...(location.campaign === undefined ? {} : { wpLandingPageId: location.campaign }),
    });
    setFinishing(false);
    // Refused screening answers show on the screening step, as its field's error; the job's
    // questions are asked again, so a question that became required is marked and checked.
    const refusal =
      answered.kind === 'failed'
        ? screeningRefusal(
            answered.error,
            forms.filter((form) => visible.includes(form.applyFormId)),
            refusalText,
          )
        : null;
    if (refusal) void queryClient.invalidateQueries({ queryKey: SCREENING_QUESTIONS_KEY });
    const result: FinalSubmitResult = refusal
      ? { kind: 'fieldErrors', errors: [refusal] }
      : answered;
    const elsewhere =
      result.kind === 'incomplete' ||
      (result.kind === 'fieldErrors' &&
        result.errors.some((error) => formOfField(error.field, visible) !== openFormId)) ||
      (result.kind === 'failed' && isApiError(result.error) && result.error.status === 404);
    if (lastForm !== null && elsewhere) return 'saveFirst';
    switch (result.kind) {
      case 'completed':
        return completed(visible, result.completed);
      case 'incomplete':
        notify({ alertClass: 'warning', message: t('flow.incomplete') });
        open(result.nextFormId);
        return { kind: 'failed' };
      case 'loginRequired': {
        // Signing in completes the attempt from what the server holds: the form goes first.
        const refused = lastForm === null ? null : await formSave.saveTo(current, lastForm);
        if (refused !== null) return refused;
        // Signing in (the prompt's link) completes this same attempt for that account.
        markLoginPending(client, flowKey);
        setLoginPrompt(true);
        return { kind: 'failed' };
      }
      case 'fieldErrors': {
        const [first] = result.errors;
        const owner = first ? formOfField(first.field, visible) : null;
        const mine = result.errors.filter(
          (error) => formOfField(error.field, visible) === (owner ?? openFormId),
        );
        if (owner === null || owner === openFormId) return { kind: 'fieldErrors', errors: mine };
        setPendingErrors({ applyFormId: owner, errors: mine });
        notify({ alertClass: 'warning', message: t('flow.incomplete') });
        open(owner);
        return { kind: 'failed' };
      }
      case 'failed':
        notify({ alertClass: 'danger', message: errorText(result.error), autoClose: false });
        return { kind: 'failed' };
    }
  };

  // Back from signing in after the login prompt: the same attempt completes for the account.
  const signedIn = auth.state.status === 'loggedIn';
  const completing = useRef(false);
  useEffect(() => {
    if (!signedIn || !known || known.attempt.nextFormId !== null || completing.current)
      return undefined;
    if (!isLoginPending(client, flowKey)) return undefined;
    // After this render: finishing shows the loading overlay.
    const timer = window.setTimeout(() => {
      completing.current = true;
      void finish(known, base, null).finally(() => {
        completing.current = false;
      });
    }, 0);
    return () => window.clearTimeout(timer);
    // finish reads the latest render's values; the trigger is signing in with a done attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, known, client, flowKey]);

  return {
    finish,
    finishing,
    loginPrompt,
    /** Refused answers of a form the final submit opened, for that form to show. */
    serverErrorsFor: (applyFormId: number): readonly FieldError[] =>
      pendingErrors?.applyFormId === applyFormId ? pendingErrors.errors : [],
  };
}

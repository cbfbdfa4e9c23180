/**
 * One visitor's way through one stream: which form is open (from the step in the URL where
 * the route has step paths, else kept here), the attempt that holds the saved answers, the
 * drafts of unsaved typing, saving a form and moving on (spec 2 §4), and the final submit.
 */
import type {
  ApplyStreamMetadata,
  FormAnswers,
  OrderedForm,
  StartApplyAttemptBody,
  StreamFormMetadata,
} from '@talentgate/domain';
import { localizePath } from '@talentgate/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useAuth } from '../../auth/auth-context';
import { useApiErrorText } from '../../auth/use-api-error-text';
import { useNotify } from '../../feedback/notifications-context';
import { hrefTo } from '../../routing/href';
import { fetchAttempt, saveAttemptForm, startAttempt } from '../api/engine-api';
import { readDraft, removeDraft, removeFlowDrafts, writeDraft } from '../api/draft-storage';
import { localized } from '../fields/localized';
import { submitFinishedFlow, type FinalSubmitRequest } from '../final-submit';
import type { FormValues } from '../render/FormFields';
import type { SaveOutcome } from '../render/SchemaForm';
import {
  flowStorageKey,
  flowTypeOf,
  isEasyApply,
  PASS_THROUGH_QUERY,
  stepPath,
  thankYouRoute,
  type FlowLocation,
} from './flow-location';
import {
  incompleteFormIds,
  isFinalForm,
  moveOn,
  newlyHiddenFormIds,
  placeVisitor,
  visibleFormIds,
  type FlowSnapshot,
} from './flow-state';
import { initialFormValues } from './initial-values';
import { afterFlowAction } from './after-flow';
import { useAttempt, type KnownAttempt } from './use-attempt';

export interface ApplyFlowInput {
  client: string;
  language: string;
  /** The visitor's today, yyyy-mm-dd. */
  today: string;
  location: FlowLocation;
  query: URLSearchParams;
  stream: ApplyStreamMetadata;
  /** Form naming: step paths carry the form title's slug. */
  formNaming: boolean;
}

function withoutParams(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

const passwordFields = (form: StreamFormMetadata) =>
  form.formMetaData.fields
    .filter((field) => field.widget === 'password')
    .map((field) => field.name);

export function useApplyFlow({
  client,
  language,
  today,
  location,
  query,
  stream,
  formNaming,
}: ApplyFlowInput) {
  const { t } = useTranslation('applyEngine');
  const notify = useNotify();
  const errorText = useApiErrorText();
  const auth = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const flowKey = flowStorageKey(location, stream.applyStreamId);
  const {
    state: attemptState,
    remember,
    forget,
  } = useAttempt(client, flowKey, stream.applyStreamId);
  const known = attemptState.status === 'ready' ? attemptState.current : null;
  const forms = stream.metaData;
  const ordered: OrderedForm[] = useMemo(
    () =>
      forms.map((form) => ({
        applyFormId: form.applyFormId,
        skipNextFormWhen: form.formMetaData.skipNextFormWhen,
      })),
    [forms],
  );
  /** Live values of skip-rule fields of forms being filled: the progress follows the answer. */
  const [live, setLive] = useState<Record<string, FormAnswers>>({});
  const [localActive, setLocalActive] = useState<number | null>(null);
  const [finishing, setFinishing] = useState(false);

  const savedAnswers = known?.attempt.answers;
  const completedIds = known?.attempt.completedFormIds;
  const base: FlowSnapshot = useMemo(() => {
    const answers: Record<string, FormAnswers> = { ...savedAnswers };
    for (const [id, values] of Object.entries(live)) answers[id] = { ...answers[id], ...values };
    return { forms: ordered, completed: new Set(completedIds), answers, activeFormId: null };
  }, [ordered, savedAnswers, completedIds, live]);

  const position = (applyFormId: number) =>
    forms.findIndex((form) => form.applyFormId === applyFormId);
  const pathOf = (applyFormId: number): string | null => {
    const form = forms[position(applyFormId)];
    if (!form) return null;
    const title = form.formMetaData.title;
    return stepPath(location, { position: position(applyFormId) + 1, title }, formNaming);
  };
  const firstForm = forms[0];
  const stepPaths = firstForm !== undefined && pathOf(firstForm.applyFormId) !== null;
  const wanted = stepPaths ? (forms[(location.step ?? 0) - 1]?.applyFormId ?? null) : localActive;
  const ready = attemptState.status === 'ready';
  const activeFormId = ready ? placeVisitor(base, wanted) : null;
  const snapshot: FlowSnapshot = { ...base, activeFormId };

  // The step path names the requisition or job: the query need not repeat it.
  const stepSearch = withoutParams(search, ['link', 'job']);
  const hrefOf = (applyFormId: number): string | null => {
    const path = pathOf(applyFormId);
    return path === null ? null : `${localizePath(path, language)}${stepSearch}`;
  };

  // The URL names the open form: correct a step the visitor may not open (yet).
  const correction = ready && activeFormId !== null && stepPaths ? hrefOf(activeFormId) : null;
  useEffect(() => {
    if (correction !== null && correction !== `${pathname}${search}`) {
      void navigate(correction, { replace: true });
    }
  }, [correction, pathname, search, navigate]);

  const open = (applyFormId: number) => {
    const href = hrefOf(applyFormId);
    if (href === null) setLocalActive(applyFormId);
    else void navigate(href);
  };

  const formById = (applyFormId: number) => forms.find((form) => form.applyFormId === applyFormId);

  const finishedRef = useRef(false);
  const finish = async (current: KnownAttempt, after: FlowSnapshot) => {
    setFinishing(true);
    const easyApply = isEasyApply(query);
    const visible = visibleFormIds(after);
    const request: FinalSubmitRequest = {
      client,
      language,
      attemptId: current.attemptId,
      stream: {
        applyStreamId: stream.applyStreamId,
        key: stream.key,
        flowType: stream.flowType,
      },
      flow: {
        flowType: flowTypeOf(location.kind, easyApply),
        leadCapture: location.kind === 'applyJoin' || location.kind === 'profileJoin',
        easyApply,
        requisitionId: location.requisitionId,
        jobId: location.jobId,
        sponsorHandle: location.sponsorHandle,
        passThrough: Object.fromEntries(
          PASS_THROUGH_QUERY.flatMap((name) => {
            const value = query.get(name);
            return value === null ? [] : [[name, value]];
          }),
        ),
        pageUrl: window.location.href,
      },
      // Hidden forms' answers (convicted data after a "no") are left out (spec 2 §4).
      answers: Object.fromEntries(
        visible.flatMap((id) => {
          const answers = current.attempt.answers[String(id)];
          return answers ? [[String(id), answers]] : [];
        }),
      ),
      forms: forms.map((form) => ({
        applyFormId: form.applyFormId,
        key: form.key,
        table: form.formDefinition.table,
      })),
    };
    const result = await submitFinishedFlow(request);
    setFinishing(false);
    switch (result.kind) {
      case 'completed': {
        finishedRef.current = true;
        forget();
        removeFlowDrafts(client, flowKey);
        const lastForm = formById(visible.at(-1) ?? -1);
        const action = afterFlowAction(lastForm?.formMetaData.action, language);
        if (action.kind === 'redirect') {
          window.location.assign(action.url);
          return;
        }
        void navigate(hrefTo(language, thankYouRoute(location.kind)), {
          state: action.kind === 'text' ? { message: action.message } : null,
        });
        return;
      }
      case 'incomplete':
        notify({ alertClass: 'warning', message: t('flow.incomplete') });
        open(result.nextFormId);
        return;
      case 'loginRequired':
        notify({ alertClass: 'info', message: t('flow.loginRequired') });
        auth.openSignIn({ rememberPath: true });
        return;
      case 'failed':
        notify({ alertClass: 'danger', message: errorText(result.error), autoClose: false });
        return;
    }
  };

  const save = async (form: StreamFormMetadata, data: FormAnswers): Promise<SaveOutcome> => {
    try {
      let current = known;
      if (!current) {
        const body: StartApplyAttemptBody = { applyStreamId: stream.applyStreamId };
        if (location.kind === 'apply' && location.requisitionId !== null)
          body.requisitionId = location.requisitionId;
        const { attemptId, ...attempt } = await startAttempt(client, body);
        current = { attemptId, attempt };
        remember(current);
      }
      const attempt = await saveAttemptForm(client, current.attemptId, form.applyFormId, data);
      const updated: KnownAttempt = { attemptId: current.attemptId, attempt };
      remember(updated);
      removeDraft(client, flowKey, form.applyFormId);
      setLive((values) => {
        const { [String(form.applyFormId)]: _dropped, ...rest } = values;
        return rest;
      });
      const moved = moveOn(
        snapshot,
        form.applyFormId,
        attempt.answers[String(form.applyFormId)] ?? data,
      );
      // Forms this answer hid lose what was typed in them (convicted data, spec 2 §4).
      for (const hidden of newlyHiddenFormIds(snapshot, moved.snapshot))
        removeDraft(client, flowKey, hidden);
      if (attempt.nextFormId === null) {
        await finish(updated, moved.snapshot);
      } else {
        open(moved.kind === 'next' ? moved.activeFormId : attempt.nextFormId);
      }
      return { kind: 'saved' };
    } catch (error) {
      return failedSave(error);
    }
  };

  const failedSave = async (error: unknown): Promise<SaveOutcome> => {
    if (isApiError(error) && error.code === 'VALIDATION_FAILED' && error.fields.length > 0) {
      return { kind: 'fieldErrors', errors: error.fields };
    }
    if (isApiError(error) && error.status === 404 && known) {
      // The server no longer has the attempt (expired): start again, drafts kept.
      forget();
      notify({ alertClass: 'warning', message: t('flow.expired'), autoClose: false });
      return { kind: 'failed' };
    }
    if (isApiError(error) && error.status === 409 && known) {
      // Out of order (another tab moved on, an answer changed the forms): show the server's way.
      try {
        const attempt = await fetchAttempt(client, known.attemptId);
        remember({ attemptId: known.attemptId, attempt });
        if (attempt.nextFormId !== null) open(attempt.nextFormId);
      } catch {
        // The notification below still explains.
      }
    }
    notify({ alertClass: 'danger', message: errorText(error), autoClose: false });
    return { kind: 'failed' };
  };

  const valuesChanged = useCallback(
    (form: StreamFormMetadata, values: FormValues) => {
      if (finishedRef.current) return;
      writeDraft(client, flowKey, form.applyFormId, values, passwordFields(form));
      const rule = form.formMetaData.skipNextFormWhen;
      if (!rule) return;
      const value = values[rule.field];
      setLive((current) => {
        const id = String(form.applyFormId);
        if (current[id]?.[rule.field] === value) return current;
        return { ...current, [id]: { [rule.field]: value } };
      });
    },
    [client, flowKey],
  );

  const initialValues = (form: StreamFormMetadata): FormValues =>
    initialFormValues(form, {
      saved: savedAnswers?.[String(form.applyFormId)],
      draft: readDraft(client, flowKey, form.applyFormId),
      candidate: auth.state.status === 'loggedIn' ? auth.state.candidate : null,
      today,
    });

  const activeIndex = activeFormId === null ? -1 : position(activeFormId);
  const visible = visibleFormIds(snapshot);
  const last = activeFormId !== null && visible.at(-1) === activeFormId;
  const previous = activeFormId === null ? undefined : visible[visible.indexOf(activeFormId) - 1];

  return {
    status: attemptState.status,
    retry: attemptState.status === 'failed' ? attemptState.retry : null,
    snapshot,
    forms,
    activeForm: forms[activeIndex] ?? null,
    last,
    final: activeFormId !== null && isFinalForm(snapshot, activeFormId),
    incompleteForms:
      last && activeFormId !== null
        ? incompleteFormIds(snapshot, activeFormId).flatMap((id) => {
            const form = formById(id);
            return form
              ? [localized(form.formMetaData.title, form.formMetaData.titleTranslations, language)]
              : [];
          })
        : [],
    back: previous === undefined ? null : () => open(previous),
    finishing,
    open,
    save,
    valuesChanged,
    initialValues,
  };
}

export type ApplyFlowModel = ReturnType<typeof useApplyFlow>;

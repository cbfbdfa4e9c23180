/**
 * One visitor's way through one stream: which form is open (from the step in the URL where
 * the route has step paths, else kept here), the attempt that holds the saved answers, the
 * drafts of unsaved typing, saving a form and moving on (spec 2 §4), and the final submit.
 */
import type {
  ApplyAttempt,
  ApplyStreamMetadata,
  FieldError,
  FormAnswers,
  FormSubmission,
  OrderedForm,
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
import { fetchAttempt, saveAttemptForm } from '../api/engine-api';
import { readDraft, removeDraft, removeFlowDrafts, writeDraft } from '../api/draft-storage';
import { clearLoginPending, isLoginPending, markLoginPending } from '../api/attempt-storage';
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
import { pendingForms } from './pending-forms';
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
    ensure: ensureAttempt,
    startWith,
    heldResume,
    keepHeldResume,
  } = useAttempt(
    client,
    flowKey,
    stream.applyStreamId,
    location.kind === 'apply' ? location.requisitionId : null,
  );
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
  /** The final submit found an account with the e-mail: the login prompt shows. */
  const [loginPrompt, setLoginPrompt] = useState(false);
  /** Errors the final submit found on another form than the open one, shown when it opens. */
  const [pendingErrors, setPendingErrors] = useState<{
    applyFormId: number;
    errors: readonly FieldError[];
  } | null>(null);

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
  // A path naming the open form stays as it is (its query, and a page name when form naming
  // is off, are the visitor's); another step, or a wrong page name with naming on, is corrected.
  const activePath = activeFormId === null ? null : pathOf(activeFormId);
  const onOpenStep =
    activeFormId !== null &&
    location.step === position(activeFormId) + 1 &&
    (!formNaming || (activePath !== null && localizePath(activePath, language) === pathname));
  const correction =
    ready && activeFormId !== null && stepPaths && !onOpenStep ? hrefOf(activeFormId) : null;
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

  /** The form a refused answer belongs to (by its top-level field name), visible ones first. */
  const formOfField = (path: string, visible: readonly number[]): number | null => {
    const name = path.split('.')[0] ?? path;
    const owner = forms.find(
      (form) => visible.includes(form.applyFormId) && name in form.schemaMetaData.properties,
    );
    return owner?.applyFormId ?? null;
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

  /** A form's answers are on the server: the attempt as it answered, no draft, no live values. */
  const keepSaved = (current: KnownAttempt, applyFormId: number, attempt: ApplyAttempt) => {
    remember({ attemptId: current.attemptId, attempt });
    removeDraft(client, flowKey, applyFormId);
    setLive((values) => {
      const { [String(applyFormId)]: _dropped, ...rest } = values;
      return rest;
    });
  };

  const finishedRef = useRef(false);
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
  ): Promise<SaveOutcome | 'saveFirst'> => {
    setFinishing(true);
    setLoginPrompt(false);
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
      ...(lastForm ? { lastForm } : {}),
    };
    const result = await submitFinishedFlow(request);
    setFinishing(false);
    const elsewhere =
      result.kind === 'incomplete' ||
      (result.kind === 'fieldErrors' &&
        result.errors.some((error) => formOfField(error.field, visible) !== openFormId)) ||
      (result.kind === 'failed' && isApiError(result.error) && result.error.status === 404);
    if (lastForm !== null && elsewhere) return 'saveFirst';
    switch (result.kind) {
      case 'completed': {
        finishedRef.current = true;
        clearLoginPending(client, flowKey);
        forget();
        removeFlowDrafts(client, flowKey);
        const lastForm = formById(visible.at(-1) ?? -1);
        const action = afterFlowAction(lastForm?.formMetaData.action, language);
        if (action.kind === 'redirect') {
          window.location.assign(action.url);
          return { kind: 'saved' };
        }
        void navigate(hrefTo(language, thankYouRoute(location.kind)), {
          state: action.kind === 'text' ? { message: action.message } : null,
        });
        return { kind: 'saved' };
      }
      case 'incomplete':
        notify({ alertClass: 'warning', message: t('flow.incomplete') });
        open(result.nextFormId);
        return { kind: 'failed' };
      case 'loginRequired':
        if (lastForm !== null) {
          // Signing in completes the attempt from what the server holds: the form goes first.
          try {
            const saved = await saveAttemptForm(
              client,
              current.attemptId,
              lastForm.applyFormId,
              lastForm.data,
            );
            keepSaved(current, lastForm.applyFormId, saved);
          } catch (error) {
            return failedSave(error);
          }
        }
        // Signing in (the prompt's link) completes this same attempt for that account.
        markLoginPending(client, flowKey);
        setLoginPrompt(true);
        return { kind: 'failed' };
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
  const resumeRef = useRef(false);
  useEffect(() => {
    if (!signedIn || !known || known.attempt.nextFormId !== null || resumeRef.current)
      return undefined;
    if (!isLoginPending(client, flowKey)) return undefined;
    // After this render: finishing shows the loading overlay.
    const timer = window.setTimeout(() => {
      resumeRef.current = true;
      void finish(known, base, null).finally(() => {
        resumeRef.current = false;
      });
    }, 0);
    return () => window.clearTimeout(timer);
    // finish reads the latest render's values; the trigger is signing in with a done attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, known, client, flowKey]);

  const save = async (form: StreamFormMetadata, data: FormAnswers): Promise<SaveOutcome> => {
    try {
      const ending = moveOn(snapshot, form.applyFormId, data);
      if (ending.kind === 'finish') {
        const current = await ensureAttempt();
        const lastForm = { applyFormId: form.applyFormId, data };
        const finished = await finish(current, ending.snapshot, form.applyFormId, lastForm);
        if (finished !== 'saveFirst') return finished;
      }
      // The first form of a new attempt starts it (one request); later ones are saved to it.
      const startedWithForm = startWith({ applyFormId: form.applyFormId, data });
      const updated = startedWithForm
        ? await startedWithForm
        : await ensureAttempt().then(async (current) => ({
            attemptId: current.attemptId,
            attempt: await saveAttemptForm(client, current.attemptId, form.applyFormId, data),
          }));
      keepSaved(updated, form.applyFormId, updated.attempt);
      const { attempt } = updated;
      const moved = moveOn(
        snapshot,
        form.applyFormId,
        attempt.answers[String(form.applyFormId)] ?? data,
      );
      // Forms this answer hid lose what was typed in them (convicted data, spec 2 §4).
      for (const hidden of newlyHiddenFormIds(snapshot, moved.snapshot))
        removeDraft(client, flowKey, hidden);
      if (attempt.nextFormId === null) {
        const finished = await finish(updated, moved.snapshot, form.applyFormId);
        return finished === 'saveFirst' ? { kind: 'failed' } : finished;
      }
      open(moved.kind === 'next' ? moved.activeFormId : attempt.nextFormId);
      return { kind: 'saved' };
    } catch (error) {
      return failedSave(error);
    }
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
  /** The forms a widget of the open form may fill (a parsed resume): not submitted, visible. */
  const otherForms = pendingForms({
    forms,
    pendingIds: activeFormId === null ? [] : incompleteFormIds(snapshot, activeFormId),
    openingValues: initialValues,
    storeDraft: (form, values) =>
      writeDraft(client, flowKey, form.applyFormId, values, passwordFields(form)),
  });
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
    loginPrompt,
    /** Refused answers of a form the final submit opened, for that form to show. */
    serverErrorsFor: (applyFormId: number): readonly FieldError[] =>
      pendingErrors?.applyFormId === applyFormId ? pendingErrors.errors : [],
    open,
    save,
    /** The attempt's secret id for widgets (a kept resume), starting the attempt if needed. */
    attemptId: async () => (await ensureAttempt()).attemptId,
    /** The resume the attempt holds, for the resume field, which keeps it up to date. */
    heldResume,
    keepHeldResume,
    valuesChanged,
    initialValues,
    otherForms,
  };
}

export type ApplyFlowModel = ReturnType<typeof useApplyFlow>;

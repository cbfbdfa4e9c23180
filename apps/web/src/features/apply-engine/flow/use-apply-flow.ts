/**
 * One visitor's way through one stream (spec 2 §4): the attempt that holds the saved answers
 * (use-attempt), what was typed and not saved (use-form-drafts), which form is open
 * (use-step-navigation), saving a form (use-form-save) and the final submit
 * (use-final-submit). Submitting a form moves on: the next form opens, or the flow ends.
 */
import type {
  ApplyStreamMetadata,
  CompletedAttempt,
  FormAnswers,
  OrderedForm,
  StreamFormMetadata,
} from '@talentgate/domain';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { localized } from '../fields/localized';
import type { SaveOutcome } from '../render/SchemaForm';
import { flowStorageKey, type FlowLocation } from './flow-location';
import {
  incompleteFormIds,
  isFinalForm,
  moveOn,
  newlyHiddenFormIds,
  visibleFormIds,
  type FlowSnapshot,
} from './flow-state';
import { pendingForms } from './pending-forms';
import { useAttempt } from './use-attempt';
import { useFinalSubmit } from './use-final-submit';
import { useFormDrafts } from './use-form-drafts';
import { useFormSave } from './use-form-save';
import { useStepNavigation } from './use-step-navigation';

export interface ApplyFlowInput {
  client: string;
  language: string;
  /** The visitor's today, yyyy-mm-dd. */
  today: string;
  location: FlowLocation;
  query: URLSearchParams;
  /** `easyApplyFlag=t` on a tenant with easy apply on. */
  easyApply: boolean;
  stream: ApplyStreamMetadata;
  /** Form naming: step paths carry the form title's slug. */
  formNaming: boolean;
  /** An embedded flow's end (a campaign page's thank-you block), instead of the thank-you page. */
  onCompleted?: ((answer: CompletedAttempt) => void) | undefined;
}

export function useApplyFlow({
  client,
  language,
  today,
  location,
  query,
  easyApply,
  stream,
  formNaming,
  onCompleted,
}: ApplyFlowInput) {
  const auth = useAuth();
  const flowKey = flowStorageKey(location, stream.applyStreamId);
  const attempt = useAttempt(
    client,
    flowKey,
    stream.applyStreamId,
    // Easy apply from the join flow for a job applies to the job's requisition.
    location.kind === 'apply' || easyApply ? location.requisitionId : null,
  );
  const known = attempt.state.status === 'ready' ? attempt.state.current : null;
  const forms = stream.metaData;
  const ordered: OrderedForm[] = useMemo(
    () =>
      forms.map((form) => ({
        applyFormId: form.applyFormId,
        skipNextFormWhen: form.formMetaData.skipNextFormWhen,
      })),
    [forms],
  );
  const savedAnswers = known?.attempt.answers;
  const drafts = useFormDrafts({
    client,
    flowKey,
    today,
    candidate: auth.state.status === 'loggedIn' ? auth.state.candidate : null,
    savedAnswers,
  });
  const completedIds = known?.attempt.completedFormIds;
  const { live } = drafts;
  const base: FlowSnapshot = useMemo(() => {
    const answers: Record<string, FormAnswers> = { ...savedAnswers };
    for (const [id, values] of Object.entries(live)) answers[id] = { ...answers[id], ...values };
    return { forms: ordered, completed: new Set(completedIds), answers, activeFormId: null };
  }, [ordered, savedAnswers, completedIds, live]);

  const ready = attempt.state.status === 'ready';
  const steps = useStepNavigation({ forms, location, language, formNaming, base, ready });
  const { snapshot, activeFormId, open } = steps;
  // The form open now, for a save that answers after the visitor went elsewhere.
  const openFormId = useRef(activeFormId);
  useLayoutEffect(() => {
    openFormId.current = activeFormId;
  });
  /**
   * A form was opened from the review before the final submit: its submit goes back to the
   * review (the last form, opening in it) rather than on to the next form.
   */
  const [backToReview, setBackToReview] = useState<'editing' | 'reopen' | null>(null);
  const formSave = useFormSave({
    client,
    known,
    remember: attempt.remember,
    forget: attempt.forget,
    ensureAttempt: attempt.ensure,
    startWith: attempt.startWith,
    drafts,
    open,
  });
  const finalSubmit = useFinalSubmit({
    client,
    language,
    location,
    query,
    easyApply,
    forms,
    flowKey,
    known,
    base,
    forget: attempt.forget,
    drafts,
    formSave,
    open,
    onCompleted,
  });

  /** The open form is submitted: saved, then the next form opens or the flow ends. */
  const save = async (form: StreamFormMetadata, data: FormAnswers): Promise<SaveOutcome> => {
    try {
      const ending = moveOn(snapshot, form.applyFormId, data);
      if (ending.kind === 'finish') {
        const current = await attempt.ensure();
        const lastForm = { applyFormId: form.applyFormId, data };
        const finished = await finalSubmit.finish(
          current,
          ending.snapshot,
          form.applyFormId,
          lastForm,
        );
        if (finished !== 'saveFirst') return finished;
      }
      const updated = await formSave.saveForm(form.applyFormId, data);
      const moved = moveOn(
        snapshot,
        form.applyFormId,
        updated.attempt.answers[String(form.applyFormId)] ?? data,
      );
      for (const hidden of newlyHiddenFormIds(snapshot, moved.snapshot)) drafts.forgetDraft(hidden);
      // The browser's Back was pressed while it saved: the save counts, and the form the
      // visitor went to stays open.
      if (openFormId.current !== form.applyFormId) return { kind: 'saved' };
      if (updated.attempt.nextFormId === null) {
        const finished = await finalSubmit.finish(updated, moved.snapshot, form.applyFormId);
        return finished === 'saveFirst' ? { kind: 'failed' } : finished;
      }
      const lastVisible = visibleFormIds(moved.snapshot).at(-1);
      if (
        backToReview === 'editing' &&
        lastVisible !== undefined &&
        lastVisible !== form.applyFormId &&
        incompleteFormIds(moved.snapshot, lastVisible).length === 0
      ) {
        setBackToReview('reopen');
        open(lastVisible);
        return { kind: 'saved' };
      }
      // The edit showed a form that was hidden: it is to be filled in, the usual way.
      setBackToReview(null);
      open(moved.kind === 'next' ? moved.activeFormId : updated.attempt.nextFormId);
      return { kind: 'saved' };
    } catch (error) {
      return formSave.failedSave(error);
    }
  };

  const reviewShown = useCallback(
    () => setBackToReview((current) => (current === 'reopen' ? null : current)),
    [],
  );

  const formById = (applyFormId: number) => forms.find((form) => form.applyFormId === applyFormId);
  /** The forms a widget of the open form may fill (a parsed resume): not submitted, visible. */
  const otherForms = pendingForms({
    forms,
    pendingIds: activeFormId === null ? [] : incompleteFormIds(snapshot, activeFormId),
    openingValues: drafts.initialValues,
    storeDraft: drafts.storeDraft,
  });

  return {
    status: attempt.state.status,
    retry: attempt.state.status === 'failed' ? attempt.state.retry : null,
    snapshot,
    forms,
    activeForm: steps.activeForm,
    last: steps.last,
    final: activeFormId !== null && isFinalForm(snapshot, activeFormId),
    incompleteForms:
      steps.last && activeFormId !== null
        ? incompleteFormIds(snapshot, activeFormId).flatMap((id) => {
            const form = formById(id);
            return form
              ? [localized(form.formMetaData.title, form.formMetaData.titleTranslations, language)]
              : [];
          })
        : [],
    back: steps.back,
    finishing: finalSubmit.finishing,
    loginPrompt: finalSubmit.loginPrompt,
    serverErrorsFor: finalSubmit.serverErrorsFor,
    /** Opens a form (a progress step): its submit moves on the usual way. */
    open: (applyFormId: number) => {
      setBackToReview(null);
      open(applyFormId);
    },
    /** Opens a form from the review: its submit comes back to the review. */
    editFromReview: (applyFormId: number) => {
      setBackToReview('editing');
      open(applyFormId);
    },
    /** The last form opens in its review (back from an edit made from there). */
    startInReview: backToReview === 'reopen',
    reviewShown,
    save,
    /** The attempt's secret id for widgets (a kept resume), starting the attempt if needed. */
    attemptId: async () => (await attempt.ensure()).attemptId,
    /** The resume the attempt holds, for the resume field, which keeps it up to date. */
    heldResume: attempt.heldResume,
    keepHeldResume: attempt.keepHeldResume,
    valuesChanged: drafts.valuesChanged,
    initialValues: drafts.initialValues,
    otherForms,
  };
}

export type ApplyFlowModel = ReturnType<typeof useApplyFlow>;

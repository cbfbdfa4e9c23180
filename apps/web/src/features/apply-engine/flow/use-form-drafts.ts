/**
 * What the visitor typed and has not saved: a draft per form in this tab (passwords never
 * written down), and the live values of skip-rule fields, so the progress follows an answer
 * before it is saved. A form opens with its saved answers, else its draft, else what the
 * signed-in candidate's profile and today give.
 */
import type { Candidate, FormAnswers, StreamFormMetadata } from '@talentgate/domain';
import { useCallback, useRef, useState } from 'react';
import { readDraft, removeDraft, removeFlowDrafts, writeDraft } from '../api/draft-storage';
import type { FormValues } from '../render/FormFields';
import { initialFormValues } from './initial-values';

const passwordFields = (form: StreamFormMetadata) =>
  form.formMetaData.fields
    .filter((field) => field.widget === 'password')
    .map((field) => field.name);

export interface FormDraftsInput {
  client: string;
  flowKey: string;
  /** The visitor's today, yyyy-mm-dd. */
  today: string;
  candidate: Candidate | null;
  savedAnswers: Record<string, FormAnswers> | undefined;
}

export function useFormDrafts({
  client,
  flowKey,
  today,
  candidate,
  savedAnswers,
}: FormDraftsInput) {
  /** Live values of skip-rule fields of forms being filled, by form id. */
  const [live, setLive] = useState<Record<string, FormAnswers>>({});
  /** After the final submit nothing more is written down for this flow. */
  const ended = useRef(false);

  const storeDraft = useCallback(
    (form: StreamFormMetadata, values: FormValues) =>
      writeDraft(client, flowKey, form.applyFormId, values, passwordFields(form)),
    [client, flowKey],
  );

  const valuesChanged = useCallback(
    (form: StreamFormMetadata, values: FormValues) => {
      if (ended.current) return;
      storeDraft(form, values);
      const rule = form.formMetaData.skipNextFormWhen;
      if (!rule) return;
      const value = values[rule.field];
      setLive((current) => {
        const id = String(form.applyFormId);
        if (current[id]?.[rule.field] === value) return current;
        return { ...current, [id]: { [rule.field]: value } };
      });
    },
    [storeDraft],
  );

  /** The form's answers are on the server: its draft and live values go. */
  const forgetSaved = (applyFormId: number) => {
    removeDraft(client, flowKey, applyFormId);
    setLive((values) => {
      const { [String(applyFormId)]: _dropped, ...rest } = values;
      return rest;
    });
  };

  const initialValues = (form: StreamFormMetadata): FormValues =>
    initialFormValues(form, {
      saved: savedAnswers?.[String(form.applyFormId)],
      draft: readDraft(client, flowKey, form.applyFormId),
      candidate,
      today,
    });

  return {
    live,
    valuesChanged,
    storeDraft,
    initialValues,
    forgetSaved,
    /** A form an answer hid loses what was typed in it (convicted data, spec 2 §4). */
    forgetDraft: (applyFormId: number) => removeDraft(client, flowKey, applyFormId),
    /** The flow is complete: its drafts go, and none are written after. */
    endFlow: () => {
      ended.current = true;
      removeFlowDrafts(client, flowKey);
    },
  };
}

export type FormDrafts = ReturnType<typeof useFormDrafts>;

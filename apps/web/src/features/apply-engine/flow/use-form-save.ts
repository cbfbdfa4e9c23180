/**
 * Saving one form to the visitor's attempt: the first form starts the attempt with its
 * answers (one request), later ones are saved to it. A refused save keeps what was typed
 * and says why: field errors on their fields, an expired attempt starts again (drafts kept),
 * a form out of order opens the one the server expects.
 */
import type { ApplyAttempt, FormAnswers, FormSubmission } from '@talentgate/domain';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useApiErrorText } from '../../auth/use-api-error-text';
import { useNotify } from '../../feedback/notifications-context';
import { fetchAttempt, saveAttemptForm } from '../api/engine-api';
import type { SaveOutcome } from '../render/SchemaForm';
import type { FormDrafts } from './use-form-drafts';
import type { KnownAttempt } from './use-attempt';

export interface FormSaveInput {
  client: string;
  known: KnownAttempt | null;
  remember: (known: KnownAttempt) => void;
  forget: () => void;
  ensureAttempt: () => Promise<KnownAttempt>;
  startWith: (firstForm: FormSubmission) => Promise<KnownAttempt> | null;
  drafts: FormDrafts;
  open: (applyFormId: number) => void;
}

export function useFormSave({
  client,
  known,
  remember,
  forget,
  ensureAttempt,
  startWith,
  drafts,
  open,
}: FormSaveInput) {
  const { t } = useTranslation('applyEngine');
  const notify = useNotify();
  const errorText = useApiErrorText();

  /** A form's answers are on the server: the attempt as it answered, no draft, no live values. */
  const keepSaved = (current: KnownAttempt, applyFormId: number, attempt: ApplyAttempt) => {
    remember({ attemptId: current.attemptId, attempt });
    drafts.forgetSaved(applyFormId);
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

  /** Saves the form to the attempt (starting it with this form when there is none yet). */
  const saveForm = async (applyFormId: number, data: FormAnswers): Promise<KnownAttempt> => {
    const startedWithForm = startWith({ applyFormId, data });
    const updated = startedWithForm
      ? await startedWithForm
      : await ensureAttempt().then(async (current) => ({
          attemptId: current.attemptId,
          attempt: await saveAttemptForm(client, current.attemptId, applyFormId, data),
        }));
    keepSaved(updated, applyFormId, updated.attempt);
    return updated;
  };

  /** Saves a form to a known attempt; a refusal is shown as usual (null then). */
  const saveTo = async (
    current: KnownAttempt,
    { applyFormId, data }: FormSubmission,
  ): Promise<SaveOutcome | null> => {
    try {
      const saved = await saveAttemptForm(client, current.attemptId, applyFormId, data);
      keepSaved(current, applyFormId, saved);
      return null;
    } catch (error) {
      return failedSave(error);
    }
  };

  return { saveForm, saveTo, failedSave };
}

export type FormSave = ReturnType<typeof useFormSave>;

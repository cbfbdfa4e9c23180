import { nextFormId, type ApplyAttempt } from '@talentgate/domain';
import type { StreamFormRow } from '../apply-streams/find-stream.js';
import type { SavedAttempt } from '../../stores/attempt-store.js';

/** What the visitor may see of an attempt: never its secret hash, tenant or candidate. */
export function presentAttempt(
  attempt: SavedAttempt,
  forms: readonly StreamFormRow[],
): ApplyAttempt {
  const ordered = forms.map((form) => ({
    applyFormId: form.applyFormId,
    skipNextFormWhen: form.config.formMetaData.skipNextFormWhen,
  }));
  return {
    applyStreamId: attempt.applyStreamId,
    requisitionId: attempt.requisitionId,
    completedFormIds: attempt.completedFormIds,
    answers: attempt.answers,
    nextFormId: nextFormId(ordered, new Set(attempt.completedFormIds), attempt.answers),
    expiresAt: attempt.expiresAt.getTime(),
  };
}

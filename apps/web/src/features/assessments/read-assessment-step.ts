/**
 * Reads the assessment step the final submit saved (assessment-step.ts); apart from it so the
 * apply page's start-up code does not carry the reader.
 */
import { readThankYouState } from '../apply-engine/flow/thank-you-state';
import { STEP_KEY, storage, type AssessmentStep } from './assessment-step';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The step of this tenant's flow, if one is open; a token past its expiry is dropped. */
export function readAssessmentStep(client: string, now = Date.now()): AssessmentStep | null {
  let value: unknown;
  try {
    value = JSON.parse(storage()?.getItem(STEP_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(value) || value['client'] !== client) return null;
  const { candidateId, applicationId, thankYouHref, thankYou, token } = value;
  if (
    typeof candidateId !== 'number' ||
    typeof applicationId !== 'number' ||
    typeof thankYouHref !== 'string' ||
    !isRecord(thankYou)
  ) {
    return null;
  }
  const liveToken =
    isRecord(token) &&
    typeof token['token'] === 'string' &&
    typeof token['expiry'] === 'number' &&
    token['expiry'] > now
      ? { token: token['token'], expiry: token['expiry'] }
      : null;
  return {
    client,
    candidateId,
    applicationId,
    token: liveToken,
    thankYouHref,
    thankYou: readThankYouState(thankYou),
  };
}

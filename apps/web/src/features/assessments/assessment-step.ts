/**
 * The apply flow's assessment step (spec 2 §2: application, then optional
 * application-assessment, then thank-you), handed from the final submit to
 * `/apply/assessment/` in session storage, so it survives the built-in test's page and a
 * reload: whose application it is, the step's temporary token of a new candidate, and where
 * the flow goes on. Small on purpose: the apply page's start-up code imports it.
 */
import type { ThankYouState } from '../apply-engine/flow/thank-you-state';

export interface AssessmentStep {
  client: string;
  candidateId: number;
  applicationId: number;
  /** A new candidate's temporary bearer credential (spec 2 §3 "Token request"). */
  token: { token: string; expiry: number } | null;
  /** The thank-you page of the flow, and what it is told. */
  thankYouHref: string;
  thankYou: ThankYouState;
}

export const STEP_KEY = 'tg-assessment-step';
/** Where the built-in test's page sends the candidate back: the step, or the dashboard. */
const RETURN_KEY = 'tg-assessment-return';
export type AssessmentReturn = 'step' | 'dashboard';

export function storage(): Storage | null {
  // Storage access throws when the browser blocks it.
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveAssessmentStep(step: AssessmentStep): void {
  storage()?.setItem(STEP_KEY, JSON.stringify(step));
}

export function clearAssessmentStep(): void {
  storage()?.removeItem(STEP_KEY);
}

export function setAssessmentReturn(value: AssessmentReturn): void {
  storage()?.setItem(RETURN_KEY, value);
}

export function assessmentReturn(): AssessmentReturn {
  return storage()?.getItem(RETURN_KEY) === 'dashboard' ? 'dashboard' : 'step';
}

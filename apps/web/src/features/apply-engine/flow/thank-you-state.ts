/**
 * What the thank-you page is told in history state after the final submit. Apart from
 * after-flow.ts so the apply page's code does not carry the thank-you page's reader.
 */
import type { CompletedAttempt } from '@talentgate/domain';

/** What the thank-you page is told in history state: the message and what happens next. */
export interface ThankYouState {
  message?: string;
  emailSent: CompletedAttempt['emailSent'];
  alertConfirmationSent: boolean;
  /** The job applied for or joined for, for similar jobs. */
  requisitionId: number | null;
  /** After a screening step: whether the candidate qualified, and the job's message for it. */
  screening?: { qualified: boolean; message: string | null };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The state as handed over, or what a thank-you page opened directly knows (nothing). */
export function readThankYouState(state: unknown): ThankYouState {
  const record = isRecord(state) ? state : {};
  const message = record['message'];
  const emailSent = record['emailSent'];
  const requisitionId = record['requisitionId'];
  const screening = isRecord(record['screening']) ? record['screening'] : null;
  const screeningMessage = screening?.['message'];
  return {
    ...(typeof message === 'string' && message !== '' ? { message } : {}),
    emailSent: emailSent === 'activation' || emailSent === 'welcome' ? emailSent : null,
    alertConfirmationSent: record['alertConfirmationSent'] === true,
    requisitionId: typeof requisitionId === 'number' ? requisitionId : null,
    ...(screening && typeof screening['qualified'] === 'boolean'
      ? {
          screening: {
            qualified: screening['qualified'],
            message: typeof screeningMessage === 'string' ? screeningMessage : null,
          },
        }
      : {}),
  };
}

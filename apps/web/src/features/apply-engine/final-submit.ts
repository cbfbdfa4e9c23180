/**
 * The final submit (spec 2 §4 "Candidate creation", "Application"; §7 "Candidate and
 * application"): once the visitor has submitted the last form and the server holds every
 * visible form's answers, the engine asks the server to complete the attempt
 * (`POST /rest/public/apply/{client}/attempt/complete`, X-Apply-Attempt, and the session
 * cookie when signed in); the form whose submit ends the flow can go with it (`lastForm`).
 * In one transaction the server creates or updates the candidate from the saved answers,
 * saves the records each form's tableMap names, the application (apply flows), then
 * finishes the flow. The answer's failures become what the engine shows:
 * - 409 EMAIL_EXISTS: the login prompt (the same attempt completes after signing in);
 * - 409 STEP_OUT_OF_ORDER: the form the server still misses opens;
 * - 400 VALIDATION_FAILED: the `fields` show on their form;
 * - anything else: an error notification. The answers stay in the attempt either way.
 */
import type {
  CompleteAttemptBody,
  CompletedAttempt,
  FieldErrorBody,
  FormSubmission,
} from '@talentgate/domain';
import { apiClient, type ApiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { parseId } from '../../lib/ids';
import { completeAttempt, fetchAttempt } from './api/engine-api';

/** What the final submit sends: the server completes the attempt from the answers it holds. */
export interface FinalSubmitRequest {
  client: string;
  /** The page language (e-mails are sent in it). */
  language: string;
  attemptId: string;
  /** `easyApplyFlag=t` in the query (spec 2 §1 contact methods). */
  easyApply: boolean;
  sponsorHandle: string | null;
  /** Query values passed through: action, event_id, folder_id. */
  passThrough: Record<string, string>;
  /** The page the visitor applied from (candidate form record hostUrl). */
  pageUrl: string;
  /** The last form's answers, saved with the final submit (one request instead of two). */
  lastForm?: FormSubmission;
  /** The campaign page the flow is embedded in (decision 0046). */
  wpLandingPageId?: string;
}

export type FinalSubmitResult =
  | { kind: 'completed'; completed: CompletedAttempt }
  /** The server still misses a form (e.g. an answer changed which forms show): open it. */
  | { kind: 'incomplete'; nextFormId: number }
  /** The e-mail belongs to an account: sign in, then the same attempt completes. */
  | { kind: 'loginRequired' }
  /** The server refused answers: shown on their fields, on the form they belong to. */
  | { kind: 'fieldErrors'; errors: readonly FieldErrorBody[] }
  | { kind: 'failed'; error: unknown };

/** Values the query may carry that the contract accepts; others are left out, not refused. */
const PASS_THROUGH_TEXT = /^[A-Za-z0-9_.-]{1,100}$/;
/** The contract's limit on the page address (the server keeps 220 characters of it). */
const PAGE_URL_MAX = 2048;

export function completeBody(request: FinalSubmitRequest): CompleteAttemptBody {
  const body: CompleteAttemptBody = {
    language: request.language,
    pageUrl: request.pageUrl.slice(0, PAGE_URL_MAX),
  };
  if (request.easyApply) body.easyApply = true;
  const folderId = parseId(request.passThrough['folder_id'] ?? null);
  if (folderId !== null) body.folderId = folderId;
  const eventId = request.passThrough['event_id'];
  if (eventId !== undefined && PASS_THROUGH_TEXT.test(eventId)) body.eventId = eventId;
  const action = request.passThrough['action'];
  if (action !== undefined && PASS_THROUGH_TEXT.test(action)) body.action = action;
  if (request.sponsorHandle !== null && PASS_THROUGH_TEXT.test(request.sponsorHandle))
    body.sponsorHandle = request.sponsorHandle;
  if (request.lastForm) body.lastForm = request.lastForm;
  if (request.wpLandingPageId !== undefined) body.wpLandingPageId = request.wpLandingPageId;
  return body;
}

export async function submitFinishedFlow(
  request: FinalSubmitRequest,
  api: ApiClient = apiClient,
): Promise<FinalSubmitResult> {
  try {
    const completed = await completeAttempt(
      request.client,
      request.attemptId,
      completeBody(request),
      api,
    );
    return { kind: 'completed', completed };
  } catch (error) {
    if (!isApiError(error)) return { kind: 'failed', error };
    if (error.code === 'EMAIL_EXISTS') return { kind: 'loginRequired' };
    if (error.code === 'VALIDATION_FAILED' && error.fields.length > 0)
      return { kind: 'fieldErrors', errors: error.fields };
    if (error.code === 'STEP_OUT_OF_ORDER') {
      try {
        const attempt = await fetchAttempt(request.client, request.attemptId, api);
        if (attempt.nextFormId !== null)
          return { kind: 'incomplete', nextFormId: attempt.nextFormId };
      } catch {
        // The notification of the original failure explains.
      }
    }
    return { kind: 'failed', error };
  }
}

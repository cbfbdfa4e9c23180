/**
 * THE SEAM between the apply engine and the candidate flow (spec 2 §4 "Candidate creation",
 * "Application"; §7 "Candidate and application"). The engine calls `submitFinishedFlow` once,
 * when the visitor submits the last form and the server holds every visible form's answers.
 *
 * What it does now: asks the server whether the attempt is complete (every form saved, in
 * order, validated), which is all the engine itself can vouch for.
 *
 * What the lead wires here (nothing else in the engine needs to change):
 * 1. create or update the candidate from the answers (start create-candidate workflow with the
 *    stream, `request.flow.flowType`, lead capture and easy-apply flags, the page URL as hostUrl);
 * 2. save the records of grid forms (education, work history, certification…) and the terms
 *    opt-in and subscriptions (tables named by each form's tableMap);
 * 3. for apply flows, the combined add application (easyApplyFlag, requisition);
 * 4. finish the flow (locked, welcome or activation e-mail) and return `completed`; return
 *    `loginRequired` when the e-mail belongs to an existing account (the engine shows the
 *    login prompt), `failed` with the error otherwise (the engine keeps every answer).
 */
import type { FlowType, FormAnswers } from '@talentgate/domain';
import { apiClient, type ApiClient } from '../../lib/api-client';
import { fetchAttempt } from './api/engine-api';

export interface FinalSubmitRequest {
  client: string;
  /** The page language (e-mails are sent in it). */
  language: string;
  attemptId: string;
  stream: { applyStreamId: number; key: string; flowType: FlowType };
  flow: {
    flowType: FlowType;
    /** Lead capture (join forms) rather than a full application. */
    leadCapture: boolean;
    /** `easyApplyFlag=t` in the query (spec 2 §1 contact methods). */
    easyApply: boolean;
    requisitionId: number | null;
    jobId: number | null;
    sponsorHandle: string | null;
    /** Query values passed through: action, event_id, folder_id. */
    passThrough: Record<string, string>;
    /** The page the visitor applied from (candidate form record hostUrl). */
    pageUrl: string;
  };
  /** The answers of every visible form, by form id, as the server saved them. */
  answers: Record<string, FormAnswers>;
  /** Forms by id with their table, to route answers to records. */
  forms: { applyFormId: number; key: string; table: string }[];
}

export type FinalSubmitResult =
  | { kind: 'completed' }
  /** The server still misses a form (e.g. an answer changed which forms show): open it. */
  | { kind: 'incomplete'; nextFormId: number }
  | { kind: 'loginRequired' }
  | { kind: 'failed'; error: unknown };

export async function submitFinishedFlow(
  request: FinalSubmitRequest,
  api: ApiClient = apiClient,
): Promise<FinalSubmitResult> {
  try {
    const attempt = await fetchAttempt(request.client, request.attemptId, api);
    if (attempt.nextFormId === null) return { kind: 'completed' };
    return { kind: 'incomplete', nextFormId: attempt.nextFormId };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

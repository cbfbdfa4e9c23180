/**
 * The stages of an application as staff move it (issue 20; spec 2 §4 "application status by
 * path value", status values "not shown"). Each stage may say what happens next for the
 * candidate (the timeline's next step), ask something of them (a to-do) and suggest an
 * e-mail template. Rejected and Withdrawn need a disposition (spec 2 §3 dispositionId).
 */
import { INITIAL_APPLICATION_STATUS } from '../flows/contact-method.js';

export interface StageTodo {
  title: string;
  description: string;
  dueInDays: number;
}

export interface PipelineStage {
  status: string;
  /** What the candidate reads as the next step on their timeline; null when nothing follows. */
  nextStep: string | null;
  /** A to-do for the candidate when the stage asks something of them. */
  todo: StageTodo | null;
  /** The communication template suggested when staff move an application here. */
  suggestedTemplate: string | null;
  /** A move here needs a disposition (why the application ended). */
  needsDisposition: boolean;
}

export const STATUS_UPDATE_TEMPLATE = 'Application Status Update';
export const INTERVIEW_INVITATION_TEMPLATE = 'Interview Invitation';
/** The communication templates staff may send with a status change. */
export const STATUS_EMAIL_TEMPLATES = [STATUS_UPDATE_TEMPLATE, INTERVIEW_INVITATION_TEMPLATE];

export const PIPELINE_STAGES: readonly PipelineStage[] = [
  {
    status: INITIAL_APPLICATION_STATUS,
    nextStep: 'A recruiter reviews your application',
    todo: null,
    suggestedTemplate: null,
    needsDisposition: false,
  },
  {
    status: 'Screening',
    nextStep: 'A recruiter may call you to talk about the role',
    todo: null,
    suggestedTemplate: STATUS_UPDATE_TEMPLATE,
    needsDisposition: false,
  },
  {
    status: 'Interview',
    nextStep: 'Interview with the hiring team',
    todo: {
      title: 'Tell us when you are available for an interview',
      description: 'Reply to the interview e-mail with two or three times that suit you.',
      dueInDays: 5,
    },
    suggestedTemplate: INTERVIEW_INVITATION_TEMPLATE,
    needsDisposition: false,
  },
  {
    status: 'Offer',
    nextStep: 'Review the offer we send you',
    todo: {
      title: 'Review your offer',
      description: 'Read the offer and tell your recruiter your decision.',
      dueInDays: 7,
    },
    suggestedTemplate: STATUS_UPDATE_TEMPLATE,
    needsDisposition: false,
  },
  {
    status: 'Hired',
    nextStep: 'Complete your onboarding forms',
    todo: null,
    suggestedTemplate: STATUS_UPDATE_TEMPLATE,
    needsDisposition: false,
  },
  {
    status: 'Rejected',
    nextStep: null,
    todo: null,
    suggestedTemplate: STATUS_UPDATE_TEMPLATE,
    needsDisposition: true,
  },
  {
    status: 'Withdrawn',
    nextStep: null,
    todo: null,
    suggestedTemplate: null,
    needsDisposition: true,
  },
];

export const PIPELINE_STATUSES = PIPELINE_STAGES.map((stage) => stage.status);

export const HIRED_STATUS = 'Hired';
/** The stages an application goes forward through, in order (reports' conversion funnel). */
export const FUNNEL_STATUSES = PIPELINE_STAGES.filter((stage) => !stage.needsDisposition).map(
  (stage) => stage.status,
);
/** The stages where an application ends without a hire. */
export const ENDED_STATUSES = PIPELINE_STAGES.filter((stage) => stage.needsDisposition).map(
  (stage) => stage.status,
);

export function findStage(status: string): PipelineStage | null {
  const wanted = status.toLowerCase();
  return PIPELINE_STAGES.find((stage) => stage.status.toLowerCase() === wanted) ?? null;
}

export interface Disposition {
  dispositionId: number;
  label: string;
  /** The stage the disposition closes an application with. */
  status: 'Rejected' | 'Withdrawn';
}

export const DISPOSITIONS: readonly Disposition[] = [
  { dispositionId: 1, label: 'Does not meet the requirements', status: 'Rejected' },
  { dispositionId: 2, label: 'Another candidate was hired', status: 'Rejected' },
  { dispositionId: 3, label: 'Position closed', status: 'Rejected' },
  { dispositionId: 4, label: 'Did not attend the interview', status: 'Rejected' },
  { dispositionId: 5, label: 'Candidate withdrew', status: 'Withdrawn' },
  { dispositionId: 6, label: 'Candidate accepted another offer', status: 'Withdrawn' },
];

/** The requisition life cycle: draft → pending approval → approved → open → closed. */
export const STAFF_REQUISITION_STATUSES = [
  'draft',
  'pending_approval',
  'approved',
  'open',
  'closed',
] as const;
export type StaffRequisitionStatus = (typeof STAFF_REQUISITION_STATUSES)[number];

/** Which status each status may move to by the status call (`requisition status`). */
export const REQUISITION_TRANSITIONS: Record<StaffRequisitionStatus, StaffRequisitionStatus[]> = {
  draft: ['pending_approval', 'open'],
  pending_approval: ['draft'],
  approved: ['open', 'draft'],
  open: ['closed'],
  closed: ['open'],
};

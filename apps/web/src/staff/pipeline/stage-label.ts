import type { TFunction } from 'i18next';

/**
 * The pipeline's stage and disposition names come from the API in English (the product's
 * fixed set, packages/domain/src/staff/pipeline.ts); the console shows them in the user's
 * language. A name the console does not know (a newer API) shows as the API gives it.
 */
const STAGE_KEYS = {
  Applied: 'stages.applied',
  Screening: 'stages.screening',
  Interview: 'stages.interview',
  Offer: 'stages.offer',
  Hired: 'stages.hired',
  Rejected: 'stages.rejected',
  Withdrawn: 'stages.withdrawn',
} as const;

const DISPOSITION_KEYS = {
  1: 'dispositions.1',
  2: 'dispositions.2',
  3: 'dispositions.3',
  4: 'dispositions.4',
  5: 'dispositions.5',
  6: 'dispositions.6',
} as const;

const TEMPLATE_KEYS = {
  'Application Status Update': 'templateNames.statusUpdate',
  'Interview Invitation': 'templateNames.interviewInvitation',
} as const;

const has = <T extends object>(keys: T, name: PropertyKey): name is keyof T =>
  Object.hasOwn(keys, name);

export function stageLabel(t: TFunction<'staff'>, status: string): string {
  return has(STAGE_KEYS, status) ? t(STAGE_KEYS[status]) : status;
}

export function dispositionLabel(
  t: TFunction<'staff'>,
  disposition: { dispositionId: number; label: string },
): string {
  const id = disposition.dispositionId;
  return has(DISPOSITION_KEYS, id) ? t(DISPOSITION_KEYS[id]) : disposition.label;
}

/** The status e-mail templates staff choose from; other templates keep their own name. */
export function templateLabel(t: TFunction<'staff'>, name: string): string {
  return has(TEMPLATE_KEYS, name) ? t(TEMPLATE_KEYS[name]) : name;
}

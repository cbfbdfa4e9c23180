import { resumeMaxBytes } from '@talentgate/domain';

/** No tenant may raise the limit past this (the setting is operator-controlled). */
export const RESUME_HARD_MAX_BYTES = 25 * 1024 * 1024;

/** The largest resume the tenant's parse reads: its `resumeMaxBytes`, capped by the hard maximum. */
export function resumeByteLimit(settings: Record<string, unknown>): number {
  return Math.min(resumeMaxBytes(settings), RESUME_HARD_MAX_BYTES);
}

/**
 * Assessment rules both sides apply (spec 2 §4 "Assessment status", §9): how a vendor's test
 * status shows, and when the assessment step may be left. Plain functions, no schemas, so the
 * browser can import them without the contract's schema builder.
 */

/** How a test status shows: invited → Not Started, inprocess → Incomplete, else Completed. */
export type AssessmentDisplay = 'notStarted' | 'incomplete' | 'completed';

export const ASSESSMENT_TEST_STATUSES = {
  invited: 'invited',
  inprocess: 'inprocess',
  completed: 'completed',
} as const;

export function assessmentDisplay(testStatus: string): AssessmentDisplay {
  if (testStatus === ASSESSMENT_TEST_STATUSES.invited) return 'notStarted';
  if (testStatus === ASSESSMENT_TEST_STATUSES.inprocess) return 'incomplete';
  return 'completed';
}

/** The step may be skipped only when every assessment shows Completed (spec 2 §4). */
export function canSkipAssessments(testStatuses: readonly string[]): boolean {
  return testStatuses.every((status) => assessmentDisplay(status) === 'completed');
}

/** Spec 2 §9: a requisition's assessment position codes are split by comma. */
export function splitPositionCodes(value: string | null): string[] {
  if (value === null) return [];
  const codes = value.split(',').map((code) => code.trim());
  return [...new Set(codes.filter((code) => code !== ''))];
}

/** The audience of the temporary token a new candidate takes assessments with (spec 2 §3). */
export const ASSESSMENT_AUDIENCE = 'assmt';

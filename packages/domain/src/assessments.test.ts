import { describe, expect, it } from 'vitest';
import { assessmentDisplay, canSkipAssessments, splitPositionCodes } from './assessments.js';

describe('assessment rules (spec 2 §4, §9)', () => {
  it('shows invited as Not Started, inprocess as Incomplete and anything else as Completed', () => {
    expect(assessmentDisplay('invited')).toBe('notStarted');
    expect(assessmentDisplay('inprocess')).toBe('incomplete');
    expect(assessmentDisplay('completed')).toBe('completed');
    expect(assessmentDisplay('scored')).toBe('completed');
  });

  it('allows the skip only when every assessment is Completed', () => {
    expect(canSkipAssessments(['completed', 'scored'])).toBe(true);
    expect(canSkipAssessments([])).toBe(true);
    expect(canSkipAssessments(['completed', 'inprocess'])).toBe(false);
    expect(canSkipAssessments(['invited'])).toBe(false);
  });

  it('splits position codes by comma, trimmed, without empties or repeats', () => {
    expect(splitPositionCodes(' A1, B2,,A1 ,')).toEqual(['A1', 'B2']);
    expect(splitPositionCodes(null)).toEqual([]);
    expect(splitPositionCodes('')).toEqual([]);
  });
});

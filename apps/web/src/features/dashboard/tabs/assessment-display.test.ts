import { describe, expect, it } from 'vitest';
import { assessmentDisplay } from './AssessmentsTab';

describe('assessment status display (spec 2 §4)', () => {
  it('shows invited as not started, inprocess as incomplete, anything else as completed', () => {
    expect(assessmentDisplay('invited')).toBe('notStarted');
    expect(assessmentDisplay('inprocess')).toBe('incomplete');
    expect(assessmentDisplay('completed')).toBe('completed');
    expect(assessmentDisplay('scored')).toBe('completed');
  });
});

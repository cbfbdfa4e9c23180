import { describe, expect, it } from 'vitest';
import { formsMissingBefore, nextFormId } from './form-order.js';

const forms = [
  { applyFormId: 10 },
  { applyFormId: 20, skipNextFormWhen: { field: 'convicted', values: 'yes||Y' } },
  { applyFormId: 30 },
  { applyFormId: 40 },
];

describe('form order', () => {
  it('lists every earlier form not yet submitted', () => {
    expect(formsMissingBefore(forms, 10, new Set(), {})).toEqual([]);
    expect(formsMissingBefore(forms, 40, new Set([10]), {})).toEqual([20, 30]);
    expect(formsMissingBefore(forms, 20, new Set([10, 20, 30]), {})).toEqual([]);
  });

  it('does not wait for a form an earlier answer hides', () => {
    const answers = { '20': { convicted: 'Y' } };
    expect(formsMissingBefore(forms, 40, new Set([10, 20]), answers)).toEqual([]);
    expect(nextFormId(forms, new Set([10, 20]), answers)).toBe(40);
    expect(nextFormId(forms, new Set([10, 20]), { '20': { convicted: 'no' } })).toBe(30);
  });

  it('has no next form when all are submitted', () => {
    expect(nextFormId(forms, new Set([10, 20, 30, 40]), {})).toBeNull();
  });
});

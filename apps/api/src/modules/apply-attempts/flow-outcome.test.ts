/** What completing makes of each flow type: spec 2 §1's contact-method table and applications. */
import { describe, expect, it } from 'vitest';
import { flowOutcome } from './flow-outcome.js';

describe('flowOutcome', () => {
  it.each([
    ['apply', true, false, 'SFX Application', false, true],
    ['apply', true, true, 'SFX Short Apply', true, true],
    ['join', true, false, 'Apply Join Form', true, false],
    ['join', true, true, 'SFX Short Apply', true, true],
    ['join', false, false, 'Sign Up Form', true, false],
    ['microsite', false, false, 'Landing Page', false, false],
    ['event', false, false, 'Event Registration Form', false, false],
    ['alert', true, false, null, false, false],
  ] as const)(
    '%s (requisition %s, easy apply %s): %s',
    (flowType, hasRequisition, easyApply, contactMethod, leadCapture, application) => {
      expect(flowOutcome(flowType, hasRequisition, easyApply)).toEqual({
        contactMethod,
        leadCapture,
        application,
      });
    },
  );
});

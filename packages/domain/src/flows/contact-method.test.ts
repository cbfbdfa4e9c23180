import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applicationMethodFor,
  applicationTypeFor,
  contactMethodFor,
  FLOW_TYPES,
  isFlagOn,
  type FlagValue,
} from './contact-method.js';

describe('contact method per flow (spec 2 §1)', () => {
  it.each([
    [{ type: 'apply' as const }, 'SFX Application'],
    [
      { type: 'apply' as const, leadCapture: false, easyApplyFlag: 't' as const },
      'SFX Application',
    ],
    [{ type: 'apply' as const, leadCapture: true, easyApplyFlag: 't' as const }, 'SFX Short Apply'],
    [{ type: 'apply' as const, leadCapture: true, easyApplyFlag: 'f' as const }, 'Apply Join Form'],
    [{ type: 'apply' as const, leadCapture: true }, 'Apply Join Form'],
    [{ type: 'join' as const }, 'Sign Up Form'],
    [{ type: 'microsite' as const }, 'Landing Page'],
    [{ type: 'event' as const }, 'Event Registration Form'],
    [{ type: 'alert' as const }, null],
    [{ type: 'none' as const }, null],
  ])('%j records %s', (flow, method) => {
    expect(contactMethodFor(flow)).toBe(method);
  });

  it('depends on the easy-apply flag only for apply flows with lead capture', () => {
    const flags: (FlagValue | null)[] = ['t', 'f', 'true', 'false', null];
    fc.assert(
      fc.property(
        fc.constantFrom(...FLOW_TYPES),
        fc.boolean(),
        fc.constantFrom(...flags),
        (type, leadCapture, easyApplyFlag) => {
          const method = contactMethodFor({ type, leadCapture, easyApplyFlag });
          if (type !== 'apply' || !leadCapture) {
            expect(method).toBe(contactMethodFor({ type, leadCapture, easyApplyFlag: 'f' }));
          }
        },
      ),
    );
  });
});

describe('application rules (spec 2 §3)', () => {
  it('reads t and true as on, anything else as off', () => {
    expect([isFlagOn('t'), isFlagOn('true'), isFlagOn(true)]).toEqual([true, true, true]);
    expect([isFlagOn('f'), isFlagOn('false'), isFlagOn(undefined), isFlagOn(null)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('names the application method by easy apply and the type by the internal site', () => {
    expect(applicationMethodFor(false)).toBe('SFX Application');
    expect(applicationMethodFor(true)).toBe('SFX Short Apply');
    expect(applicationTypeFor(true)).toBe('I');
    expect(applicationTypeFor(false)).toBe('E');
  });
});

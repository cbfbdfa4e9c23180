import { socialHistoryOverrides } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import { socialSourceOf } from './social-source';

describe('socialSourceOf', () => {
  it('is applying on an application’s pages, whose history then overrides the flow’s', () => {
    for (const route of [
      'applyRequisition',
      'applyStep',
      'applyJoinStep',
      'sponsorApply',
    ] as const) {
      expect(socialSourceOf(route)).toBe('applying');
      expect(socialHistoryOverrides(socialSourceOf(route))).toBe(true);
    }
  });

  it('is the talent community on sign-ups, and sign-in elsewhere: neither overrides', () => {
    expect(socialSourceOf('profileJoinStep')).toBe('talent-community');
    expect(socialSourceOf('jobAlertStep')).toBe('talent-community');
    expect(socialSourceOf('careerHome')).toBe('sign-in');
    expect(socialSourceOf('profileLogin')).toBe('sign-in');
    expect(socialSourceOf(null)).toBe('sign-in');
    for (const source of ['talent-community', 'sign-in'] as const)
      expect(socialHistoryOverrides(source)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { FeatureFlagsResult } from './contract/feature-flags.js';
import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAG_NAMES, resolveFeatureFlags } from './feature-flags.js';

describe('feature flags', () => {
  it('types every flag the specs name, with its default', () => {
    expect(FEATURE_FLAG_DEFAULTS).toMatchObject({
      // Named by spec 1 §5 and §7 exactly.
      CandidateResetPwdCaptchaEnabled: false,
      jobAlertSubscription: false,
      // Named by behaviour in spec 1 §2, §4 and spec 2 §1, §2, §4, §5, §6.
      dashboardFormEnabled: false,
      signInModalEnabled: true,
      profileLoginDeactivated: false,
      oneClickUnsubscribe: false,
      easyApplyEnabled: false,
      termsOptInMigration: false,
      internalSite: false,
      formNamingEnabled: false,
      resetPasswordAltTemplate: false,
      cognitoSignInEnabled: false,
      duplicateUsernameCheck: false,
      welcomeEmailDisabled: false,
      hrSystemIntegration: false,
      educationLevelValidation: false,
      resumeRowsMandatoryCheck: false,
      enhancedSourceTracking: false,
    });
  });

  it('fills the defaults under the tenant\u2019s own values', () => {
    const flags = resolveFeatureFlags({ jobAlertSubscription: true, signInModalEnabled: false });
    expect(flags).toEqual({
      ...FEATURE_FLAG_DEFAULTS,
      jobAlertSubscription: true,
      signInModalEnabled: false,
    });
  });

  it('ignores names it does not know and values that are not booleans', () => {
    const flags = resolveFeatureFlags({
      somethingElse: true,
      internalSite: 't',
      easyApplyEnabled: 1,
    });
    expect(flags).toEqual(FEATURE_FLAG_DEFAULTS);
    expect(Object.keys(flags)).toEqual(FEATURE_FLAG_NAMES);
  });

  it('answers in the shape of the contract, which names each flag', () => {
    expect(Value.Check(FeatureFlagsResult, resolveFeatureFlags({}))).toBe(true);
    expect(Value.Check(FeatureFlagsResult, { ...FEATURE_FLAG_DEFAULTS, extra: true })).toBe(false);
  });
});

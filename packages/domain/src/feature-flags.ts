/**
 * Tenant feature flags (spec 1 §7 "Feature flags": the browser reads the tenant's flags).
 * Every flag either spec names is typed here with its default and the place that names it;
 * a tenant stores only the flags it changes (`tenants.feature_flags`). Plain values, no
 * TypeBox, so the browser can import them without the schema builder.
 */
export const FEATURE_FLAG_DEFAULTS = {
  /** Spec 1 §5 "Forgot password": a captcha token is required when this flag is on; §7. */
  CandidateResetPwdCaptchaEnabled: false,
  /** Spec 1 §4 "Unsubscribe and preferences", §7; spec 2 §9: job alerts on the preferences page. */
  jobAlertSubscription: false,
  /** Spec 1 §2 "Dashboard profile form … only when the dashboard form flag is on"; spec 2 §9. */
  dashboardFormEnabled: false,
  /** Spec 1 §2 `/profile/login/` "used when the sign-in modal is disabled". */
  signInModalEnabled: true,
  /** Spec 1 §4 "Social sign-in"; spec 2 §4 "Candidate creation" (unless profile login is deactivated). */
  profileLoginDeactivated: false,
  /** Spec 1 §4 "The one-click unsubscribe setting unsubscribes both marketing and job-alert e-mails". */
  oneClickUnsubscribe: false,
  /** Spec 2 §1 "Lead capture becomes an application flow when the easy-apply flag is on". */
  easyApplyEnabled: false,
  /** Spec 1 §2 GDPR opt-in prompt "only when the terms-and-conditions migration setting is on". */
  termsOptInMigration: false,
  /** Spec 2 §6 "An internal site flag triggers isInternalApply" (applicationType 'I', spec 2 §3). */
  internalSite: false,
  /** Spec 2 §2 "With form naming enabled, the path carries the form index and title slug". */
  formNamingEnabled: false,
  /** Spec 1 §2 `/profile/reset-password/` "Its template depends on a configuration flag". */
  resetPasswordAltTemplate: false,
  /** Spec 1 §2 `/cognito-callback/` "Return page of a cognito-based social sign-in when enabled". */
  cognitoSignInEnabled: false,
  /** Spec 1 §5, spec 2 §4 "Duplicate username is checked on submit when configured". */
  duplicateUsernameCheck: false,
  /** Spec 2 §4 "a welcome or activation e-mail is sent unless disabled". */
  welcomeEmailDisabled: false,
  /** Spec 2 §5 "SSN": "with the HR-system integration", SSN and e-mail are checked there. */
  hrSystemIntegration: false,
  /** Spec 2 §5 "When education validation is required, levelAttained must match a list value". */
  educationLevelValidation: false,
  /** Spec 2 §5 "Resume-parsed grid rows must pass the mandatory-field check if the setting is on". */
  resumeRowsMandatoryCheck: false,
  /** Spec 2 §3 Application status: "'Applied' initially, or a configured enhanced source-tracking status". */
  enhancedSourceTracking: false,
} as const;

export type FeatureFlagName = keyof typeof FEATURE_FLAG_DEFAULTS;
export type FeatureFlags = Record<FeatureFlagName, boolean>;

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return Object.hasOwn(FEATURE_FLAG_DEFAULTS, name);
}

export const FEATURE_FLAG_NAMES: readonly FeatureFlagName[] =
  Object.keys(FEATURE_FLAG_DEFAULTS).filter(isFeatureFlagName);

/** The tenant's flags over the defaults; unknown stored names and non-boolean values are ignored. */
export function resolveFeatureFlags(stored: Readonly<Record<string, unknown>>): FeatureFlags {
  const flags: FeatureFlags = { ...FEATURE_FLAG_DEFAULTS };
  for (const name of FEATURE_FLAG_NAMES) {
    const value = stored[name];
    if (typeof value === 'boolean') flags[name] = value;
  }
  return flags;
}

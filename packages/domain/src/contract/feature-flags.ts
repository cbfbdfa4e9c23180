import Type from 'typebox';

/**
 * Tenant feature flags the browser reads (spec 1 §5, §7; spec 2 §1, §7). The spec names
 * the first two; the others are named here for the behaviours it describes.
 */
export const FEATURE_FLAG_DEFAULTS = {
  /** Forgot password needs a captcha token (spec 1 §5). */
  CandidateResetPwdCaptchaEnabled: false,
  /** Job-alert subscription on the preferences page (spec 1 §4). */
  jobAlertSubscription: false,
  /** The dashboard profile form driven by form metadata (spec 1 §2). */
  dashboardFormEnabled: false,
  /** Sign in in a modal; when off, on /profile/login/ (spec 1 §2). */
  signInModalEnabled: true,
  /** Candidates are treated as login-less returning users (spec 1 §4). */
  profileLoginDeactivated: false,
  /** One click unsubscribes from marketing and job-alert e-mail (spec 1 §4). */
  oneClickUnsubscribe: false,
  /** Lead capture becomes an application (spec 2 §1). */
  easyApplyEnabled: false,
  /** An internal (employee) career site: applications are internal, type 'I' (spec 2 §6). */
  internalSite: false,
  /** Prompt returning users to opt in to terms and policy (spec 1 §2, GDPR migration). */
  termsOptInMigration: false,
} as const;

export type FeatureFlagName = keyof typeof FEATURE_FLAG_DEFAULTS;
export type FeatureFlags = Record<FeatureFlagName, boolean>;

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return Object.hasOwn(FEATURE_FLAG_DEFAULTS, name);
}

export const FEATURE_FLAG_NAMES: FeatureFlagName[] =
  Object.keys(FEATURE_FLAG_DEFAULTS).filter(isFeatureFlagName);

export const FeatureFlagsResult = Type.Record(Type.String(), Type.Boolean());

/** The tenant's flags over the defaults; unknown stored names are ignored. */
export function resolveFeatureFlags(stored: Record<string, unknown>): FeatureFlags {
  const flags: FeatureFlags = { ...FEATURE_FLAG_DEFAULTS };
  for (const name of FEATURE_FLAG_NAMES) {
    const value = stored[name];
    if (typeof value === 'boolean') flags[name] = value;
  }
  return flags;
}

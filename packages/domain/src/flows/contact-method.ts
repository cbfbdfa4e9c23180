/**
 * What a flow records about how a candidate came in (spec 2 §1) and how an application was
 * made (spec 2 §3). Pure rules, shared by the API (which records them) and the web.
 */

/** Workflow types (spec 2 §1, §9). */
export const FLOW_TYPES = ['join', 'apply', 'alert', 'microsite', 'event', 'none'] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

/** Contact methods of the table in spec 2 §1. */
export const CONTACT_METHODS = {
  application: 'SFX Application',
  shortApply: 'SFX Short Apply',
  applyJoinForm: 'Apply Join Form',
  signUpForm: 'Sign Up Form',
  landingPage: 'Landing Page',
  eventRegistrationForm: 'Event Registration Form',
} as const;
export type ContactMethod = (typeof CONTACT_METHODS)[keyof typeof CONTACT_METHODS];

/** 't'/'f' flags of queries and records; 'true'/'false' are read the same way. */
export type FlagValue = 't' | 'f' | 'true' | 'false';

export function isFlagOn(value: FlagValue | boolean | null | undefined): boolean {
  return value === true || value === 't' || value === 'true';
}

export interface FlowDescription {
  type: FlowType;
  /** The flow captures a lead (talent community join) rather than a plain application. */
  leadCapture?: boolean;
  easyApplyFlag?: FlagValue | null;
}

/**
 * The contact method recorded on a candidate created by a flow, exactly per the table of
 * spec 2 §1; job alerts and flows of type none are not in the table and record none.
 */
export function contactMethodFor(flow: FlowDescription): ContactMethod | null {
  switch (flow.type) {
    case 'apply':
      if (!flow.leadCapture) return CONTACT_METHODS.application;
      return isFlagOn(flow.easyApplyFlag)
        ? CONTACT_METHODS.shortApply
        : CONTACT_METHODS.applyJoinForm;
    case 'join':
      return CONTACT_METHODS.signUpForm;
    case 'microsite':
      return CONTACT_METHODS.landingPage;
    case 'event':
      return CONTACT_METHODS.eventRegistrationForm;
    case 'alert':
    case 'none':
      return null;
  }
}

/** Application methods (spec 2 §3). */
export const APPLICATION_METHODS = {
  full: CONTACT_METHODS.application,
  easyApply: CONTACT_METHODS.shortApply,
} as const;
export type ApplicationMethod = (typeof APPLICATION_METHODS)[keyof typeof APPLICATION_METHODS];

export function applicationMethodFor(easyApply: boolean): ApplicationMethod {
  return easyApply ? APPLICATION_METHODS.easyApply : APPLICATION_METHODS.full;
}

/** Application types (spec 1 §9): 'I' on an internal site, 'E' otherwise. */
export type ApplicationType = 'I' | 'E';

export function applicationTypeFor(internalSite: boolean): ApplicationType {
  return internalSite ? 'I' : 'E';
}

/** The status a new application starts with (spec 2 §3, §4). */
export const INITIAL_APPLICATION_STATUS = 'Applied';

/**
 * The words of the apply-stream format (spec 2 §2, §3, §5, §9): flow types, view styles,
 * widget names, field error codes. The API, the stream files and the web renderer use these
 * names; a new widget is added here first (see docs/apply-streams.md).
 */

/**
 * Workflow types of a stream (spec 2 §9). A flow's type may also be 'none' (spec 2 §1, see
 * FLOW_TYPES in flows/contact-method.ts), but a configured stream is always one of these.
 * `onboarding` (spec 2 §2 "onboarding forms"): filled by a signed-in hire through the
 * onboarding calls, never through a public apply attempt.
 */
export const WORKFLOW_TYPES = [
  'join',
  'apply',
  'alert',
  'microsite',
  'event',
  'onboarding',
] as const;
export type WorkflowType = (typeof WORKFLOW_TYPES)[number];

/** How a form is shown (spec 2 §2, §9): `formStyle` of the form metadata. */
export const VIEW_STYLES = { none: 0, accordion: 1, slide: 2, modal: 3, dashboard: 5 } as const;
export type ViewStyle = (typeof VIEW_STYLES)[keyof typeof VIEW_STYLES];

/**
 * The widget registry's vocabulary. Each name fixes the value a field holds:
 * - text, textarea, password, hidden, email, phone, zip, place, select, date: a string
 *   (date: yyyy-mm-dd; phone: digits only once received; place: the label of the picked place);
 * - checkbox: 't' or 'f'; terms-optin: 't' when accepted;
 * - multiselect, checkbox-group, subscription-preferences: a list of strings
 *   (subscription-preferences: communication types, e.g. ['job_alert', 'marketing']);
 * - grid: a list of rows, each an object of its columns;
 * - attachment: the ids (as strings) of the files the candidate uploaded through the field;
 * - screening: the answers to the job's screening questions, one string each (screening-answer.ts).
 */
export const WIDGETS = [
  'text',
  'textarea',
  'email',
  'phone',
  'date',
  'select',
  'multiselect',
  'checkbox',
  'checkbox-group',
  'password',
  'terms-optin',
  'subscription-preferences',
  'zip',
  'place',
  'hidden',
  'grid',
  'attachment',
  'screening',
] as const;
export type WidgetName = (typeof WIDGETS)[number];

/** Field error codes of spec 2 §5. */
export const FIELD_ERROR_CODES = { tooLong: 201, invalid: 202, required: 302 } as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[keyof typeof FIELD_ERROR_CODES];

/** Date limits may be written as words (spec 2 §5). */
export const DATE_LIMIT_WORDS = ['today', 'yesterday', 'tomorrow'] as const;
export type DateLimitWord = (typeof DATE_LIMIT_WORDS)[number];

/** Display formats of a date field; the value is always yyyy-mm-dd (spec 2 §5). */
export const DATE_DISPLAY_FORMATS = ['yyyy-mm-dd', 'dd-mm-yyyy', 'mm/yyyy'] as const;

/** Subscription types and channels (spec 2 §3, §9). */
export const SUBSCRIPTION_TYPES = ['job_alert', 'marketing', 'sms'] as const;
export const SUBSCRIPTION_CHANNELS = ['email', 'sms'] as const;

/** Trigger values of a reset rule are written `a||b` (spec 2 §5). */
export const RULE_VALUE_SEPARATOR = '||';

/** Always mandatory on a form that has it (spec 2 §4). */
export const TERMS_FIELD = 'termsAndPolicy';

/** The value of an accepted terms opt-in and of a ticked checkbox; 'f' when not ticked. */
export const FLAG_TRUE = 't';
export const FLAG_FALSE = 'f';

/** Apply attempts (saved answers) live this long: "temporary profile data lifetime 30 days". */
export const APPLY_ATTEMPT_LIFETIME_DAYS = 30;

/** The request header carrying an apply attempt's secret id. */
export const APPLY_ATTEMPT_HEADER = 'x-apply-attempt';

/** The list that names the easy-apply stream (spec 2 §7): its item value is a stream key. */
export const EASY_APPLY_STREAM_LIST = 'EasyApplyStream';

/**
 * The list that names the dashboard profile form's stream (spec 1 §2, spec 2 §9 "a stream id
 * is set"): its item value is a stream key; no list, no dashboard form.
 */
export const DASHBOARD_STREAM_LIST = 'DashboardStream';

/** Business constants shared by the API and the web app (spec 1 §9, spec 2 §9). */

/** Default site language; paths carry a `/{lang}` prefix for any other language. */
export const DEFAULT_LANGUAGE = 'en';

/** Table pager default (spec 1 §9: "Table pager default 20 items per page"). */
export const DEFAULT_PAGE_SIZE = 20;

/** Largest page a caller may ask for; larger sizes are rejected with 400, not clamped. */
export const MAX_PAGE_SIZE = 100;

/** Longest free-text job search query we accept. */
export const MAX_SEARCH_QUERY_LENGTH = 200;

/** Longest filter value (category or location) we accept. */
export const MAX_FILTER_LENGTH = 120;

/** The marker header every state-changing request carries (spec 1 §7). */
export const XHR_MARKER_HEADER = 'x-requested-with';
export const XHR_MARKER_VALUE = 'XMLHttpRequest';

/** Requisition status that makes its job closed (spec 2 §3). */
/**
 * The query parameter of a job board's links to a job or its apply page (`?source=indeed`),
 * recorded on the application as sfxApplicationSource (decision 0043); a board's name is
 * letters, digits, `_ . -`, at most 100 characters.
 */
export const APPLICATION_SOURCE_PARAM = 'source';
export const APPLICATION_SOURCE_PATTERN = '^[A-Za-z0-9_.-]{1,100}$';

export const REQUISITION_STATUS = { open: 'open', closed: 'closed' } as const;
export type RequisitionStatus = (typeof REQUISITION_STATUS)[keyof typeof REQUISITION_STATUS];

/**
 * Header that names the tenant on calls whose path carries no `{client}`, such as
 * `POST /rest/login` (decision 0006).
 */
export const CLIENT_HEADER = 'x-client';

/** Sign-in sessions end after this long without a request ("max session storage time"). */
export const SESSION_IDLE_MINUTES = 30;

/** …and after this long in any case. */
export const SESSION_MAX_HOURS = 12;

/** Brute-force protection: failed sign-ins allowed per account and address in the window. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

/** Application types (spec 1 §9) and the default access type of a new candidate. */
export const DEFAULT_ACCESS_TYPE = 'E';

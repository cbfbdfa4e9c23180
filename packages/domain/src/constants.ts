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
export const REQUISITION_STATUS = { open: 'open', closed: 'closed' } as const;
export type RequisitionStatus = (typeof REQUISITION_STATUS)[keyof typeof REQUISITION_STATUS];

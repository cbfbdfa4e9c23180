/**
 * Save and resume by e-mail: which page a "continue your application" link may open. The
 * browser names the flow page it is on; the server builds the link from the tenant's own
 * origin and this path, so the link can only ever open a flow page of the same site.
 */
import { matchRoute, splitLanguage } from '../routes.js';

/** How long an e-mailed continue link works, and how many an attempt may send per hour. */
export const CONTINUE_LINK_LIFETIME_HOURS = 24;
export const CONTINUE_LINKS_PER_ATTEMPT_PER_HOUR = 3;

/** The query parameter of the continue link (redacted in logs like every `token`). */
export const CONTINUE_TOKEN_PARAM = 'token';

/** Route ids of the apply, join and job-alert flow pages (spec 2 §2). */
export const FLOW_ROUTE_IDS: readonly string[] = [
  'apply',
  'sponsorApply',
  'applyRequisition',
  'applyStep',
  'applyPage',
  'applyJoin',
  'applyJoinStep',
  'applyJoinPage',
  'sponsorApplyJoin',
  'profileJoin',
  'profileJoinStep',
  'profileJoinPage',
  'sponsorProfileJoin',
  'jobAlert',
  'jobAlertJob',
  'jobAlertStep',
  'jobAlertPage',
];

/** Query values a flow page reads (spec 2 §2); any other is dropped from the link. */
export const FLOW_QUERY_PARAMS: readonly string[] = [
  'link',
  'job',
  'sId',
  'easyApplyFlag',
  'action',
  'event_id',
  'folder_id',
];

const MAX_PATH_LENGTH = 512;
const QUERY_VALUE = /^[A-Za-z0-9_.-]{1,100}$/;
/** Path characters: unreserved, sub-delims allowed in paths, and percent-escapes. */
const PATH_CHARACTERS = /^\/(?:[A-Za-z0-9._~!$&'()*+,;=:@/-]|%[0-9A-Fa-f]{2})*$/;

/**
 * The path and query of a flow page as the link may carry them, or null when `value` is not
 * a same-site flow page: an absolute or protocol-relative URL, a backslash, a fragment, another
 * route, a language the site does not offer, or an unknown or odd query value.
 */
export function continueLinkPath(value: string, languages: readonly string[]): string | null {
  if (value.length > MAX_PATH_LENGTH) return null;
  const [path = '', query, ...rest] = value.split('?');
  if (rest.length > 0 || value.includes('#')) return null;
  if (!PATH_CHARACTERS.test(path) || path.startsWith('//')) return null;
  const first = path.split('/')[1] ?? '';
  const localized = splitLanguage(path, languages);
  // A two-letter first segment that is not one of the site's languages is not a flow page.
  if (/^[a-z]{2}(?:-[a-z]{2})?$/i.test(first) && localized.path === path) return null;
  const match = matchRoute(localized.path);
  if (!match || !FLOW_ROUTE_IDS.includes(match.route.id)) return null;
  const params = new URLSearchParams(query ?? '');
  const kept = new URLSearchParams();
  for (const [name, paramValue] of params) {
    if (!FLOW_QUERY_PARAMS.includes(name)) continue;
    if (!QUERY_VALUE.test(paramValue)) return null;
    kept.append(name, paramValue);
  }
  const search = kept.toString();
  return search === '' ? path : `${path}?${search}`;
}

/**
 * Where an application came from (spec 2 §3 `sfxApplicationSource`): a job board's link to a
 * job or its apply page carries `?source=indeed` (or the board's own name), the job page passes
 * it on to the apply link, and the final submit records it on the application.
 */
import { APPLICATION_SOURCE_PARAM, APPLICATION_SOURCE_PATTERN } from './constants.js';

const SOURCE = new RegExp(APPLICATION_SOURCE_PATTERN);

/** The source a page address names, or null when it names none (or a malformed one). */
export function applicationSourceOf(query: URLSearchParams): string | null {
  const source = query.get(APPLICATION_SOURCE_PARAM);
  return source !== null && SOURCE.test(source) ? source : null;
}

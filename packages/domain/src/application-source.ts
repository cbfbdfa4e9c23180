/**
 * Where an application came from (spec 2 §3 `sfxApplicationSource`): a job board's link to a
 * job or its apply page carries `?source=indeed` (or the board's own name), the job page passes
 * it on to the apply link, and the final submit records it on the application.
 */
export const APPLICATION_SOURCE_PARAM = 'source';

/** A board's name: letters, digits, `_ . -`, at most 100 characters. */
export const APPLICATION_SOURCE_PATTERN = '^[A-Za-z0-9_.-]{1,100}$';
const SOURCE = new RegExp(APPLICATION_SOURCE_PATTERN);

/** The source a page address names, or null when it names none (or a malformed one). */
export function applicationSourceOf(query: URLSearchParams): string | null {
  const source = query.get(APPLICATION_SOURCE_PARAM);
  return source !== null && SOURCE.test(source) ? source : null;
}

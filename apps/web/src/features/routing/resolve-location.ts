import { matchRoute, splitLanguage } from '@talentgate/domain';

export interface ResolvedLocation {
  language: string;
  /** The path without its language prefix. */
  path: string;
  /** Id of the matched route when its page is built; null renders the not-found page. */
  routeId: string | null;
  params: Record<string, string>;
}

/**
 * Reads a browser path the way the route table describes it: language prefix first, then a
 * case-insensitive match. Planned routes (pages of later issues) resolve like unknown paths.
 */
export function resolveLocation(pathname: string, languages: readonly string[]): ResolvedLocation {
  const { language, path } = splitLanguage(pathname, languages);
  const match = matchRoute(path);
  if (!match || match.route.status !== 'built') {
    return { language, path, routeId: null, params: {} };
  }
  return { language, path, routeId: match.route.id, params: match.params };
}

import { buildPath, localizePath } from '@talentgate/domain';
import { routePattern, type WebRouteId } from './route-ids';

export type RouteParams = Record<string, string | number>;

/** A link to a route in the given language, with an optional query string. */
export function hrefTo(
  language: string,
  id: WebRouteId,
  params: RouteParams = {},
  query?: URLSearchParams,
): string {
  const path = localizePath(buildPath(routePattern(id), params), language);
  const search = query?.toString() ?? '';
  return search === '' ? path : `${path}?${search}`;
}

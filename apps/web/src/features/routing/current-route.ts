import { createContext, useContext } from 'react';
import type { ResolvedLocation } from './resolve-location';

export const CurrentRouteContext = createContext<ResolvedLocation | null>(null);

/** The page's language, route id and path parameters, read from the URL. */
export function useCurrentRoute(): ResolvedLocation {
  const route = useContext(CurrentRouteContext);
  if (route === null) throw new Error('useCurrentRoute needs a CurrentRouteProvider');
  return route;
}

/** The site language of the current page (from its path prefix). */
export function useLanguage(): string {
  return useCurrentRoute().language;
}

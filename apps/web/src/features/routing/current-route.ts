import { createContext, useContext } from 'react';
import type { ResolvedLocation } from './resolve-location';

export const CurrentRouteContext = createContext<ResolvedLocation | null>(null);

/**
 * The language alone: a string, unchanged when the visitor moves between pages of one
 * language, so the many components that only translate do not render again on every route
 * change (the apply flow moving to its step path redrew its whole form, issue 21).
 */
export const CurrentLanguageContext = createContext<string | null>(null);

/** The page's language, route id and path parameters, read from the URL. */
export function useCurrentRoute(): ResolvedLocation {
  const route = useContext(CurrentRouteContext);
  if (route === null) throw new Error('useCurrentRoute needs a CurrentRouteProvider');
  return route;
}

/** The site language of the current page (from its path prefix). */
export function useLanguage(): string {
  const language = useContext(CurrentLanguageContext);
  if (language === null) throw new Error('useLanguage needs a CurrentRouteProvider');
  return language;
}

import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { offeredLanguages } from '../../i18n/languages';
import { useSite } from '../site/use-site';
import { CurrentLanguageContext, CurrentRouteContext } from './current-route';
import { resolveLocation } from './resolve-location';

export function CurrentRouteProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const tenantLanguages = useSite().data?.languages;
  const route = useMemo(
    () => resolveLocation(pathname, offeredLanguages(tenantLanguages)),
    [pathname, tenantLanguages],
  );
  return (
    <CurrentLanguageContext value={route.language}>
      <CurrentRouteContext value={route}>{children}</CurrentRouteContext>
    </CurrentLanguageContext>
  );
}

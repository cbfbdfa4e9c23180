import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import {
  NotificationsContext,
  type NotificationsContextValue,
} from '../features/feedback/notifications-context';
import { CurrentLanguageContext, CurrentRouteContext } from '../features/routing/current-route';
import { ClientContext } from '../features/site/client-context';
import { stubMatchMedia, stubResizeObserver } from './render-with-providers';

/**
 * The contexts a feature's components read (tenant, page language, queries, notifications),
 * without the whole App: for tests of one component or hook. `notify` records notifications.
 */
export function siteWrapper({ language = 'en', client = 'demo' } = {}) {
  stubMatchMedia();
  stubResizeObserver();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const notify = vi.fn<NotificationsContextValue['notify']>();
  const notifications: NotificationsContextValue = { notifications: [], notify, dismiss: vi.fn() };
  const route = { language, path: '/', routeId: 'careerHome', params: {} };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <ClientContext value={client}>
            <CurrentLanguageContext value={language}>
              <CurrentRouteContext value={route}>
                <NotificationsContext value={notifications}>{children}</NotificationsContext>
              </CurrentRouteContext>
            </CurrentLanguageContext>
          </ClientContext>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { Wrapper, queryClient, notify };
}

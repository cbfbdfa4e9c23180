import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../features/auth/AuthProvider';
import { FeedbackProviders } from '../features/feedback/FeedbackProviders';
import { Shell } from '../features/layout/Shell';
import { CurrentRouteProvider } from '../features/routing/CurrentRouteProvider';
import { ClientContext } from '../features/site/client-context';
import { SiteGate } from '../features/site/SiteGate';
import { RoutedPage } from './RoutedPage';
import { cssVariablesResolver, theme } from './theme';

interface AppProps {
  client: string;
  /** CSP nonce for the <style> tags Mantine injects; undefined in development. */
  styleNonce: string | undefined;
  direction: 'ltr' | 'rtl';
  queryClient: QueryClient;
}

export function App({ client, styleNonce, direction, queryClient }: AppProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      getStyleNonce={styleNonce === undefined ? undefined : () => styleNonce}
    >
      <DirectionProvider initialDirection={direction} detectDirection={false}>
        <QueryClientProvider client={queryClient}>
          <ClientContext value={client}>
            <BrowserRouter>
              <CurrentRouteProvider>
                <FeedbackProviders>
                  <AuthProvider>
                    <Shell>
                      <SiteGate>
                        <RoutedPage />
                      </SiteGate>
                    </Shell>
                  </AuthProvider>
                </FeedbackProviders>
              </CurrentRouteProvider>
            </BrowserRouter>
          </ClientContext>
        </QueryClientProvider>
      </DirectionProvider>
    </MantineProvider>
  );
}

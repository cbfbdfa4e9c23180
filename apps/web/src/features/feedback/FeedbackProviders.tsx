import type { ReactNode } from 'react';
import { LoadingOverlayProvider } from './LoadingOverlayProvider';
import { NotificationModalProvider } from './NotificationModalProvider';
import { NotificationsProvider } from './NotificationsProvider';

/** Page furniture every page can use: notifications, the loading overlay and the modal. */
export function FeedbackProviders({ children }: { children: ReactNode }) {
  return (
    <NotificationsProvider>
      <LoadingOverlayProvider>
        <NotificationModalProvider>{children}</NotificationModalProvider>
      </LoadingOverlayProvider>
    </NotificationsProvider>
  );
}

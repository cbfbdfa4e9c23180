import { createContext, useContext } from 'react';
import type { AlertClass } from './alert-class';

export interface NotificationRequest {
  message: string;
  title?: string;
  alertClass?: AlertClass;
  /** Milliseconds until it disappears by itself; false keeps it until dismissed. */
  autoClose?: number | false;
}

export interface ShownNotification extends NotificationRequest {
  id: number;
  alertClass: AlertClass;
}

export interface NotificationsContextValue {
  notifications: readonly ShownNotification[];
  notify: (notification: NotificationRequest) => void;
  dismiss: (id: number) => void;
}

export const NotificationsContext = createContext<NotificationsContextValue | null>(null);

function useNotificationsContext(): NotificationsContextValue {
  const value = useContext(NotificationsContext);
  if (value === null) throw new Error('Notifications need a NotificationsProvider');
  return value;
}

/** Shows a transient notification in the page's polite live region. */
export function useNotify(): NotificationsContextValue['notify'] {
  return useNotificationsContext().notify;
}

export function useShownNotifications() {
  const { notifications, dismiss } = useNotificationsContext();
  return { notifications, dismiss };
}

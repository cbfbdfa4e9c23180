import { createContext, useContext } from 'react';
import type { AlertClass } from './alert-class';

export interface NotificationModalOptions {
  alertClass: AlertClass;
  message: string;
  /** Reload the page on close, after clearing the stored session values (spec 1 §2). */
  reloadOnClose?: boolean;
}

export interface NotificationModalContextValue {
  open: (options: NotificationModalOptions) => void;
}

export const NotificationModalContext = createContext<NotificationModalContextValue | null>(null);

export function useNotificationModal(): NotificationModalContextValue {
  const value = useContext(NotificationModalContext);
  if (value === null) throw new Error('useNotificationModal needs a NotificationModalProvider');
  return value;
}

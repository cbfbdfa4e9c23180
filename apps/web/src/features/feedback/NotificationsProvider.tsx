import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  NotificationsContext,
  type NotificationRequest,
  type ShownNotification,
} from './notifications-context';

/** Long enough to read two lines; danger notices stay until dismissed. */
const DEFAULT_AUTO_CLOSE_MS = 8000;

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notifications, setNotifications] = useState<ShownNotification[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setNotifications((current) => current.filter((notification) => notification.id !== id));
  }, []);

  const notify = useCallback(
    (request: NotificationRequest) => {
      const id = nextId.current++;
      const alertClass = request.alertClass ?? 'info';
      setNotifications((current) => [...current, { ...request, id, alertClass }]);
      const autoClose =
        request.autoClose ?? (alertClass === 'danger' ? false : DEFAULT_AUTO_CLOSE_MS);
      if (autoClose !== false) window.setTimeout(() => dismiss(id), autoClose);
    },
    [dismiss],
  );

  const value = useMemo(
    () => ({ notifications, notify, dismiss }),
    [notifications, notify, dismiss],
  );
  return <NotificationsContext value={value}>{children}</NotificationsContext>;
}

import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './NotificationArea.module.css';
import { useShownNotifications } from './notifications-context';

// Notifications are rare; their components load with the first one.
const NotificationList = lazy(() => import('./NotificationList'));

/**
 * A named region that is always in the page, so screen readers already watch it when the
 * first notification arrives (a live region added together with its content is not read).
 */
export function NotificationArea() {
  const { t } = useTranslation();
  const { notifications, dismiss } = useShownNotifications();

  return (
    <section aria-label={t('notifications.region')} aria-live="polite" className={classes.area}>
      {notifications.length > 0 && (
        <Suspense fallback={null}>
          <NotificationList notifications={notifications} onDismiss={dismiss} />
        </Suspense>
      )}
    </section>
  );
}

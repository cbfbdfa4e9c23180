import '@mantine/core/styles/Notification.css';
import { Notification, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALERT_CLASS_COLORS } from './alert-class';
import type { ShownNotification } from './notifications-context';

interface NotificationListProps {
  notifications: readonly ShownNotification[];
  onDismiss: (id: number) => void;
}

export default function NotificationList({ notifications, onDismiss }: NotificationListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {notifications.map((notification) => (
        <Notification
          key={notification.id}
          color={ALERT_CLASS_COLORS[notification.alertClass]}
          title={notification.title}
          onClose={() => onDismiss(notification.id)}
          closeButtonProps={{ 'aria-label': t('notifications.dismiss') }}
          withBorder
        >
          {notification.message}
        </Notification>
      ))}
    </Stack>
  );
}

import type { MantineColor } from '@mantine/core';

/** The alert classes of notifications and the notification modal (spec 1 §2). */
export type AlertClass = 'success' | 'info' | 'warning' | 'danger';

export const ALERT_CLASS_COLORS: Record<AlertClass, MantineColor> = {
  success: 'green',
  info: 'blue',
  warning: 'yellow',
  danger: 'red',
};

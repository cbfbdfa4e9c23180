import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import {
  NotificationModalContext,
  type NotificationModalOptions,
} from './notification-modal-context';

// Most visits never show the modal, so its code (and Mantine's Modal) loads on first use.
const NotificationModal = lazy(() => import('./NotificationModal'));

export function NotificationModalProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<NotificationModalOptions | null>(null);
  const [opened, setOpened] = useState(false);

  const value = useMemo(
    () => ({
      open: (next: NotificationModalOptions) => {
        setOptions(next);
        setOpened(true);
      },
    }),
    [],
  );

  return (
    <NotificationModalContext value={value}>
      {children}
      {options && (
        <Suspense fallback={null}>
          <NotificationModal
            {...options}
            opened={opened}
            onClose={() => setOpened(false)}
            onClosed={() => setOptions(null)}
          />
        </Suspense>
      )}
    </NotificationModalContext>
  );
}

import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './ConfirmModal';

/** The dialog's code (Mantine's Modal and focus trap) loads when a question is first asked. */
const ConfirmModal = lazy(() => import('./ConfirmModal'));

/** A yes/no question in a dialog, drawn only while it is asked. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  );
}

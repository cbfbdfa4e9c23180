import { LoadingOverlay, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoadingOverlay } from './loading-overlay-context';

/** Covers the main content while it loads; the status text tells screen readers why. */
export function PageLoadingOverlay() {
  const { t } = useTranslation();
  const { visible } = useLoadingOverlay();
  return (
    <>
      <LoadingOverlay
        visible={visible}
        zIndex={10}
        overlayProps={{ backgroundOpacity: 0.6, blur: 1 }}
        transitionProps={{ duration: 150 }}
      />
      <VisuallyHidden role="status">{visible ? t('common.loading') : ''}</VisuallyHidden>
    </>
  );
}

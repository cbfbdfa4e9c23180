import { Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoadingOverlay } from './loading-overlay-context';
import classes from './PageLoadingOverlay.module.css';

/** Covers the main content while it loads; the status text tells screen readers why. */
export function PageLoadingOverlay() {
  const { t } = useTranslation();
  const { visible } = useLoadingOverlay();
  return (
    <>
      <div className={classes.overlay} data-visible={visible}>
        {visible && <Loader />}
      </div>
      <VisuallyHidden role="status">{visible ? t('common.loading') : ''}</VisuallyHidden>
    </>
  );
}

import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element: lets keyboard users jump past the header. */
export function SkipLink() {
  const { t } = useTranslation();

  // Focus the main element directly, so the URL does not gain a fragment the router would keep.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };

  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('layout.skipToContent')}
    </a>
  );
}

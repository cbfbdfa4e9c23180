import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { ChevronBackIcon, ChevronForwardIcon } from '../../lib/icons';
import { useLanguage } from '../routing/current-route';
import { PAGER_GAP, pagerItems } from './pager-items';
import classes from './ResultsPager.module.css';

interface ResultsPagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/**
 * Previous, the page numbers and next, as plain buttons: Mantine's Pagination was the largest
 * part of the career home's start-up code that most visits never use (issue 21).
 */
export function ResultsPager({ page, totalPages, onChange }: ResultsPagerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (totalPages < 2) return null;
  const current = Math.min(page, totalPages);

  return (
    <nav aria-label={t('home.pagination')}>
      <ul className={classes.list}>
        <li>
          <button
            type="button"
            className={`mantine-focus-auto ${classes.control}`}
            aria-label={t('home.previousPage')}
            disabled={current <= 1}
            onClick={() => onChange(current - 1)}
          >
            <ChevronBackIcon size={16} />
          </button>
        </li>
        {pagerItems(current, totalPages).map((item, index) => (
          <li key={item === PAGER_GAP ? `gap-${index}` : item}>
            {item === PAGER_GAP ? (
              <span className={classes.gap} aria-hidden="true">
                …
              </span>
            ) : (
              // Page numbers in the page's numbering system, like every other number (Intl).
              <button
                type="button"
                className={`mantine-focus-auto ${classes.control}`}
                aria-label={t('home.pageN', { page: formatNumber(item, language) })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => onChange(item)}
              >
                {formatNumber(item, language)}
              </button>
            )}
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`mantine-focus-auto ${classes.control}`}
            aria-label={t('home.nextPage')}
            disabled={current >= totalPages}
            onClick={() => onChange(current + 1)}
          >
            <ChevronForwardIcon size={16} />
          </button>
        </li>
      </ul>
    </nav>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { JobSearchResult } from '@talentgate/domain';
import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import plain from '../../lib/plain.module.css';
import { ErrorState } from '../errors/ErrorState';
import { EmptyResults } from './EmptyResults';
import { JobResultList } from './JobResultList';
import { ResultsPager } from './ResultsPager';
import { hasSearchCriteria, pageCount, type SearchState } from './search-state';
import classes from './SearchResults.module.css';

interface SearchResultsProps {
  search: SearchState;
  results: UseQueryResult<JobSearchResult>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onPageChange: (page: number) => void;
  onClear: () => void;
}

export function SearchResults({
  search,
  results,
  headingRef,
  onPageChange,
  onClear,
}: SearchResultsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = results;
  // Last search's results stay on screen, dimmed, while the next ones load.
  const updating = results.isPlaceholderData && results.isFetching;

  return (
    <section aria-labelledby={headingId} aria-busy={updating} className={plain.stack}>
      {/* Live, so a screen reader hears the new count after each filter change. */}
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        aria-live="polite"
        className={`${plain.h3} ${classes.heading}`}
      >
        {data ? t('home.resultCount', { count: data.total }) : t('home.resultsHeading')}
      </h2>

      {results.isError && !data && (
        <ErrorState
          message={t('home.loadError')}
          onRetry={() => void results.refetch()}
          retrying={results.isFetching}
        />
      )}

      {data && data.jobs.length === 0 && (
        <EmptyResults
          reason={
            data.total > 0 ? 'pastLastPage' : hasSearchCriteria(search) ? 'noMatch' : 'noJobs'
          }
          onClear={onClear}
          onFirstPage={() => onPageChange(1)}
        />
      )}

      {data && data.jobs.length > 0 && (
        <div className={updating ? classes.updating : undefined}>
          <JobResultList jobs={data.jobs} />
        </div>
      )}

      {data && data.total > 0 && (
        <ResultsPager
          page={search.page}
          totalPages={pageCount(data.total, data.pageSize)}
          onChange={onPageChange}
        />
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StayInTouch } from '../community/StayInTouch';
import { usePageLoading } from '../feedback/loading-overlay-context';
import { useClient } from '../site/client-context';
import { usePageTitle } from '../site/use-page-title';
import plain from '../../lib/plain.module.css';
import classes from './CareerHomePage.module.css';
import { HomeHero } from './HomeHero';
import { jobSearchQueryOptions } from './jobs-queries';
import { SearchFilters } from './SearchFilters';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import type { SearchState } from './search-state';
import { useSearchState } from './use-search-state';

/** The career home: tenant hero, job search, filters with counts, results and pager. */
export default function CareerHomePage() {
  const { t } = useTranslation();
  const client = useClient();
  const { search, updateSearch, clearSearch } = useSearchState();
  const results = useQuery(jobSearchQueryOptions(client, search));
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  usePageTitle(t('home.documentTitle'));
  usePageLoading(results.isPending);

  // After a change made below the results (pager, clear), bring keyboard and screen reader
  // users to the top of the new results instead of leaving them at the bottom of the page.
  const changeAndShowResults = (change: Partial<SearchState> | 'clear') => {
    if (change === 'clear') clearSearch();
    else updateSearch(change);
    resultsHeadingRef.current?.focus();
  };

  return (
    <>
      <HomeHero>
        <SearchForm initialQuery={search.q} onSearch={(q) => updateSearch({ q })} />
      </HomeHero>
      <div className={`${plain.container} ${classes.results}`}>
        <div className={classes.layout}>
          <SearchFilters
            search={search}
            counts={results.data?.counts}
            onChange={updateSearch}
            onClear={() => changeAndShowResults('clear')}
          />
          <SearchResults
            search={search}
            results={results}
            headingRef={resultsHeadingRef}
            onPageChange={(page) => changeAndShowResults({ page })}
            onClear={() => changeAndShowResults('clear')}
          />
        </div>
      </div>
      <div className={`${plain.container} ${classes.stayInTouch}`}>
        <StayInTouch />
      </div>
    </>
  );
}

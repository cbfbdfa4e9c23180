import { Button } from '@mantine/core';
import { LIST_NAMES, type JobSearchResult } from '@talentgate/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import plain from '../../lib/plain.module.css';
import { useListLabel } from '../lists/use-list';
import { FacetSelect } from './FacetSelect';
import { hasSearchCriteria, type SearchState } from './search-state';

interface SearchFiltersProps {
  search: SearchState;
  counts: JobSearchResult['counts'] | undefined;
  onChange: (change: Partial<SearchState>) => void;
  onClear: () => void;
}

export function SearchFilters({ search, counts, onChange, onClear }: SearchFiltersProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // Categories are the tenant's areas of interest, whose list has their names by language.
  const categoryLabel = useListLabel(LIST_NAMES.areaOfInterest);

  return (
    <section aria-labelledby={headingId} className={plain.stack}>
      <h2 className={plain.h4} id={headingId}>
        {t('home.filtersHeading')}
      </h2>
      <FacetSelect
        label={t('home.categoryLabel')}
        anyLabel={t('home.allCategories')}
        value={search.category}
        counts={counts?.category}
        onChange={(category) => onChange({ category })}
        labelOf={categoryLabel}
      />
      <FacetSelect
        label={t('home.locationLabel')}
        anyLabel={t('home.allLocations')}
        value={search.location}
        counts={counts?.location}
        onChange={(location) => onChange({ location })}
      />
      {hasSearchCriteria(search) && (
        <Button variant="default" onClick={onClear}>
          {t('home.clearFilters')}
        </Button>
      )}
    </section>
  );
}

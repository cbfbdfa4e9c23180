import type { FacetCount } from '@talentgate/domain';

/**
 * Options of a filter: each value the API counted, plus the selected value even when the
 * current search leaves it no jobs (it must stay visible so it can be seen and changed).
 */
export function facetOptions(
  counts: readonly FacetCount[] | undefined,
  selected: string,
): FacetCount[] {
  const options = [...(counts ?? [])];
  if (selected !== '' && !options.some((option) => option.value === selected)) {
    options.push({ value: selected, count: 0 });
  }
  return options;
}

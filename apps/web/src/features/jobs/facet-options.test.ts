import { describe, expect, it } from 'vitest';
import { facetOptions } from './facet-options';

describe('facetOptions', () => {
  const counts = [
    { value: 'Engineering', count: 12 },
    { value: 'Sales', count: 4 },
  ];

  it('lists the counted values', () => {
    expect(facetOptions(counts, 'Sales')).toEqual(counts);
  });

  it('keeps a selected value the counts no longer include', () => {
    expect(facetOptions(counts, 'Legal')).toEqual([...counts, { value: 'Legal', count: 0 }]);
    expect(facetOptions(undefined, 'Legal')).toEqual([{ value: 'Legal', count: 0 }]);
  });
});

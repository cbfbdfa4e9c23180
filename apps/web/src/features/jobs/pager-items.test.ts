import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGER_GAP, pagerItems } from './pager-items';

describe('pagerItems', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the ends and the current page with its neighbours, with gaps between', () => {
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 4, 5, PAGER_GAP, 10]);
    expect(pagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, PAGER_GAP, 10]);
    expect(pagerItems(5, 10)).toEqual([1, PAGER_GAP, 4, 5, 6, PAGER_GAP, 10]);
    expect(pagerItems(7, 10)).toEqual([1, PAGER_GAP, 6, 7, 8, 9, 10]);
    expect(pagerItems(10, 10)).toEqual([1, PAGER_GAP, 6, 7, 8, 9, 10]);
  });

  it('always shows seven items, in order, with the first, last and current page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 10_000 }), fc.nat(), (total, seed) => {
        const page = (seed % total) + 1;
        const items = pagerItems(page, total);
        const numbers = items.filter((item) => item !== PAGER_GAP);
        expect(items).toHaveLength(7);
        expect(numbers).toContain(1);
        expect(numbers).toContain(total);
        expect(numbers).toContain(page);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
      }),
    );
  });
});

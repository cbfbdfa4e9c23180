/** A gap in the page numbers ("…"). */
export const PAGER_GAP = 'gap';

/**
 * The page numbers a pager shows: the first and last page, the current one with a neighbour on
 * each side, and a gap for what is left out, always seven items once there are more than seven
 * pages (so the pager keeps its width while paging): 1 … 4 5 6 … 10.
 */
export function pagerItems(page: number, totalPages: number): Array<number | typeof PAGER_GAP> {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (totalPages <= 7) return range(1, totalPages);
  const current = Math.min(Math.max(page, 1), totalPages);
  if (current <= 4) return [...range(1, 5), PAGER_GAP, totalPages];
  if (current >= totalPages - 3) return [1, PAGER_GAP, ...range(totalPages - 4, totalPages)];
  return [1, PAGER_GAP, current - 1, current, current + 1, PAGER_GAP, totalPages];
}

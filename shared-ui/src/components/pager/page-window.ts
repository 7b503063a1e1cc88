export type PageSlot = number | 'gap';

export interface PageWindowOptions {
  /** How many places (page buttons and gaps) the pager has. */
  slots?: number;
  /**
   * The first and last page always in reach, with a gap where pages are left out; otherwise a
   * plain run of pages around the current one.
   */
  ends?: boolean;
}

function run(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The page buttons to show for `current` of `total` pages. Short ranges show every page. With
 * `ends`, the current page keeps a neighbour on each side and a long range always takes `slots`
 * places, so the pager keeps its width as the page changes.
 */
export function pageWindow(current: number, total: number, { slots = 7, ends = true }: PageWindowOptions = {}): PageSlot[] {
  if (total <= slots) return run(1, total);
  if (!ends) {
    const start = Math.max(1, Math.min(current - Math.floor(slots / 2), total - slots + 1));
    return run(start, start + slots - 1);
  }
  // The first page, a gap, the run, a gap, the last page.
  const reach = Math.floor((slots - 4) / 2);
  const start = Math.max(2, Math.min(current - reach, total - slots + 3));
  const end = Math.min(total - 1, Math.max(current + reach, slots - 2));
  return [1, ...(start > 2 ? ['gap' as const] : []), ...run(start, end), ...(end < total - 1 ? ['gap' as const] : []), total];
}

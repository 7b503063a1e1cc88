export type PageSlot = number | 'gap';

/**
 * The page buttons to show: always the first and last page, the current one with a neighbour
 * on each side, and a gap where pages are left out. Short ranges show every page.
 */
export function pageWindow(current: number, total: number): PageSlot[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(current - 1, total - 4));
  const end = Math.min(total - 1, Math.max(current + 1, 5));
  const slots: PageSlot[] = [1];
  if (start > 2) slots.push('gap');
  for (let page = start; page <= end; page += 1) slots.push(page);
  if (end < total - 1) slots.push('gap');
  slots.push(total);
  return slots;
}

/** A stretch of the screen from left to right, in px (a DOMRect's). */
export interface Span {
  left: number;
  right: number;
}

/** Room kept between a revealed control and the pinned column beside it, so its focus ring shows whole. */
const CLEARANCE = 4;

/**
 * How far to scroll a box sideways (added to its scrollLeft) so that `target` lies in `free`, the
 * part of the box no pinned column covers. A target wider than that room shows its start.
 */
export function clearingScroll(target: Span, free: Span): number {
  const room = free.right - free.left;
  if (target.right - target.left + 2 * CLEARANCE > room) return target.left - free.left - Math.min(CLEARANCE, room / 2);
  if (target.left < free.left + CLEARANCE) return target.left - free.left - CLEARANCE;
  if (target.right > free.right - CLEARANCE) return target.right - free.right + CLEARANCE;
  return 0;
}

/**
 * The part of a scrolling box a row's pinned cells leave free: between the far edge of those stuck
 * at its left and the near edge of those at its right (their side taken from where they are, so a
 * right-to-left page works too). Cells that do not stick (a phone's cards) cover nothing.
 */
export function freeSpan(box: Element, row: Element): Span {
  const outer = box.getBoundingClientRect();
  const free = { left: outer.left + box.clientLeft, right: outer.left + box.clientLeft + box.clientWidth };
  const middle = (free.left + free.right) / 2;
  for (const cell of Array.from(row.children)) {
    if (!cell.hasAttribute('data-pin') || getComputedStyle(cell).position !== 'sticky') continue;
    const rect = cell.getBoundingClientRect();
    if ((rect.left + rect.right) / 2 < middle) free.left = Math.max(free.left, rect.right);
    else free.right = Math.min(free.right, rect.left);
  }
  return free;
}

/**
 * Scrolls `box` sideways so that `target`, just focused, is not under one of its pinned columns:
 * the browser only brings a focused element inside the box, which the pinned columns cover in part.
 */
export function revealFocused(box: HTMLElement, target: HTMLElement): void {
  const cell = target === box ? null : target.closest('td, th');
  if (!cell || cell.hasAttribute('data-pin') || !box.contains(cell)) return;
  const shift = clearingScroll(target.getBoundingClientRect(), freeSpan(box, cell.parentElement!));
  if (shift !== 0) box.scrollLeft += shift;
}

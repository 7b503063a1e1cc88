import type { FocusEvent } from 'react';

/**
 * A control in a pinned cell is in view wherever the box is scrolled, yet a browser bringing it
 * into view on focus scrolls the box to where the cell would be unpinned (the row's far end for
 * the actions, its start for the id): the columns the person was reading jump sideways. The box
 * keeps its sideways position through that focus; the browser scrolls after the focus event,
 * before the next paint, so the position is put back in the next animation frame.
 */
function keepSidewaysPosition(box: HTMLElement): void {
  const left = box.scrollLeft;
  requestAnimationFrame(() => {
    if (box.scrollLeft !== left) box.scrollLeft = left;
  });
}

/**
 * The focus handler of a table's scrolling box: a control that takes the focus under a pinned
 * column (a sort header scrolled under the pinned actions, a cell's text under the pinned id) is
 * scrolled out from under it, and one in a pinned cell (a row's buttons, its checkbox) does not
 * scroll the box at all. The measuring code loads with the first focus in a table, not with the
 * list screen.
 */
export function revealBesidePins(event: FocusEvent<HTMLElement>): void {
  const box = event.currentTarget;
  const target = event.target;
  if (target === box) return;
  const pinned = target.closest('[data-pin]');
  if (pinned && box.contains(pinned)) {
    keepSidewaysPosition(box);
    return;
  }
  void import('./pinned-focus').then(({ revealFocused }) => revealFocused(box, target));
}

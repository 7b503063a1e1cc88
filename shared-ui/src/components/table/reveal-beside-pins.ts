import type { FocusEvent } from 'react';

/**
 * The focus handler of a table's scrolling box: a control that takes the focus under a pinned
 * column (a sort header scrolled under the pinned actions, a cell's text under the pinned id) is
 * scrolled out from under it. The measuring code loads with the first focus in a table, not with
 * the list screen.
 */
export function revealBesidePins(event: FocusEvent<HTMLElement>): void {
  const box = event.currentTarget;
  const target = event.target;
  if (target === box) return;
  void import('./pinned-focus').then(({ revealFocused }) => revealFocused(box, target));
}

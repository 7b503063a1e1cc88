import type { Span } from './pinned-focus';

/** A rectangle on the screen, as getBoundingClientRect gives it. */
export interface Box extends Span {
  top: number;
  bottom: number;
}

/** Space kept between the text and its tooltip, and between the tooltip and the window's edges. */
const GAP = 4;

/**
 * Where a text's tooltip goes (fixed position, px): under the text, its start at the text's, or
 * above it when there is no room below; always inside the window.
 */
export function tooltipPlace(anchor: Box, size: { width: number; height: number }, view: { width: number; height: number }) {
  const left = Math.max(GAP, Math.min(anchor.left, view.width - size.width - GAP));
  const below = anchor.bottom + GAP;
  const above = anchor.top - GAP - size.height;
  const top = below + size.height <= view.height - GAP || above < GAP ? below : above;
  return { left, top };
}

/** Where the toasts stand: their top, their distance from the inline end of the window, their width (px, borders included). */
export interface ToastPlace {
  top: number;
  end: number;
  width: number;
}

/** A control of the top bar, as distances from the inline start of the window (left in LTR). */
export interface BarControl {
  start: number;
  end: number;
}

/** The page's top bar: its bottom edge and the controls in it. */
export interface TopBar {
  bottom: number;
  controls: readonly BarControl[];
}

/** Fluent's own place and width, for a page without a top bar (the sign-in screens). */
export const DEFAULT_TOAST_PLACE: ToastPlace = { top: 16, end: 20, width: 292 };

const GAP = 8;
/** Narrower than this, a toast's text wraps word by word: it goes under the bar instead. */
const MIN_WIDTH = 200;

/**
 * Toasts stand at the top end, over the top bar between its controls (the menu button at the
 * start, the user menu at the end): the bar and the page title's row beneath hold no other
 * control, so a toast hides neither the bar's buttons nor the page's (a 新建模板 at the end of the
 * tabs, a filter row). When the bar leaves too little room between its controls (a phone with a
 * long user name), they stand just under the bar, across the window.
 */
export function toastPlace(windowWidth: number, bar: TopBar | null): ToastPlace {
  if (!bar) return DEFAULT_TOAST_PLACE;
  const middle = windowWidth / 2;
  // The controls ending the bar, and those that start it.
  const endEdge = Math.min(windowWidth, ...bar.controls.filter((control) => control.start >= middle).map((control) => control.start));
  const startEdge = Math.max(0, ...bar.controls.filter((control) => control.start < middle).map((control) => control.end));
  const room = endEdge - startEdge - 2 * GAP;
  if (room >= MIN_WIDTH) {
    return { top: GAP / 2, end: windowWidth - endEdge + GAP, width: Math.min(DEFAULT_TOAST_PLACE.width, room) };
  }
  return { top: bar.bottom + GAP, end: GAP, width: Math.min(DEFAULT_TOAST_PLACE.width, windowWidth - 2 * GAP) };
}

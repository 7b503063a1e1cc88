import type { BarControl, TopBar } from './toast-place';

const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The page's top bar as the toasts must avoid it: a <header> standing at the top of the window
 * (the shell's, sticky), and the controls shown in it. None on a page without one.
 */
export function measureTopBar(doc: Document): TopBar | null {
  const bar = [...doc.querySelectorAll('header')].find((header) => {
    const rect = header.getBoundingClientRect();
    return rect.height > 0 && Math.abs(rect.top) < 1;
  });
  if (!bar) return null;
  const width = doc.documentElement.clientWidth;
  const rtl = getComputedStyle(bar).direction === 'rtl';
  const controls: BarControl[] = [...bar.querySelectorAll(CONTROLS)]
    .map((control) => control.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0)
    .map((rect) => (rtl ? { start: width - rect.right, end: width - rect.left } : { start: rect.left, end: rect.right }));
  return { bottom: bar.getBoundingClientRect().bottom, controls };
}

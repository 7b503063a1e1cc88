import { ROW_ACTION_ATTRIBUTE, ROW_KEY_ATTRIBUTE } from './row-attributes';
import type { RowFocusPlace } from './row-focus-place';

/** How many frames a return waits for the list to show the change: about a second. */
const FRAMES = 60;

type Target = HTMLElement | 'wait' | undefined;

/** A value inside a quoted attribute selector: only quotes and backslashes need escaping there. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

const rowOf = (body: Element, key: string) => body.querySelector<HTMLElement>(`tr[${ROW_KEY_ATTRIBUTE}=${quoted(key)}]`);

/** The row's button for `action` (or its first row button when it has none such); 'wait' while it is busy. */
function buttonIn(row: HTMLElement, action: string): Target {
  const button =
    row.querySelector<HTMLButtonElement>(`[${ROW_ACTION_ATTRIBUTE}=${quoted(action)}]`) ??
    row.querySelector<HTMLButtonElement>(`[${ROW_ACTION_ATTRIBUTE}]`);
  if (!button) return undefined;
  return button.disabled ? 'wait' : button;
}

/** Whether the keyboard focus went nowhere a person chose: the page, a removed element, a disabled one. */
function focusLost(from: HTMLElement): boolean {
  const active = document.activeElement as HTMLElement | null;
  return !active || active === document.body || !active.isConnected || active === from || (active as HTMLButtonElement).disabled === true;
}

/**
 * Where the focus goes back after a row's change, found in the list as it shows the change: the
 * row's button for the same action (busy while the call runs, so waited for); when the row left
 * the list, the same button of the next row that was below it; with none below, the first row's;
 * with no rows left, the list itself (its scrolling region, named after the list).
 */
function returnTarget({ region, key, following, action }: RowFocusPlace): Target {
  const body = region.querySelector('tbody');
  if (!body) return region;
  const row = rowOf(body, key);
  if (row) return buttonIn(row, action);
  for (const next of following) {
    const nextRow = rowOf(body, next);
    if (nextRow) return buttonIn(nextRow, action);
  }
  const first = body.querySelector<HTMLElement>(`tr[${ROW_KEY_ATTRIBUTE}]`);
  if (first) return buttonIn(first, action);
  // Skeleton rows while a page loads: the rows are yet to come.
  if (body.querySelector('tr[aria-hidden]')) return 'wait';
  return region;
}

/**
 * Brings the focus back for a change started at `place.from`, once the list shows the change,
 * unless the person has moved it elsewhere meanwhile; waits (about a second at most) while the
 * target is busy or the page's rows are still loading.
 */
export function returnRowFocus(place: RowFocusPlace): void {
  const { from, region } = place;
  let frames = 0;
  const attempt = () => {
    if (!region.isConnected || !focusLost(from)) return;
    const target = returnTarget(place);
    if (target === 'wait') {
      if ((frames += 1) < FRAMES) requestAnimationFrame(attempt);
      return;
    }
    target?.focus();
  };
  requestAnimationFrame(attempt);
}

import { ROW_ACTION_ATTRIBUTE, ROW_KEY_ATTRIBUTE } from './row-attributes';
import type { RowFocusPlace } from './row-focus-place';

/**
 * Taken when a row's change starts from `from` (the row's button, or the 更多操作 button its menu
 * hangs from); call the result once the list has been refetched. A confirmation, a busy (disabled)
 * button or a row that leaves the list would drop the focus onto the page: it comes back to where
 * the person was working instead, unless they have moved it elsewhere meanwhile.
 */
export function rowFocusReturn(from: HTMLElement): () => void {
  const row = from.closest<HTMLElement>(`tr[${ROW_KEY_ATTRIBUTE}]`);
  const region = from.closest<HTMLElement>('[role="region"]');
  const action = from.getAttribute(ROW_ACTION_ATTRIBUTE);
  const key = row?.getAttribute(ROW_KEY_ATTRIBUTE);
  if (!row || !region || !action || !key) return () => {};
  const keys = [...(row.parentElement?.querySelectorAll(`tr[${ROW_KEY_ATTRIBUTE}]`) ?? [])].map((each) =>
    each.getAttribute(ROW_KEY_ATTRIBUTE)!,
  );
  const place: RowFocusPlace = { from, region, key, following: keys.slice(keys.indexOf(key) + 1), action };
  // Finding the way back is only needed once a change is done: its code comes then.
  return () => void import('./row-focus-return').then((module) => module.returnRowFocus(place));
}

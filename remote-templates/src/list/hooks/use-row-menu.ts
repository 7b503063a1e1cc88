import { useCallback, useMemo, useState } from 'react';
import type { RowMutation } from '../model/row-mutation';

/** The row whose 更多操作 menu is open: its template, the button it hangs from, and its items. */
export interface OpenRowMenu {
  templateId: number;
  target: HTMLElement;
  items: RowMutation[];
}

/** A tab's 更多操作 menu: one for the whole table, opened from a row's button. */
export function useRowMenu() {
  const [menu, setMenu] = useState<OpenRowMenu>();
  const open = useCallback((templateId: number, target: HTMLElement, items: RowMutation[]) => setMenu({ templateId, target, items }), []);
  const close = useCallback(() => setMenu(undefined), []);
  return useMemo(() => ({ menu, open, close }), [menu, open, close]);
}

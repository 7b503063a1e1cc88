/** Where a row's change started, taken before the list changes: enough to find the way back. */
export interface RowFocusPlace {
  /** The button the change started from. */
  from: HTMLElement;
  /** The list's scrolling region. */
  region: HTMLElement;
  /** The row's key. */
  key: string;
  /** The keys of the rows that were below it. */
  following: string[];
  /** The action of the button, named alike in every row. */
  action: string;
}

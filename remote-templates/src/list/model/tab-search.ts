/** The URL's list settings every tab reads the same way: the order (?sort, ?order) and the page size (?size). */
const LIST_SETTINGS = ['sort', 'order', 'size'] as const;

/**
 * The query a tab opens with when the operator moves to it from another: the filters in force
 * that it has too (a name typed on 全部模板 still applies on 待生成), the order and the page
 * size; the page returns to 1. A filter the tab does not show is dropped rather than applied
 * where it cannot be seen or cleared. Returns '' or '?…'.
 */
export function searchForTab(current: URLSearchParams, filterKeys: readonly string[]): string {
  const next = new URLSearchParams();
  for (const key of [...filterKeys, ...LIST_SETTINGS]) {
    // A filter may be repeated (the sub-statuses a dashboard link brings): every value comes along.
    for (const value of current.getAll(key)) if (value) next.append(key, value);
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}

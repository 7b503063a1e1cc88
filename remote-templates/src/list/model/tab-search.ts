/** The URL's list settings every tab reads the same way: the order (?sort, ?order) and the page size (?size). */
const LIST_SETTINGS = ['sort', 'order', 'size'] as const;

/**
 * The query a tab opens with when the operator moves to it from another: every filter in force
 * (`filterKeys`, in that order), the order and the page size; the page returns to 1, anything
 * else is left behind. The tab applies those it shows (a name typed on 全部模板 still applies on
 * 待生成); those it does not show stay in the URL unapplied and come back on the tabs that show
 * them (全部 with 可灵 and a title → 已上架, which filters by id only → 全部 keeps both). Which
 * filters go is model/tabs.ts's filterKeysFor.
 * Returns '' or '?…'.
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

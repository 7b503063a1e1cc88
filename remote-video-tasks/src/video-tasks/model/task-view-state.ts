import type { ListQueryState } from '@video-admin/shared-ui/views';
import { FILTER_KEYS, type FilterKey } from './filters';
import { TASK_SORT, type TaskSort } from './sort';

/** The URL keys a saved view sets: every filter and the order. */
export const VIEW_URL_KEYS = [...FILTER_KEYS, 'sort', 'order'] as const;
export type ViewUrlKey = (typeof VIEW_URL_KEYS)[number];

const isOwnOrder = (sort: TaskSort) => sort.by === TASK_SORT.fallback.by && sort.order === TASK_SORT.fallback.order;

/** What the list shows now, as a view keeps it: the filters in force and the order (null: the list's own). */
export function taskQueryState(values: Record<FilterKey, string>, sort: TaskSort): ListQueryState {
  return { filters: values, sort: isOwnOrder(sort) ? null : sort };
}

/**
 * The URL a view asks for, as one change: its filters (any other filter is cleared) and its order.
 * A view is data from the server, possibly someone else's (shared with a role): only the list's
 * own filter keys are taken, each as text (what a link could carry; the list flags a bad id
 * beside its field), and an order on a column the list does not sort on is the list's own.
 */
export function urlOfView(query: ListQueryState): Record<ViewUrlKey, string | null> {
  const filters: Record<string, unknown> = query.filters && typeof query.filters === 'object' ? query.filters : {};
  const changes = Object.fromEntries(
    FILTER_KEYS.map((key) => {
      const value = filters[key];
      return [key, typeof value === 'string' && value.trim() ? value.trim() : null];
    }),
  ) as Record<ViewUrlKey, string | null>;
  const sort = query.sort;
  const known =
    sort && (TASK_SORT.columns as readonly string[]).includes(sort.by) && (sort.order === 'asc' || sort.order === 'desc')
      ? (sort as TaskSort)
      : null;
  const keep = known && !isOwnOrder(known) ? known : null;
  changes.sort = keep?.by ?? null;
  changes.order = keep?.order ?? null;
  return changes;
}

import type { UserViewPublic, ViewState } from '@video-admin/shared-ui/contract';

/** The lists a person can keep views of. */
export type ViewList = UserViewPublic['list'];
export type Density = ViewState['density'];
export type { UserViewPublic, ViewState };

/** A column as the chooser knows it; a fixed one (the id, the actions) is always shown, at its edge. */
export interface ChoosableColumn {
  id: string;
  label: string;
  fixed?: 'start' | 'end';
  /** Left out of the list's own layout (a person may still choose it). */
  hiddenByDefault?: boolean;
}

/** What a person chose for a list's table: the columns shown between the fixed ones, in order, and the density. */
export interface ListLayout {
  /** null: the list's own choice. */
  columns: string[] | null;
  density: Density;
}

export const DEFAULT_LAYOUT: ListLayout = { columns: null, density: 'comfortable' };

const movable = (columns: readonly ChoosableColumn[]) => columns.filter((column) => !column.fixed);

/** The chosen columns shown, in order: those of `layout` the list still has, or the list's own set. */
export function chosenIds(columns: readonly ChoosableColumn[], layout: ListLayout): string[] {
  const known = new Set(movable(columns).map((column) => column.id));
  if (layout.columns === null)
    return movable(columns)
      .filter((column) => !column.hiddenByDefault)
      .map((column) => column.id);
  return layout.columns.filter((id, index) => known.has(id) && layout.columns!.indexOf(id) === index);
}

/** The columns the table shows, in order: the fixed ones at their edges, the chosen ones between. */
export function shownColumns<C extends ChoosableColumn>(columns: readonly C[], layout: ListLayout): C[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  return [
    ...columns.filter((column) => column.fixed === 'start'),
    ...chosenIds(columns, layout).map((id) => byId.get(id)!),
    ...columns.filter((column) => column.fixed === 'end'),
  ];
}

/** Whether the table shows this column. */
export const isShown = (columns: readonly ChoosableColumn[], layout: ListLayout, id: string) =>
  columns.some((column) => column.id === id && column.fixed !== undefined) || chosenIds(columns, layout).includes(id);

/** Shows or hides one chosen column (shown again, it goes back where the list has it among those shown). */
export function toggleColumn(columns: readonly ChoosableColumn[], layout: ListLayout, id: string, show: boolean): ListLayout {
  const chosen = chosenIds(columns, layout);
  if (!show) return { ...layout, columns: chosen.filter((other) => other !== id) };
  if (chosen.includes(id)) return layout;
  const order = movable(columns).map((column) => column.id);
  const at = chosen.findIndex((other) => order.indexOf(other) > order.indexOf(id));
  const next = [...chosen];
  next.splice(at === -1 ? next.length : at, 0, id);
  return { ...layout, columns: next };
}

/** Moves a shown column one place earlier (-1) or later (+1) among those shown; at an end it stays. */
export function moveColumn(columns: readonly ChoosableColumn[], layout: ListLayout, id: string, step: -1 | 1): ListLayout {
  const chosen = chosenIds(columns, layout);
  const from = chosen.indexOf(id);
  const to = from + step;
  if (from === -1 || to < 0 || to >= chosen.length) return layout;
  const next = [...chosen];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return { ...layout, columns: next };
}

/** A layout read back (from storage or a view), its columns the list's own and no repeats. */
export function sanitizeLayout(columns: readonly ChoosableColumn[], value: unknown): ListLayout {
  if (!value || typeof value !== 'object') return DEFAULT_LAYOUT;
  const { columns: ids, density } = value as Partial<Record<keyof ListLayout, unknown>>;
  const chosen = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : null;
  return {
    columns: chosen === null ? null : chosenIds(columns, { columns: chosen, density: 'comfortable' }),
    density: density === 'compact' ? 'compact' : 'comfortable',
  };
}

/** The part of a view that is the table's layout. */
export const layoutOfView = (columns: readonly ChoosableColumn[], state: ViewState): ListLayout =>
  sanitizeLayout(columns, { columns: state.columns, density: state.density });

/** What a list shows now besides its table's layout: its tab, filters and order. */
export interface ListQueryState {
  tab?: string;
  filters: Record<string, string>;
  sort: ViewState['sort'];
}

/** The state a view keeps: the list's tab, filters (those in force) and order, and the table's layout. */
export function viewStateOf(columns: readonly ChoosableColumn[], query: ListQueryState, layout: ListLayout): ViewState {
  const filters = Object.fromEntries(Object.entries(query.filters).filter(([, value]) => value !== ''));
  return {
    ...(query.tab ? { tab: query.tab } : {}),
    filters,
    sort: query.sort,
    columns: chosenIds(columns, layout),
    density: layout.density,
  };
}

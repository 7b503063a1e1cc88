import { useCallback, useMemo, useState } from 'react';
import {
  readStoredLayout,
  sanitizeLayout,
  storeLayout,
  type ChoosableColumn,
  type ListLayout,
  type ViewState,
} from '@video-admin/shared-ui/views';
import { TABS, type TabId } from '../../model/tabs';
import { columnsByLayout, savedLayout, tabLayoutKey } from './tab-layout';
import type { TabTables } from './tab-tables';
import { tabOfView } from './view-query';

const NO_COLUMNS: readonly ChoosableColumn[] = [];

const readSavedLayouts = () =>
  Object.fromEntries(TABS.map(({ id }) => [id, savedLayout(readStoredLayout('templates', tabLayoutKey(id)))])) as Record<TabId, ListLayout>;

const sameColumns = (a: readonly ChoosableColumn[] | undefined, b: readonly ChoosableColumn[]) =>
  a?.length === b.length &&
  a.every(
    (column, index) =>
      column.id === b[index]!.id &&
      column.label === b[index]!.label &&
      column.fixed === b[index]!.fixed &&
      column.hiddenByDefault === b[index]!.hiddenByDefault,
  );

/**
 * The chosen layout of each templates tab (its columns and density), kept in this browser per
 * tab, and what the views bar above the tabs needs of the tab shown (`tab`). A tab's layout is
 * kept as saved and read by the tab's own columns when drawn: a view applied on another tab may
 * name columns of a tab whose code has not arrived yet.
 */
export function useTabLayouts(tab: TabId) {
  const [layouts, setLayouts] = useState(readSavedLayouts);
  // Each tab's columns, as the tab told them when it was drawn.
  const [told, setTold] = useState<Partial<Record<TabId, readonly ChoosableColumn[]>>>({});

  const setLayoutOf = useCallback((of: TabId, layout: ListLayout) => {
    setLayouts((current) => ({ ...current, [of]: layout }));
    storeLayout('templates', layout, tabLayoutKey(of));
  }, []);

  const tables = useMemo<TabTables>(
    () => ({
      choose: (columns, of) => columnsByLayout(columns, layouts[of]),
      densityOf: (of) => layouts[of].density,
      tellColumns: (of, columns) => setTold((current) => (sameColumns(current[of], columns) ? current : { ...current, [of]: columns })),
    }),
    [layouts],
  );

  const columns = told[tab] ?? NO_COLUMNS;
  const layout = useMemo(() => (told[tab] ? sanitizeLayout(told[tab], layouts[tab]) : layouts[tab]), [told, tab, layouts]);
  const setLayout = useCallback((next: ListLayout) => setLayoutOf(tab, next), [setLayoutOf, tab]);
  // A view's columns and density go to its tab as saved; that tab reads them by its own columns.
  const applyLayout = useCallback(
    (state: ViewState) => setLayoutOf(tabOfView(state.tab, tab), savedLayout({ columns: state.columns, density: state.density })),
    [setLayoutOf, tab],
  );
  return { tables, columns, layout, setLayout, applyLayout };
}

export type TabLayouts = ReturnType<typeof useTabLayouts>;

import { createContext, useContext, useLayoutEffect, useMemo } from 'react';
import type { ChoosableColumn, Density } from '@video-admin/shared-ui/views';
import type { TabId } from '../../model/tabs';
import { defaultView, type Column } from '../components/table/column';
import { choosableColumn } from './tab-layout';

/** What the screen above the tabs keeps of each tab's table, as the person chose it. */
export interface TabTables {
  /** Which of a tab's columns its table shows, in order (the selection column is added after). */
  choose: <T>(columns: readonly Column<T>[], tab: TabId) => Column<T>[];
  /** The density of the tab's table. */
  densityOf: (tab: TabId) => Density;
  /** A tab tells the columns it has, which the column chooser above the tabs lists. */
  tellColumns: (tab: TabId, columns: readonly ChoosableColumn[]) => void;
}

/**
 * Given by the screen (the person's choices, list/views/use-tab-layouts.ts), or by a test above it
 * that reads every column. Without either, a tab shows its default view in comfortable rows.
 */
export const TabTablesContext = createContext<TabTables | undefined>(undefined);

const ALONE: TabTables = { choose: defaultView, densityOf: () => 'comfortable', tellColumns: () => undefined };

/**
 * A tab's table as the person chose it: the columns shown, in order, and the density. The tab
 * tells its columns to the chooser above the tabs as it is drawn, before the screen is painted.
 */
export function useTabTable<T>(tab: TabId, columns: readonly Column<T>[]) {
  const { choose, densityOf, tellColumns } = useContext(TabTablesContext) ?? ALONE;
  const choosable = useMemo(() => columns.map(choosableColumn), [columns]);
  useLayoutEffect(() => tellColumns(tab, choosable), [tellColumns, tab, choosable]);
  const shown = useMemo(() => choose(columns, tab), [choose, columns, tab]);
  return { shown, density: densityOf(tab) };
}

import { createContext, useContext } from 'react';
import type { TabId } from '../../../model/tabs';
import { defaultView, type Column } from './column';

/** Which of a tab's columns its table shows, in order (the selection column is added after). */
export type ColumnChoice = <T>(columns: readonly Column<T>[], tab: TabId) => Column<T>[];

/**
 * The column choice in force: the tab's default view, unless a provider above the tabs gives
 * another (a person's chosen columns, or a test that reads every column).
 */
export const ColumnChoiceContext = createContext<ColumnChoice>(defaultView);

export const useColumnChoice = (): ColumnChoice => useContext(ColumnChoiceContext);

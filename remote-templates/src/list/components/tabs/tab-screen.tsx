import { useMemo, type ReactNode } from 'react';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { lazyOnFirstUse } from '@video-admin/shared-ui';
import { useTemplatesTranslation } from '../../../i18n';
import type { TabId } from '../../../model/tabs';
import type { FilterKey } from '../../../model/template-list';
import type { useTabList } from '../../hooks/use-tab-list';
import { TemplateBulkBar, useTabBulk } from '../../../bulk';
import { EditTemplateDialog, type useOpenTemplate } from '../../../edit';
import { FilterBar } from '../filters/filter-bar';
import { SubStatusFilter } from '../filters/lazy-sub-status-filter';
import type { Column } from '../table/data-table';
import { useTabTable } from '../../views/tab-tables';
import { selectionColumn } from '../table/selection-column';
import { TemplateListSection } from './template-list-section';

// Shown only when filters empty a list: its button's code comes then, the message at once.
const NoMatch = lazyOnFirstUse(() => import('./no-match').then((module) => module.NoMatch), {
  fallback: ({ message }) => message,
});

export interface TabScreenProps<K extends FilterKey> {
  /** Names the table and picks the empty text (`tabs.<name>`, `empty.<name>`). */
  name: TabId;
  filterKeys: readonly K[];
  tabList: ReturnType<typeof useTabList<K>>;
  /** Every column the tab has; those hidden by default are left out of its default view. */
  columns: Column<VideoTemplate>[];
  editing: ReturnType<typeof useOpenTemplate>;
  /** Dialogs of the tab's own beyond the edit dialog. */
  children?: ReactNode;
}

/**
 * What every tab shows: its filters, the bulk bar while rows are selected, its table (a selection
 * column first, if the person may run a bulk action there) with the pager, and the edit dialog. An empty list says whether the filters in
 * force emptied it (with a way to clear them) or the tab has no templates.
 */
export function TabScreen<K extends FilterKey>({ name, filterKeys, tabList, columns, editing, children }: TabScreenProps<K>) {
  const { t } = useTemplatesTranslation();
  const { state, list } = tabList;
  const bulk = useTabBulk(name, tabList);
  // The columns the person chose for the tab (its default view unless they chose others) and the
  // density; the selection column comes first, pinned before the id, when there is a bulk action to run.
  const { shown, density } = useTabTable(name, columns);
  const withSelection = useMemo(
    () => (bulk.offered ? [selectionColumn(bulk.selection, t), ...shown] : shown),
    [bulk.offered, bulk.selection, t, shown],
  );
  // Memoised: a new element at every render would draw the table's rows again.
  const emptyText = useMemo(
    () => (tabList.filtered ? <NoMatch message={t('list.noMatch')} onClear={state.clearFilters} /> : t(`empty.${name}`)),
    [tabList.filtered, state.clearFilters, t, name],
  );
  return (
    <>
      <FilterBar
        keys={filterKeys}
        values={state.values}
        onApply={state.applyFilters}
        onClear={state.clearFilters}
        exportParams={tabList.filters}
      />
      <SubStatusFilter subStatuses={tabList.subStatuses} onClear={tabList.clearSubStatuses} />
      {bulk.offered ? <TemplateBulkBar {...bulk.bar} /> : null}
      <TemplateListSection
        label={t('list.tableLabel', { tab: t(`tabs.${name}`) })}
        columns={withSelection}
        density={density}
        emptyText={emptyText}
        list={list}
        state={state}
      />
      <EditTemplateDialog template={editing.template} onClose={editing.close} />
      {children}
    </>
  );
}
